import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { normalizePhone } from '@jagir/shared/rules/phone'
import { enrollInTraining } from '../../api/account-flows'
import { ContactFields, type ContactValues } from '../contact-fields'
import { FormErrors } from '../../../../components/form/field-frame'
import { applyServerErrors } from '../../../../components/form/server-errors'
import type { FlowProps } from './flow'

/** Enrolment in a training (the dialog's subject is the training's slug). */
export function EnrollView({ user, finish, subject }: FlowProps & { subject: string | null }) {
  const { t } = useLingui()
  const [general, setGeneral] = useState<string[]>([])
  const { register, control, handleSubmit, setError, formState } = useForm<ContactValues>({
    defaultValues: {
      full_name: user?.full_name ?? '',
      phone_number: user?.phone_number ?? '',
      email: '',
    },
  })
  const { errors, isSubmitting } = formState

  const submit = handleSubmit(async (values) => {
    setGeneral([])
    if (!subject) return
    try {
      const answer = await enrollInTraining(subject, {
        full_name: values.full_name.trim(),
        phone_number: normalizePhone(values.phone_number),
        email: values.email.trim() || null,
      })
      finish(answer?.detail ?? t`You are enrolled.`)
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, { knownFields: Object.keys(values) }))
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <FormErrors messages={general} />
      <ContactFields
        register={register}
        control={control}
        errors={errors}
        submitting={isSubmitting}
        disabled={!subject}
        submitLabel={<Trans>Enroll</Trans>}
      />
    </form>
  )
}
