import { Trans, useLingui } from '@lingui/react/macro'
import { localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'

/**
 * How to reach a job seeker (My candidates, applicants): their mobile number and email, each a
 * link that calls or writes. Its words carry the context `contact`, so they stay in the
 * employer's catalog, not the one every screen loads.
 */
export function ContactLinks({
  contact,
  label,
}: {
  contact: { email?: string | null; phone_number?: string | null }
  /** The list's accessible name ("Contact details of Sita"). */
  label: string
}) {
  const { t } = useLingui()
  const lang = useLang()
  const phone = contact.phone_number?.trim()
  const email = contact.email?.trim()
  return (
    <dl className="contact-links" aria-label={label}>
      <div>
        <dt>
          <Trans context="contact">Mobile number</Trans>
        </dt>
        <dd>
          {phone ? (
            <a href={`tel:${phone}`}>{localDigits(phone, lang)}</a>
          ) : (
            t({ message: 'Not given', context: 'contact' })
          )}
        </dd>
      </div>
      <div>
        <dt>
          <Trans context="contact">E-mail</Trans>
        </dt>
        <dd>
          {email ? (
            <a href={`mailto:${email}`}>{email}</a>
          ) : (
            t({ message: 'Not given', context: 'contact' })
          )}
        </dd>
      </div>
    </dl>
  )
}
