import { Trans, useLingui } from '@lingui/react/macro'
import { contactFormSchema, type ContactForm as Values } from '@jagir/shared/schemas/content-forms'
import { TextField } from '../../../components/ui/text-field'
import { sendContact } from '../api/forms'
import { useContentForm } from '../hooks/use-content-form'
import { FormProblems } from './general-errors'
import { SentNotice } from './sent-notice'
import { TextArea } from './text-area'

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
  if (sent) {
    return (
      <SentNotice
        title={<Trans>Your message is sent.</Trans>}
        detail={sent.detail}
        again={
          <button type="button" className="button is-small" onClick={reset}>
            <Trans>Write another message</Trans>
          </button>
        }
      />
    )
  }
  const { register, formState } = form
  return (
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 className="title is-5" id="contact-form-title">
        <Trans>Write to us</Trans>
      </h2>
      <FormProblems messages={general} />
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
      <button
        type="submit"
        className={`button is-primary${formState.isSubmitting ? ' is-loading' : ''}`}
        disabled={formState.isSubmitting}
      >
        <Trans>Send the message</Trans>
      </button>
    </form>
  )
}
