import * as z from 'zod/mini'
import {
  ABOUT_MAX,
  EDUCATION_ENTRIES_MAX,
  EXPERIENCE_ENTRIES_MAX,
  HEADLINE_MAX,
  PREFERENCES_MAX,
  PROFILE_LANGUAGES_MAX,
  PROFILE_SKILLS_MAX,
  educationYearBounds,
  endsBeforeStart,
  isNetworkUrl,
  withScheme,
} from '../rules/jobseeker-profile.js'
import { isNepalLandline, isNepalMobile, normalizeNepalPhone } from '../rules/nepal-phone.js'
import { SALARY_BANDS, SEEKER_STATUSES } from '../rules/options.js'
import {
  LANGUAGE_LEVELS,
  PROFILE_LANGUAGES,
  SOCIAL_NETWORKS,
  YEAR_CALENDARS,
} from '../rules/profile-options.js'
import {
  bool,
  codedMessage,
  formNumber,
  formRequiredId,
  idList,
  oneOf,
  optionalFormNumber,
  optionalText,
  requiredText,
  transformIssue,
  whenParsed,
} from './fields.js'

/**
 * The job seeker's own profile as its sections save it (PATCH `/api/v1/jobseeker/me/`, issue 15).
 * The forms and the demo API parse with the same schemas, so a rule is written once: each form
 * sends its section's fields, the API takes any of them.
 */

const trimmed = (max: number) =>
  z.pipe(
    optionalText(max),
    z.transform((text) => text.trim()),
  )

/** A YYYY-MM-DD day that exists in the calendar. */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
const dayInput = z.union([z.string(), z.null(), z.undefined()])
/** A required day (YYYY-MM-DD). */
const requiredDay = () =>
  z.pipe(
    dayInput,
    z.transform((raw: string | null | undefined, payload): string => {
      if (!raw) return transformIssue(payload, codedMessage('required'), raw)
      return isDay(raw) ? raw : transformIssue(payload, codedMessage('invalid'), raw)
    }),
  )
/** An optional day: blank gives null. */
const optionalDay = () =>
  z.pipe(
    dayInput,
    z.transform((raw: string | null | undefined, payload): string | null => {
      if (!raw) return null
      return isDay(raw) ? raw : transformIssue(payload, codedMessage('invalid'), raw)
    }),
  )

const entryId = z.optional(z.nullable(z.number().check(z.int(), z.positive())))

/** One education entry: a degree, where, and the years in AD or BS (end blank: still studying). */
export const educationEntrySchema = z
  .object({
    /** Kept when editing an entry the API answered; absent for a new one. */
    id: entryId,
    /** An education degree (lookup id), required. */
    degree: formRequiredId(),
    /** School, college or university, required. */
    institution: requiredText(150),
    /** The calendar of the two years. */
    calendar: oneOf(YEAR_CALENDARS),
    /** Required; within 70 years back and 7 ahead in its calendar. */
    start_year: formNumber({ min: 0, max: 9999, integer: true }),
    /** Optional (blank: under way); not before the start. */
    end_year: optionalFormNumber({ min: 0, max: 9999, integer: true }),
  })
  .check(
    z.superRefine(
      (entry, ctx) => {
        const { min, max } = educationYearBounds(entry.calendar)
        for (const field of ['start_year', 'end_year'] as const) {
          const year = entry[field]
          if (year === null) continue
          if (year < min) {
            ctx.addIssue({
              code: 'custom',
              path: [field],
              message: codedMessage('min_value', { min }),
            })
          } else if (year > max) {
            ctx.addIssue({
              code: 'custom',
              path: [field],
              message: codedMessage('max_value', { max }),
            })
          }
        }
        if (endsBeforeStart(entry.start_year, entry.end_year)) {
          ctx.addIssue({ code: 'custom', path: ['end_year'], message: codedMessage('date_order') })
        }
      },
      whenParsed('calendar', 'start_year', 'end_year'),
    ),
  )
export type EducationEntryInput = z.input<typeof educationEntrySchema>
export type EducationEntry = z.output<typeof educationEntrySchema>

/** One job held: title, organisation, from and to (or current). */
export const experienceEntrySchema = z
  .object({
    id: entryId,
    /** Job title, required. */
    title: requiredText(120),
    /** Organisation, required. */
    organization: requiredText(150),
    /** First day, required. */
    start_date: requiredDay(),
    /** Last day: required unless current, not before the start; null when current. */
    end_date: optionalDay(),
    /** Still working there. */
    is_current: bool(),
  })
  .check(
    z.superRefine(
      (entry, ctx) => {
        if (!entry.is_current && entry.end_date === null) {
          ctx.addIssue({ code: 'custom', path: ['end_date'], message: codedMessage('required') })
        }
        if (!entry.is_current && endsBeforeStart(entry.start_date, entry.end_date)) {
          ctx.addIssue({ code: 'custom', path: ['end_date'], message: codedMessage('date_order') })
        }
      },
      whenParsed('start_date', 'end_date', 'is_current'),
    ),
    // A current job has no last day, whatever the form still held.
    z.overwrite((entry) => (entry.is_current ? { ...entry, end_date: null } : entry)),
  )
export type ExperienceEntryInput = z.input<typeof experienceEntrySchema>
export type ExperienceEntry = z.output<typeof experienceEntrySchema>

/** A language and how well it is known. */
export const languageEntrySchema = z.object({
  language: oneOf(PROFILE_LANGUAGES),
  level: oneOf(LANGUAGE_LEVELS),
})
export type LanguageEntry = z.output<typeof languageEntrySchema>

/** A link to the seeker's page on one of the product's networks. */
export const socialLinkSchema = z
  .object({
    network: oneOf(SOCIAL_NETWORKS),
    /** `https://` is added when left out. */
    url: z.pipe(requiredText(300), z.transform(withScheme)),
  })
  .check(
    z.superRefine((link, ctx) => {
      if (!isNetworkUrl(link.network, link.url)) {
        ctx.addIssue({
          code: 'custom',
          path: ['url'],
          message: codedMessage('network_url', { network: link.network }),
        })
      }
    }),
  )
export type SocialLink = z.output<typeof socialLinkSchema>

/** A list whose entries may name `key` once only: a repeat is refused under the repeat. */
const uniqueBy = <T extends Record<string, unknown>>(key: keyof T & string) =>
  z.superRefine((list: T[], ctx) => {
    list.forEach((entry, index) => {
      if (list.findIndex((other) => other[key] === entry[key]) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, key], message: codedMessage('duplicate') })
      }
    })
  })

const listOf = <T extends z.ZodMiniType>(entry: T, max: number) =>
  z.array(entry).check(z.maxLength(max, { error: () => codedMessage('max_items', { max }) }))

/** An optional Nepali phone number (mobile or landline), kept as the API keeps it. */
const optionalPhone = z.pipe(
  optionalText(30),
  z.transform((raw: string, payload): string => {
    if (raw.trim() === '') return ''
    const phone = normalizeNepalPhone(raw)
    return isNepalMobile(phone) || isNepalLandline(phone)
      ? phone
      : transformIssue(payload, codedMessage('phone'), raw)
  }),
)

/** An optional e-mail address (blank clears it). */
const optionalEmail = z.pipe(
  optionalText(254),
  z.transform((raw: string, payload): string => {
    const email = raw.trim()
    if (email === '') return ''
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
      ? email.toLowerCase()
      : transformIssue(payload, codedMessage('email'), raw)
  }),
)

const salaryBandValues = SALARY_BANDS.map((band) => band.value) as [string, ...string[]]

/** Every field of the profile, each required: a section's form picks its own. */
export const profileFieldsSchema = z.object({
  /** One line under the name, at most 120 characters. */
  headline: trimmed(HEADLINE_MAX),
  /** About the seeker, at most 2,000 characters. */
  about: trimmed(ABOUT_MAX),
  /** Contact e-mail (blank: none). */
  email: optionalEmail,
  /** A second number to be reached on, mobile or landline (blank: none). */
  alternate_phone: optionalPhone,
  /** The seeker statuses (docs/product.md#option-lists). */
  working_status: oneOf(SEEKER_STATUSES),
  /** A salary band of docs/product.md#option-lists, or null. */
  expected_salary_band: z.nullable(oneOf(salaryBandValues)),
  /** Skill ids from the Approved lookup (or created), at most 10. */
  skills: idList(PROFILE_SKILLS_MAX),
  languages: listOf(languageEntrySchema, PROFILE_LANGUAGES_MAX).check(uniqueBy('language')),
  education_history: listOf(educationEntrySchema, EDUCATION_ENTRIES_MAX),
  work_experience: listOf(experienceEntrySchema, EXPERIENCE_ENTRIES_MAX),
  social_links: listOf(socialLinkSchema, SOCIAL_NETWORKS.length).check(uniqueBy('network')),
  /** Whether employers find the profile in their search. */
  is_public: bool(),
})

/** The profile PATCH: any of its fields. */
export const profilePatchSchema = z.partial(profileFieldsSchema)
export type ProfilePatchInput = z.input<typeof profilePatchSchema>
export type ProfilePatch = z.output<typeof profilePatchSchema>

const preferenceIds = () =>
  idList(PREFERENCES_MAX).check(
    z.minLength(1, { error: () => codedMessage('min_items', { min: 1 }) }),
  )

/** Preferred districts and job categories: one to five each (the onboarding's two steps). */
export const preferencesSchema = z.object({
  districts: preferenceIds(),
  categories: preferenceIds(),
})
export type Preferences = z.output<typeof preferencesSchema>
