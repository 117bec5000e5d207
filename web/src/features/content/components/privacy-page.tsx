import { Trans, useLingui } from '@lingui/react/macro'
import { ContentPage } from './content-page'

/** `/privacy`: what Jagir keeps about its users and why. */
export function PrivacyPage() {
  const { t } = useLingui()
  return (
    <ContentPage title={t`Privacy Policy`}>
      <p>
        <Trans>
          This policy explains what information Jagir keeps about you, why we keep it and the
          choices you have.
        </Trans>
      </p>
      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <p>
        <Trans>
          The details you give us when you sign up and fill your profile: your name, phone number,
          email address, education, experience, skills and preferred jobs and places. Employers also
          give us their organization's details.
        </Trans>
      </p>
      <h2>
        <Trans>How we use it</Trans>
      </h2>
      <p>
        <Trans>
          To show you jobs that fit you, to show your profile to employers who are hiring, to
          process payments for hiring packages and to keep your account safe. We do not sell your
          information.
        </Trans>
      </p>
      <h2>
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>
          We use one cookie to keep you signed in and one to remember your language. We do not use
          advertising cookies.
        </Trans>
      </p>
      <h2>
        <Trans>Your choices</Trans>
      </h2>
      <p>
        <Trans>
          You can update your profile at any time. To close your account or to get a copy of your
          information, contact us.
        </Trans>
      </p>
    </ContentPage>
  )
}
