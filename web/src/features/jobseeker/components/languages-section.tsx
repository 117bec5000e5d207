import * as z from 'zod/mini'
import { useFieldArray, useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { nextProfileLanguage, PROFILE_LANGUAGES_MAX } from '@jagir/shared/rules/jobseeker-profile'
import { LANGUAGE_LEVELS, PROFILE_LANGUAGES } from '@jagir/shared/rules/profile-options'
import { profileFieldsSchema } from '@jagir/shared/schemas/jobseeker-profile'
import { optionText } from '../../../components/job/option-labels'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { SelectField } from '../../../components/form/select-field'
import { LANGUAGE_LEVEL_TEXT, LANGUAGE_TEXT } from './labels'
import { Empty, ProfileSection, SectionButtons } from './profile-section'

const languagesSchema = z.pick(profileFieldsSchema, { languages: true })
type LanguageRow = {
  language: (typeof PROFILE_LANGUAGES)[number]
  level: (typeof LANGUAGE_LEVELS)[number]
}

function LanguagesForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const { form, submit, general, errorOf } = useSectionForm({
    schema: languagesSchema,
    initial: { languages: profile.languages as LanguageRow[] },
    onSaved: close,
  })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'languages' })
  const errors = form.formState.errors.languages
  const rows = useWatch({ control: form.control, name: 'languages' }) ?? []
  const listed = rows.map((row) => row.language)
  const next = nextProfileLanguage(listed)
  // A language another row names is not offered again, so no row can repeat one.
  const languageOptions = (index: number) =>
    PROFILE_LANGUAGES.filter((value) => value === listed[index] || !listed.includes(value)).map(
      (value) => ({ value, label: i18n._(LANGUAGE_TEXT[value]) }),
    )
  const levelOptions = LANGUAGE_LEVELS.map((value) => ({
    value,
    label: i18n._(LANGUAGE_LEVEL_TEXT[value]),
  }))
  return (
    <form onSubmit={submit} noValidate>
      {fields.map((field, index) => {
        const number = formatNumber(index + 1, lang)
        return (
          <fieldset className="profile-entry" key={field.id}>
            <legend className="is-sr-only">
              <Trans>Language {number}</Trans>
            </legend>
            <div className="columns is-mobile is-multiline is-vcentered">
              <div className="column is-6-tablet is-12-mobile">
                <SelectField
                  label={t`Language ${number}`}
                  options={languageOptions(index)}
                  error={errorOf(errors?.[index]?.language?.message)}
                  {...form.register(`languages.${index}.language`)}
                />
              </div>
              <div className="column">
                <SelectField
                  label={t`How well`}
                  options={levelOptions}
                  error={errorOf(errors?.[index]?.level?.message)}
                  {...form.register(`languages.${index}.level`)}
                />
              </div>
              <div className="column is-narrow">
                <button
                  type="button"
                  className="button is-small is-danger is-light"
                  onClick={() => remove(index)}
                >
                  <Trans>Remove language {number}</Trans>
                </button>
              </div>
            </div>
          </fieldset>
        )
      })}
      {fields.length < PROFILE_LANGUAGES_MAX && next ? (
        <button
          type="button"
          className="button is-link is-light"
          onClick={() => append({ language: next, level: 'conversational' })}
        >
          <Trans>Add a language</Trans>
        </button>
      ) : null}
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** The languages as the profile lists them: "Nepali (Native)". */
export function LanguageList({ languages }: { languages: SeekerProfile['languages'] }) {
  const { i18n } = useLingui()
  return (
    <ul className="profile-inline-list">
      {languages.map((entry) => {
        const name = optionText(i18n, LANGUAGE_TEXT, entry.language)
        const level = optionText(i18n, LANGUAGE_LEVEL_TEXT, entry.level)
        return (
          <li key={entry.language}>
            <Trans>
              {name} ({level})
            </Trans>
          </li>
        )
      })}
    </ul>
  )
}

/** The languages the seeker speaks and how well. */
export function LanguagesSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  return (
    <ProfileSection
      id="languages"
      title={t`Languages`}
      editor={(close) => <LanguagesForm profile={profile} close={close} />}
    >
      {profile.languages.length ? (
        <LanguageList languages={profile.languages} />
      ) : (
        <Empty>{t`No languages added yet.`}</Empty>
      )}
    </ProfileSection>
  )
}
