import * as z from 'zod/mini'
import { Trans, useLingui } from '@lingui/react/macro'
import { profileFieldsSchema } from '@jagir/shared/schemas/jobseeker-profile'
import { TextField } from '../../../components/form/text-field'
import { localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { SeekerProfile } from '../api/my-profile'
import { useSectionForm } from '../hooks/use-section-form'
import { Empty, ProfileSection, SectionButtons } from './profile-section'

const contactSchema = z.pick(profileFieldsSchema, { email: true, alternate_phone: true })

function ContactForm({ profile, close }: { profile: SeekerProfile; close: () => void }) {
  const { t } = useLingui()
  const lang = useLang()
  const { form, submit, general, errorOf } = useSectionForm({
    schema: contactSchema,
    initial: {
      email: profile.contact?.email ?? '',
      alternate_phone: profile.contact?.alternate_phone ?? '',
    },
    onSaved: close,
  })
  const errors = form.formState.errors
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        error={errorOf(errors.email?.message)}
        {...form.register('email')}
      />
      <TextField
        label={t`Mobile number (you sign in with it)`}
        value={localDigits(profile.contact?.phone_number ?? '', lang)}
        readOnly
      />
      <TextField
        label={t`Another number (optional)`}
        type="tel"
        autoComplete="tel"
        placeholder={t`Mobile, or a landline with its area code`}
        error={errorOf(errors.alternate_phone?.message)}
        {...form.register('alternate_phone')}
      />
      <SectionButtons onCancel={close} saving={form.formState.isSubmitting} general={general} />
    </form>
  )
}

/** How employers who bought the contact reach the seeker. */
export function ContactSection({ profile }: { profile: SeekerProfile }) {
  const { t } = useLingui()
  const lang = useLang()
  const contact = profile.contact
  return (
    <ProfileSection
      id="contact"
      title={t`Contact`}
      editor={(close) => <ContactForm profile={profile} close={close} />}
    >
      {contact ? (
        <dl className="profile-facts">
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{contact.email || t({ message: 'Not given', context: 'seeker' })}</dd>
          <dt>
            <Trans context="seeker">Mobile number</Trans>
          </dt>
          <dd>{localDigits(contact.phone_number, lang)}</dd>
          {contact.alternate_phone ? (
            <>
              <dt>
                <Trans>Another number</Trans>
              </dt>
              <dd>{localDigits(contact.alternate_phone, lang)}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <Empty>{t`No contact details.`}</Empty>
      )}
      <p className="help">
        <Trans>Employers see these only after buying your contact.</Trans>
      </p>
    </ProfileSection>
  )
}
