import * as z from 'zod/mini'
import { Trans, useLingui } from '@lingui/react/macro'
import { SALARY_BANDS, SEEKER_STATUSES } from '@jagir/shared/rules/options'
import { profileFieldsSchema } from '@jagir/shared/schemas/jobseeker-profile'
import { optionText } from '../../../components/job/option-labels'
import type { SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { RadioGroup } from '../../../components/form/radio-group'
import { SelectField } from '../../../components/form/select-field'
import { SALARY_BAND_TEXT, WORKING_STATUS_TEXT } from '../../../components/profile/seeker-labels'
import { Empty, ProfileSection, SectionButtons } from './profile-section'

const statusSchema = z.pick(profileFieldsSchema, { working_status: true })
const salarySchema = z.pick(profileFieldsSchema, { expected_salary_band: true })

function StatusForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t, i18n } = useLingui()
  const { form, submit, general, errorOf } = useSectionForm({
    schema: statusSchema,
    initial: { working_status: (profile.working_status ?? '') as 'available' },
    onSaved: close,
  })
  return (
    <form onSubmit={submit} noValidate>
      <RadioGroup
        label={t`Working status`}
        options={SEEKER_STATUSES.map((status) => ({
          value: status,
          label: i18n._(WORKING_STATUS_TEXT[status]),
        }))}
        error={errorOf(form.formState.errors.working_status?.message)}
        {...form.register('working_status')}
      />
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** Whether the seeker is looking, working or available (docs/product.md#option-lists). */
export function WorkingStatusSection({ profile }: { profile: SeekerProfile }) {
  const { t, i18n } = useLingui()
  return (
    <ProfileSection
      id="working-status"
      title={t`Working status`}
      editor={(close) => <StatusForm profile={profile} close={close} />}
    >
      {profile.working_status ? (
        <p>{optionText(i18n, WORKING_STATUS_TEXT, profile.working_status)}</p>
      ) : (
        <Empty>{t`Not given yet.`}</Empty>
      )}
    </ProfileSection>
  )
}

function SalaryForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t, i18n } = useLingui()
  const { form, submit, general, errorOf } = useSectionForm({
    schema: salarySchema,
    initial: { expected_salary_band: profile.expected_salary_band ?? null },
    onSaved: close,
  })
  return (
    <form onSubmit={submit} noValidate>
      <SelectField
        label={t`Expected salary a month`}
        placeholder={t`Not saying`}
        options={SALARY_BANDS.map((band) => ({
          value: band.value,
          label: i18n._(SALARY_BAND_TEXT[band.value]!),
        }))}
        error={errorOf(form.formState.errors.expected_salary_band?.message)}
        {...form.register('expected_salary_band', { setValueAs: (value) => value || null })}
      />
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** The salary band the seeker expects (docs/product.md#option-lists). */
export function SalarySection({ profile }: { profile: SeekerProfile }) {
  const { t, i18n } = useLingui()
  const band = optionText(i18n, SALARY_BAND_TEXT, profile.expected_salary_band)
  return (
    <ProfileSection
      id="expected-salary"
      title={t`Expected salary`}
      editor={(close) => <SalaryForm profile={profile} close={close} />}
    >
      {band ? (
        <p>
          <Trans>{band} a month</Trans>
        </p>
      ) : (
        <Empty>{t`Not given yet.`}</Empty>
      )}
    </ProfileSection>
  )
}
