import { Trans, useLingui } from '@lingui/react/macro'
import { contactFormSchema, type ContactForm as Values } from '@jagir/shared/schemas/content-forms'
import { TextField } from '../../../components/form/text-field'
import { sendContact } from '../api/forms'
import { useContentForm } from '../hooks/use-content-form'
import { FormShell } from './form-shell'
import { TextArea } from '../../../components/form/text-area'

const EMPTY: Values = { full_name: '', email: '', subject: '', message: '' }

/** The contact page's form: name, email, subject and message, sent to the Jagir team. */
export function ContactForm() {
  const { t } = useLingui()
  const labels = {
    full_name: t`Your name`,
    email: t`Your email`,
    subject: t`What it is about`,
    message: t`Your message`,
  }
  const { form, submit, sent, reset, errorOf, general } = useContentForm({
    schema: contactFormSchema,
    initial: EMPTY,
    labels,
    send: sendContact,
  })
  const { register, formState } = form
  return (
    <FormShell
      title={<Trans>Write to us</Trans>}
      general={general}
      submitting={formState.isSubmitting}
      submitLabel={<Trans>Send the message</Trans>}
      onSubmit={submit}
      sent={sent}
      sentTitle={<Trans>Your message is sent.</Trans>}
      again={{ label: <Trans>Write another message</Trans>, onClick: reset }}
    >
      <TextField
        label={labels.full_name}
        autoComplete="name"
        error={errorOf('full_name')}
        {...register('full_name')}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
        {...register('email')}
      />
      <TextField label={labels.subject} error={errorOf('subject')} {...register('subject')} />
      <TextArea
        label={labels.message}
        rows={5}
        error={errorOf('message')}
        {...register('message')}
      />
    </FormShell>
  )
}
