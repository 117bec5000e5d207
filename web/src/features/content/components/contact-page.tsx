import { Trans, useLingui } from '@lingui/react/macro'
import { localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { ContactForm } from './contact-form'
import { ContentPage } from './content-page'

/** How to reach the Jagir team (change here when the details change). */
export const CONTACT = {
  email: 'support@jagir.demo',
  phone: '+977-1-5550100',
} as const

/** `/contact`: how to reach the Jagir team. */
export function ContactPage() {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <ContentPage title={t`Contact Us`}>
      <p>
        <Trans>
          Have a question about a job, your account or a hiring package? Our team is happy to help.
        </Trans>
      </p>
      <dl>
        <dt>
          <strong>
            <Trans>Email</Trans>
          </strong>
        </dt>
        <dd>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </dd>
        <dt>
          <strong>
            <Trans>Phone</Trans>
          </strong>
        </dt>
        <dd>
          <a href={`tel:${CONTACT.phone.replace(/-/g, '')}`}>{localDigits(CONTACT.phone, lang)}</a>
        </dd>
        <dt>
          <strong>
            <Trans>Office hours</Trans>
          </strong>
        </dt>
        <dd>
          <Trans>Sunday to Friday, 10 AM to 5 PM</Trans>
        </dd>
        <dt>
          <strong>
            <Trans>Address</Trans>
          </strong>
        </dt>
        <dd>
          <Trans>Kathmandu, Bagmati Province, Nepal</Trans>
        </dd>
      </dl>
      <div className="box mt-5">
        <ContactForm />
      </div>
    </ContentPage>
  )
}
