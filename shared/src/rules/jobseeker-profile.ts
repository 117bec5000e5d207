/**
 * Rules of the job seeker's profile (issue 15): limits, what may be withdrawn, the years an
 * education entry may name, social links, and how complete a profile is. The product's rules are silent on
 * most of these; each says why it is what it is.
 */
import { MAX_LIST_ITEMS } from './constants.js'
import type { ApplicationStatus } from './application-status.js'
import type { ProfileLanguage, SocialNetwork, YearCalendar } from './profile-options.js'
import { PROFILE_LANGUAGES, SOCIAL_NETWORK_HOSTS } from './profile-options.js'

/** Skills on a profile: the limit of 10 for every skill list. */
export const PROFILE_SKILLS_MAX = MAX_LIST_ITEMS
/** Languages, education and experience entries: more would be a CV, not a profile. */
export const PROFILE_LANGUAGES_MAX = 10
export const EDUCATION_ENTRIES_MAX = 10
export const EXPERIENCE_ENTRIES_MAX = 20
/** Preferred districts and job categories: the onboarding's limit of 5 each. */
export const PREFERENCES_MAX = 5
export const HEADLINE_MAX = 120
export const ABOUT_MAX = 2000

/**
 * The language a new row of the profile's languages starts with: the first of the list (Nepali,
 * then English, ...) not listed yet, so Add never makes a repeat; null when every one is listed.
 */
export function nextProfileLanguage(listed: readonly string[]): ProfileLanguage | null {
  return PROFILE_LANGUAGES.find((language) => !listed.includes(language)) ?? null
}

/** Photo types a browser shows everywhere (no SVG: it can carry script). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]
/** The largest photo a person may pick, in MB: a phone camera's photo fits. */
export const PHOTO_PICK_MAX_MB = 5
/**
 * The largest upload the API takes, in bytes: the browser scales a picked photo down to
 * PHOTO_SIDE_PX before sending it (tens of KB), well under the BFF's 1 MiB body limit.
 */
export const PHOTO_UPLOAD_MAX_BYTES = 1_000_000
/** The longest side of a stored photo, in pixels (a profile shows it at most 128 px wide). */
export const PHOTO_SIDE_PX = 512

/** What is wrong with a picked photo file, or null when it may be uploaded. */
export function photoProblem(file: {
  type: string
  size: number
}): 'file_type' | 'file_size' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'file_type'
  if (file.size > PHOTO_PICK_MAX_MB * 1024 * 1024) return 'file_size'
  return null
}

/** The image type a file's first bytes announce (JPEG, PNG or WebP), or null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (sig: number[], at = 0) => sig.every((byte, i) => bytes[at + i] === byte)
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/**
 * CV files a seeker may upload: PDF and Word's DOCX, the two any employer opens. The type is read
 * from the bytes (a DOCX is a ZIP holding a Word document; a plain ZIP or a renamed image is
 * refused), never from the file's name or the request's header.
 */
export const CV_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const
export type CvType = keyof typeof CV_TYPES
/** The largest CV, in MB: a few pages with a photo fit; a scan of many pages does not. */
export const CV_MAX_MB = 2
/** The largest CV the API takes, in bytes (the BFF lets this one upload through, no larger). */
export const CV_MAX_BYTES = CV_MAX_MB * 1024 * 1024
/** What a file picker offers (by extension and type: a picker cannot read the bytes). */
export const CV_ACCEPT = `.pdf,.docx,${Object.keys(CV_TYPES).join(',')}`

/** What is wrong with a picked CV file (by its name and size; the API reads the bytes), or null. */
export function cvProblem(file: { name: string; size: number }): 'file_type' | 'file_size' | null {
  if (!/\.(pdf|docx)$/i.test(file.name)) return 'file_type'
  if (file.size > CV_MAX_BYTES) return 'file_size'
  return null
}

/**
 * The name a CV is downloaded under: the uploaded file's name with only letters, digits, `-`, `_`
 * and `.` kept (other characters become `-`), at most 80 characters, always ending in the type's
 * own extension. `cv.pdf` when nothing is left.
 */
export function safeCvFileName(name: string, type: CvType): string {
  const extension = CV_TYPES[type]
  const stem = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${stem || 'cv'}.${extension}`
}

/**
 * Which CV goes with an application: the uploaded file (as it is at the moment of applying, kept
 * with the application even when the seeker later replaces it), the CV generated from the
 * profile, or none (the profile is still shown to the employer).
 */
export const CV_CHOICES = ['file', 'profile', 'none'] as const
export type CvChoice = (typeof CV_CHOICES)[number]

/** A cover letter's longest text: about a page. */
export const COVER_LETTER_MAX = 3000

/** Statuses an application may still be withdrawn in: not once the employer has decided. */
const WITHDRAWABLE: readonly ApplicationStatus[] = ['new', 'shortlisted', 'interview']

/** True when the seeker may withdraw an application in this status. */
export const canWithdraw = (status: string): boolean =>
  (WITHDRAWABLE as readonly string[]).includes(status)

/** Bikram Sambat's year for a Gregorian date (its new year falls in mid-April: 14 April here). */
export function bsYearOf(date: Date): number {
  const month = date.getUTCMonth() + 1
  const afterNewYear = month > 4 || (month === 4 && date.getUTCDate() >= 14)
  return date.getUTCFullYear() + (afterNewYear ? 57 : 56)
}

/** How far back an education entry may start: people studied into their sixties. */
const EDUCATION_YEARS_BACK = 70
/** How far ahead an entry may end: a course under way ends at most this many years on. */
const EDUCATION_YEARS_AHEAD = 7

/** The first and last year an education entry may name, in its calendar. */
export function educationYearBounds(
  calendar: YearCalendar,
  now: Date = new Date(),
): { min: number; max: number } {
  const current = calendar === 'BS' ? bsYearOf(now) : now.getUTCFullYear()
  return { min: current - EDUCATION_YEARS_BACK, max: current + EDUCATION_YEARS_AHEAD }
}

/** True when `end` (YYYY-MM-DD, or a year) is before `start`; false when either is missing. */
export function endsBeforeStart(
  start: string | number | null | undefined,
  end: string | number | null | undefined,
): boolean {
  if (start === null || start === undefined || start === '') return false
  if (end === null || end === undefined || end === '') return false
  return typeof start === 'number' && typeof end === 'number'
    ? end < start
    : String(end) < String(start)
}

/** Whole months from one day (YYYY-MM-DD) to another, at least 0. */
export function monthsBetween(start: string, end: string): number {
  const [sy = 0, sm = 1, sd = 1] = start.split('-').map(Number)
  const [ey = 0, em = 1, ed = 1] = end.split('-').map(Number)
  const months = (ey - sy) * 12 + (em - sm) - (ed < sd ? 1 : 0)
  return Math.max(months, 0)
}

/**
 * True when `url` is an http(s) link to one of the network's sites (`www.` and other
 * subdomains included), so a profile's Facebook link cannot lead somewhere else.
 */
export function isNetworkUrl(network: SocialNetwork, url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
  if (parsed.username || parsed.password) return false
  const host = parsed.hostname.toLowerCase()
  return SOCIAL_NETWORK_HOSTS[network].some((site) => host === site || host.endsWith(`.${site}`))
}

/** A link as typed, with `https://` added when it has no scheme ("facebook.com/sita"). */
export function withScheme(url: string): string {
  const trimmed = url.trim()
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed === '' ? trimmed : `https://${trimmed}`
}

/** The parts of a profile its completeness is counted from, in the order the page shows them. */
export const COMPLETENESS_PARTS = [
  'photo',
  'headline',
  'about',
  'contact',
  'preferences',
  'education',
  'experience',
  'skills',
  'languages',
  'working_status',
  'expected_salary',
] as const
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number]

/** What the completeness meter reads of a profile (as GET /jobseeker/me/ answers it). */
export interface CompletenessSource {
  profile_picture?: string | null
  headline?: string | null
  about?: string | null
  contact?: { email?: string | null } | null
  preferred_locations?: readonly unknown[] | null
  preferred_jobs?: readonly unknown[] | null
  education_history?: readonly unknown[] | null
  work_experience?: readonly unknown[] | null
  skills?: readonly unknown[] | null
  languages?: readonly unknown[] | null
  working_status?: string | null
  expected_salary_band?: string | null
}

const filled = (text: string | null | undefined) => !!text && text.trim() !== ''
const some = (list: readonly unknown[] | null | undefined) => !!list && list.length > 0

const PART_DONE: Record<CompletenessPart, (p: CompletenessSource) => boolean> = {
  photo: (p) => filled(p.profile_picture),
  headline: (p) => filled(p.headline),
  about: (p) => filled(p.about),
  contact: (p) => filled(p.contact?.email),
  preferences: (p) => some(p.preferred_locations) && some(p.preferred_jobs),
  education: (p) => some(p.education_history),
  experience: (p) => some(p.work_experience),
  skills: (p) => some(p.skills),
  languages: (p) => some(p.languages),
  working_status: (p) => filled(p.working_status),
  expected_salary: (p) => filled(p.expected_salary_band),
}

/**
 * How complete a profile is: the share of parts filled (each counts the same; social links are
 * optional and not counted), as a whole percentage, and the parts still missing in page order.
 */
export function profileCompleteness(profile: CompletenessSource): {
  percent: number
  missing: CompletenessPart[]
} {
  const missing = COMPLETENESS_PARTS.filter((part) => !PART_DONE[part](profile))
  const done = COMPLETENESS_PARTS.length - missing.length
  return { percent: Math.round((done / COMPLETENESS_PARTS.length) * 100), missing }
}
