import * as z from 'zod/mini'
import { useFieldArray } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { EDUCATION_ENTRIES_MAX } from '@jagir/shared/rules/jobseeker-profile'
import { calendarOf, yearIn } from '@jagir/shared/rules/calendar'
import { YEAR_CALENDARS } from '@jagir/shared/rules/profile-options'
import type { Lang } from '@jagir/shared/routes/table'
import {
  profileFieldsSchema,
  type EducationEntryInput,
} from '@jagir/shared/schemas/jobseeker-profile'
import { RadioGroup } from '../../../components/form/radio-group'
import { TextField } from '../../../components/form/text-field'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { DEGREES_PATH, useChoices } from '../../../components/profile/lookups'
import type { EducationRead, SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { SelectField } from '../../../components/form/select-field'
import { Empty, ProfileSection, SectionButtons } from './profile-section'

const educationSchema = z.pick(profileFieldsSchema, { education_history: true })

const toInput = (entry: EducationRead): EducationEntryInput => ({
  id: entry.id,
  degree: entry.degree?.id ?? null,
  institution: entry.institution,
  calendar: entry.calendar,
  start_year: String(entry.start_year),
  end_year: entry.end_year === null ? '' : String(entry.end_year),
})

/** A new entry's years are asked in the page's calendar (either may still be chosen). */
const blank = (lang: Lang): EducationEntryInput => ({
  degree: null,
  institution: '',
  calendar: calendarOf(lang),
  start_year: '',
  end_year: '',
})

/**
 * An entry's years in the page's calendar, whichever one they were typed in (one calendar per
 * language, `shared/src/rules/calendar.ts`): "२०७१ – २०७५ वि.सं." in Nepali, "2014 – 2018 AD"
 * in English, in the interface language's digits.
 */
export function EducationYears({
  entry,
}: {
  entry: Pick<EducationRead, 'calendar' | 'start_year' | 'end_year'>
}) {
  const { t } = useLingui()
  const lang = useLang()
  const shown = calendarOf(lang)
  const year = (value: number) =>
    formatNumber(yearIn(value, entry.calendar, shown), lang, { useGrouping: false })
  const start = year(entry.start_year)
  const end = entry.end_year === null ? t`studying` : year(entry.end_year)
  return shown === 'BS' ? (
    <Trans>
      {start} – {end} BS
    </Trans>
  ) : (
    <Trans>
      {start} – {end} AD
    </Trans>
  )
}

function EducationForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t } = useLingui()
  const lang = useLang()
  const { data: degrees = [] } = useChoices(DEGREES_PATH)
  const { form, submit, general, errorOf } = useSectionForm({
    schema: educationSchema,
    initial: { education_history: (profile.education_history ?? []).map(toInput) },
    onSaved: close,
  })
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'education_history',
  })
  const errors = form.formState.errors.education_history
  return (
    <form onSubmit={submit} noValidate>
      {fields.map((field, index) => {
        const entry = errors?.[index]
        const number = formatNumber(index + 1, lang)
        return (
          <fieldset className="profile-entry" key={field.id}>
            <legend className="has-text-weight-semibold">
              <Trans>Education {number}</Trans>
            </legend>
            <SelectField
              label={t`Degree`}
              placeholder={t`Choose a degree`}
              options={degrees.map((d) => ({ value: String(d.id), label: d.name }))}
              error={errorOf(entry?.degree?.message)}
              {...form.register(`education_history.${index}.degree`, {
                setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
              })}
            />
            <TextField
              label={t`School, college or university`}
              error={errorOf(entry?.institution?.message)}
              {...form.register(`education_history.${index}.institution`)}
            />
            <RadioGroup
              label={t`Years given in`}
              inline
              options={YEAR_CALENDARS.map((calendar) => ({
                value: calendar,
                label: calendar === 'BS' ? t`Bikram Sambat (BS)` : t`AD`,
              }))}
              {...form.register(`education_history.${index}.calendar`)}
            />
            <div className="columns is-mobile">
              <div className="column">
                <TextField
                  label={t`From (year)`}
                  inputMode="numeric"
                  error={errorOf(entry?.start_year?.message)}
                  {...form.register(`education_history.${index}.start_year`)}
                />
              </div>
              <div className="column">
                <TextField
                  label={t`To (year; blank while studying)`}
                  inputMode="numeric"
                  error={errorOf(entry?.end_year?.message)}
                  {...form.register(`education_history.${index}.end_year`)}
                />
              </div>
            </div>
            <button
              type="button"
              className="button is-small is-danger is-light"
              onClick={() => remove(index)}
            >
              <Trans>Remove education {number}</Trans>
            </button>
          </fieldset>
        )
      })}
      {fields.length < EDUCATION_ENTRIES_MAX ? (
        <button
          type="button"
          className="button is-link is-light"
          onClick={() => append(blank(lang))}
        >
          <Trans>Add education</Trans>
        </button>
      ) : null}
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** Degrees and where they were studied, with their years in BS or AD. */
export function EducationSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  const entries = profile.education_history ?? []
  return (
    <ProfileSection
      id="education"
      title={t({ message: 'Education', context: 'seeker' })}
      editor={(close) => <EducationForm profile={profile} close={close} />}
    >
      {entries.length ? (
        <EducationList entries={entries} />
      ) : (
        <Empty>{t`No education added yet.`}</Empty>
      )}
    </ProfileSection>
  )
}

/** The entries as the profile shows them. */
export function EducationList({ entries }: { entries: EducationRead[] }) {
  return (
    <ul className="profile-entries">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p className="has-text-weight-semibold">{entry.degree?.name}</p>
          <p>{entry.institution}</p>
          <p className="has-text-grey">
            <EducationYears entry={entry} />
          </p>
        </li>
      ))}
    </ul>
  )
}
