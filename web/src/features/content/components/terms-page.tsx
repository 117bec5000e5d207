import { Trans, useLingui } from '@lingui/react/macro'
import { ContentPage } from './content-page'

/** `/terms-condition`: the rules for using Jagir. */
export function TermsPage() {
  const { t } = useLingui()
  return (
    <ContentPage title={t`Terms and Conditions`}>
      <p>
        <Trans>By using Jagir you agree to these terms. Please read them carefully.</Trans>
      </p>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <p>
        <Trans>
          Give true information and keep your password to yourself. You are responsible for what is
          done with your account.
        </Trans>
      </p>
      <h2>
        <Trans>Job posts</Trans>
      </h2>
      <p>
        <Trans>
          Employers may post only real jobs they are hiring for. Posts that ask job seekers for
          money, or that are misleading or discriminatory, are removed.
        </Trans>
      </p>
      <h2>
        <Trans>Payments</Trans>
      </h2>
      <p>
        <Trans>
          Hiring packages are paid in advance. A package that has been used cannot be refunded.
        </Trans>
      </p>
      <h2>
        <Trans>Changes</Trans>
      </h2>
      <p>
        <Trans>
          We may change these terms. When we do, we will show the new terms here before they apply.
        </Trans>
      </p>
    </ContentPage>
  )
}
