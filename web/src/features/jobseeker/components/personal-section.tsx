import { Trans, useLingui } from '@lingui/react/macro'
import { birthDateBounds, todayInNepal } from '@jagir/shared/rules/birth-date'
import { GENDERS, MARITAL_STATUSES } from '@jagir/shared/rules/options'
import {
  personalDetailsFormSchema,
  type PersonalDetailsFormInput,
} from '@jagir/shared/schemas/basic-information'
import { GENDER_TEXT, optionText } from '../../../components/job/option-labels'
import { JobDate } from '../../../components/job/job-date'
import { FormDateField } from '../../../components/form/date-field'
import { TextField } from '../../../components/form/text-field'
import { errorText } from '../../../components/form/error-text'
import { useLang } from '../../../lib/lang'
import { DISTRICTS_PATH, useChoices } from '../../../components/profile/lookups'
import { savePersonalDetails, type SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { SelectField } from '../../../components/form/select-field'
import { ProfileSection, SectionButtons } from './profile-section'

/** The words for a marital status, and for one not given. */
function useMaritalText() {
  const { t } = useLingui()
  return (status: string | null | undefined) =>
    status === 'Married'
      ? t`Married`
      : status === 'Unmarried'
        ? t`Unmarried`
        : t({ message: 'Not given', context: 'seeker' })
}

/** The personal details' form: what onboarding asked, changed here and saved the same way. */
function PersonalForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const marital = useMaritalText()
  const districts = useChoices(DISTRICTS_PATH).data ?? []
  const previousDistrict = profile.district?.id ?? null
  const initial: PersonalDetailsFormInput = {
    full_name: profile.full_name,
    gender: profile.gender ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    marital_status: profile.marital_status ?? '',
    district: previousDistrict === null ? '' : String(previousDistrict),
  }
  const { form, submit, general } = useSectionForm({
    schema: personalDetailsFormSchema,
    initial,
    save: (values) => savePersonalDetails(values, profile),
    onSaved: close,
  })
  const errors = form.formState.errors
  // The shared schema speaks the account forms' messages; a server's text is shown as it came.
  const errorOf = (name: keyof PersonalDetailsFormInput) =>
    errorText(i18n, lang, errors[name]?.message)
  const choose = t`Choose…`
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t`Name`}
        autoComplete="name"
        error={errorOf('full_name')}
        {...form.register('full_name')}
      />
      <SelectField
        label={t({ message: 'Gender', context: 'seeker' })}
        placeholder={choose}
        options={GENDERS.map((value) => ({ value, label: i18n._(GENDER_TEXT[value]) }))}
        error={errorOf('gender')}
        {...form.register('gender')}
      />
      <FormDateField
        label={t({ message: 'Date of birth', context: 'seeker' })}
        control={form.control}
        name="date_of_birth"
        {...birthDateBounds(todayInNepal())}
        error={errorOf('date_of_birth')}
      />
      <SelectField
        label={t`Marital status`}
        placeholder={t({ message: 'Not given', context: 'seeker' })}
        options={MARITAL_STATUSES.map((value) => ({ value, label: marital(value) }))}
        error={errorOf('marital_status')}
        {...form.register('marital_status')}
      />
      <SelectField
        label={t({ message: 'District', context: 'seeker' })}
        placeholder={choose}
        options={districts.map((item) => ({ value: String(item.id), label: item.name }))}
        error={errorOf('district')}
        // Controlled: the districts arrive after the form's value does.
        value={form.watch('district')}
        {...form.register('district')}
      />
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/**
 * What the onboarding's basic information step asked (name, gender, birth date, marital status,
 * district): shown as employers see it, and edited in place like every other section.
 */
export function PersonalSection({ profile }: { profile: SeekerProfile }) {
  const { t, i18n } = useLingui()
  const marital = useMaritalText()
  return (
    <ProfileSection
      id="personal"
      title={t`Personal details`}
      editor={(close) => <PersonalForm profile={profile} close={close} />}
    >
      <dl className="profile-facts">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{profile.full_name}</dd>
        <dt>
          <Trans context="seeker">Gender</Trans>
        </dt>
        <dd>
          {optionText(i18n, GENDER_TEXT, profile.gender) ||
            t({ message: 'Not given', context: 'seeker' })}
        </dd>
        <dt>
          <Trans context="seeker">Date of birth</Trans>
        </dt>
        <dd>
          {profile.date_of_birth ? (
            <JobDate value={profile.date_of_birth} />
          ) : (
            t({ message: 'Not given', context: 'seeker' })
          )}
        </dd>
        <dt>
          <Trans>Marital status</Trans>
        </dt>
        <dd>{marital(profile.marital_status)}</dd>
        <dt>
          <Trans context="seeker">District</Trans>
        </dt>
        <dd>{profile.district?.name ?? t({ message: 'Not given', context: 'seeker' })}</dd>
      </dl>
    </ProfileSection>
  )
}
