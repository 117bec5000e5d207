import { Trans, useLingui } from '@lingui/react/macro'
import {
  instaHireFormSchema,
  type InstaHireForm as Values,
} from '@jagir/shared/schemas/content-forms'
import { NumberField } from '../../../components/form/number-field'
import { TextField } from '../../../components/form/text-field'
import { sendInstaHire } from '../api/forms'
import { useContentForm } from '../hooks/use-content-form'
import { FormShell } from './form-shell'
import { TextArea } from '../../../components/form/text-area'

const EMPTY: Values = {
  organization_name: '',
  contact_person: '',
  phone_number: '',
  email: '',
  job_title: '',
  positions: '1',
  message: '',
}

/** The insta-hire request: who is hiring, how to call them back, whom and how many they need. */
export function InstaHireForm() {
  const { t } = useLingui()
  const labels = {
    organization_name: t({ message: 'Organisation', context: 'insta-hire' }),
    contact_person: t`Whom we call`,
    phone_number: t`Their mobile number`,
    email: t`Their email`,
    job_title: t`The job to fill`,
    positions: t`How many people`,
    message: t`Anything else we should know (optional)`,
  }
  const { form, submit, sent, reset, errorOf, general } = useContentForm({
    schema: instaHireFormSchema,
    initial: EMPTY,
    labels,
    send: sendInstaHire,
  })
  const { register, control, formState } = form
  return (
    <FormShell
      title={<Trans>Tell us whom you need</Trans>}
      general={general}
      submitting={formState.isSubmitting}
      submitLabel={<Trans>Send the request</Trans>}
      onSubmit={submit}
      sent={sent}
      sentTitle={<Trans>Your request is in. We will call you within one working day.</Trans>}
      again={{ label: <Trans>Request another hire</Trans>, onClick: reset }}
    >
      <div className="columns is-multiline">
        <div className="column is-6">
          <TextField
            label={labels.organization_name}
            autoComplete="organization"
            error={errorOf('organization_name')}
            {...register('organization_name')}
          />
        </div>
        <div className="column is-6">
          <TextField
            label={labels.contact_person}
            autoComplete="name"
            error={errorOf('contact_person')}
            {...register('contact_person')}
          />
        </div>
        <div className="column is-6">
          <NumberField
            label={labels.phone_number}
            phone
            autoComplete="tel"
            control={control}
            name="phone_number"
            error={errorOf('phone_number')}
          />
        </div>
        <div className="column is-6">
          <TextField
            label={labels.email}
            type="email"
            autoComplete="email"
            error={errorOf('email')}
            {...register('email')}
          />
        </div>
        <div className="column is-8">
          <TextField
            label={labels.job_title}
            error={errorOf('job_title')}
            {...register('job_title')}
          />
        </div>
        <div className="column is-4">
          <NumberField
            label={labels.positions}
            control={control}
            name="positions"
            error={errorOf('positions')}
          />
        </div>
      </div>
      <TextArea
        label={labels.message}
        rows={4}
        error={errorOf('message')}
        {...register('message')}
      />
    </FormShell>
  )
}
