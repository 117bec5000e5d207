import * as z from 'zod/mini'
import { useFieldArray } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { todayInNepal } from '@jagir/shared/rules/birth-date'
import { EXPERIENCE_ENTRIES_MAX } from '@jagir/shared/rules/jobseeker-profile'
import {
  profileFieldsSchema,
  type ExperienceEntryInput,
} from '@jagir/shared/schemas/jobseeker-profile'
import { JobDate } from '../../../components/job/job-date'
import { FormDateField } from '../../../components/form/date-field'
import { TextField } from '../../../components/form/text-field'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { ExperienceRead, SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { Empty, ProfileSection, SectionButtons } from './profile-section'

const experienceSchema = z.pick(profileFieldsSchema, { work_experience: true })

const toInput = (entry: ExperienceRead): ExperienceEntryInput => ({ ...entry })

const blank = (): ExperienceEntryInput => ({
  title: '',
  organization: '',
  start_date: '',
  end_date: '',
  is_current: false,
})

function ExperienceForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t } = useLingui()
  const lang = useLang()
  const { form, submit, general, errorOf } = useSectionForm({
    schema: experienceSchema,
    initial: { work_experience: (profile.work_experience ?? []).map(toInput) },
    onSaved: close,
  })
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'work_experience',
  })
  const errors = form.formState.errors.work_experience
  const current = form.watch('work_experience')
  // A job cannot have started or ended after today (in Nepal, where the seeker is).
  const today = todayInNepal()
  return (
    <form onSubmit={submit} noValidate>
      {fields.map((field, index) => {
        const entry = errors?.[index]
        const number = formatNumber(index + 1, lang)
        const isCurrent = current[index]?.is_current === true
        return (
          <fieldset className="profile-entry" key={field.id}>
            <legend className="has-text-weight-semibold">
              <Trans>Job {number}</Trans>
            </legend>
            <TextField
              label={t({ message: 'Job title', context: 'seeker' })}
              error={errorOf(entry?.title?.message)}
              {...form.register(`work_experience.${index}.title`)}
            />
            <TextField
              label={t`Organisation`}
              error={errorOf(entry?.organization?.message)}
              {...form.register(`work_experience.${index}.organization`)}
            />
            <FormDateField
              label={t`From`}
              control={form.control}
              name={`work_experience.${index}.start_date`}
              max={today}
              error={errorOf(entry?.start_date?.message)}
            />
            {isCurrent ? null : (
              <FormDateField
                label={t`To`}
                control={form.control}
                name={`work_experience.${index}.end_date`}
                max={today}
                error={errorOf(entry?.end_date?.message)}
              />
            )}
            <label className="checkbox is-block mb-3">
              <input
                type="checkbox"
                className="mr-2"
                {...form.register(`work_experience.${index}.is_current`)}
              />
              <Trans>I work here now</Trans>
            </label>
            <button
              type="button"
              className="button is-small is-danger is-light"
              onClick={() => remove(index)}
            >
              <Trans>Remove job {number}</Trans>
            </button>
          </fieldset>
        )
      })}
      {fields.length < EXPERIENCE_ENTRIES_MAX ? (
        <button type="button" className="button is-link is-light" onClick={() => append(blank())}>
          <Trans>Add a job</Trans>
        </button>
      ) : null}
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** The jobs held, from when to when. */
export function ExperienceList({ entries }: { entries: ExperienceRead[] }) {
  return (
    <ul className="profile-entries">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p className="has-text-weight-semibold">{entry.title}</p>
          <p>{entry.organization}</p>
          <p className="has-text-grey">
            {entry.is_current ? (
              <Trans>
                <JobDate value={entry.start_date} /> – now
              </Trans>
            ) : (
              <Trans>
                <JobDate value={entry.start_date} /> – <JobDate value={entry.end_date} />
              </Trans>
            )}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** Work experience: title, organisation, from and to (or current). */
export function ExperienceSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  const entries = profile.work_experience ?? []
  return (
    <ProfileSection
      id="experience"
      title={t`Work experience`}
      editor={(close) => <ExperienceForm profile={profile} close={close} />}
    >
      {entries.length ? (
        <ExperienceList entries={entries} />
      ) : (
        <Empty>{t`No work experience added yet.`}</Empty>
      )}
    </ProfileSection>
  )
}
