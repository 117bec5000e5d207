import { useId } from 'react'
import { Controller } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { PREFERENCES_MAX } from '@jagir/shared/rules/jobseeker-profile'
import { preferencesSchema, type Preferences } from '@jagir/shared/schemas/jobseeker-profile'
import { describedBy, FieldFrame } from '../../../components/form/field-frame'
import { apiFetch } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import {
  CATEGORIES_PATH,
  DISTRICTS_PATH,
  useChoices,
  type NamedItem,
} from '../../../components/profile/lookups'
import { savePreferredJobs, savePreferredLocations } from '../api/lookups'
import type { SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { ProfileSection, SectionButtons } from './profile-section'

interface ChoiceListProps {
  label: string
  choices: NamedItem[]
  value: number[]
  onChange: (ids: number[]) => void
  error?: string
}

/** Up to five choices from a list: chips to remove, a select to add the next. */
function ChoiceList({ label, choices, value, onChange, error }: ChoiceListProps) {
  const { t } = useLingui()
  const lang = useLang()
  const id = useId()
  const nameOf = (choice: number) => choices.find((item) => item.id === choice)?.name ?? ''
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={<Trans>Up to {formatNumber(PREFERENCES_MAX, lang)}.</Trans>}
    >
      <ul className="tags" aria-label={label}>
        {value.map((choice) => (
          <li className="tag is-info is-light is-medium" key={choice}>
            {nameOf(choice)}
            <button
              type="button"
              className="delete is-small"
              aria-label={t`Remove ${nameOf(choice)}`}
              onClick={() => onChange(value.filter((other) => other !== choice))}
            />
          </li>
        ))}
      </ul>
      <div className={`select is-fullwidth${error ? ' is-danger' : ''}`}>
        <select
          id={id}
          value=""
          disabled={value.length >= PREFERENCES_MAX}
          {...describedBy(id, error, true)}
          onChange={(event) => {
            const chosen = Number(event.target.value)
            if (chosen && !value.includes(chosen)) onChange([...value, chosen])
          }}
        >
          <option value="">{t`Add one`}</option>
          {choices
            .filter((item) => !value.includes(item.id))
            .map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
        </select>
      </div>
    </FieldFrame>
  )
}

/** Saves both lists with the onboarding's calls, then reads the profile back. */
async function savePreferences(values: Preferences): Promise<SeekerProfile> {
  await savePreferredLocations(values.districts)
  await savePreferredJobs(values.categories)
  return apiFetch<SeekerProfile>('/api/v1/jobseeker/me/')
}

function PreferencesForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t } = useLingui()
  const { data: districts = [] } = useChoices(DISTRICTS_PATH)
  const { data: categories = [] } = useChoices(CATEGORIES_PATH)
  const { form, submit, general, errorOf } = useSectionForm({
    schema: preferencesSchema,
    initial: {
      districts: (profile.preferred_locations ?? []).map((item) => item.id),
      categories: profile.preferred_jobs.map((item) => item.id),
    },
    save: savePreferences,
    onSaved: close,
  })
  const errors = form.formState.errors
  return (
    <form onSubmit={submit} noValidate>
      <Controller
        control={form.control}
        name="districts"
        render={({ field }) => (
          <ChoiceList
            label={t`Districts you would work in`}
            choices={districts}
            value={field.value}
            onChange={field.onChange}
            error={errorOf(errors.districts?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="categories"
        render={({ field }) => (
          <ChoiceList
            label={t`Job categories you want`}
            choices={categories}
            value={field.value}
            onChange={field.onChange}
            error={errorOf(errors.categories?.message)}
          />
        )}
      />
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** The names of a list, comma separated as the language writes lists. */
function NameList({ items }: { items: NamedItem[] }) {
  const { t } = useLingui()
  if (!items.length) return <span className="has-text-grey">{t`None chosen yet.`}</span>
  return (
    <ul className="profile-inline-list">
      {items.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  )
}

/** Where and in what the seeker wants to work (the onboarding's choices, editable here). */
export function PreferencesSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  return (
    <ProfileSection
      id="preferences"
      title={t`Preferred places and jobs`}
      editor={(close) => <PreferencesForm profile={profile} close={close} />}
    >
      <dl className="profile-facts">
        <dt>
          <Trans>Districts</Trans>
        </dt>
        <dd>
          <NameList items={profile.preferred_locations ?? []} />
        </dd>
        <dt>
          <Trans>Job categories</Trans>
        </dt>
        <dd>
          <NameList items={profile.preferred_jobs} />
        </dd>
      </dl>
    </ProfileSection>
  )
}
