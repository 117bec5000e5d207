import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { isEmployer, isReferrer, type CurrentUser } from '@jagir/shared/schemas/user'
import { PageTitle } from '../../../components/ui/page-title'
import { openAccountDialog } from '../../../lib/account-dialog'
import { useLang } from '../../../lib/lang'
import './referrer.scss'

/** What the page offers each reader: sign in, go to their referees, or a word on who may refer. */
function Start({ user }: { user: CurrentUser | null | undefined }) {
  const lang = useLang()
  if (user === undefined) return <div className="skeleton-block is-button-high" />
  if (user === null) {
    return (
      <button
        type="button"
        className="button is-primary is-medium"
        onClick={() => openAccountDialog()}
      >
        <Trans>Sign in to refer someone</Trans>
      </button>
    )
  }
  if (isReferrer(user)) {
    return (
      <Link
        className="button is-primary is-medium"
        to={href('referrerProfileMe', null, { tab: 'my-referees' }, lang)}
      >
        <Trans>Refer someone now</Trans>
      </Link>
    )
  }
  if (isEmployer(user)) {
    return (
      <p className="notification is-light">
        <Trans>
          Referring is for job seekers. As an employer, you can search job seekers directly.
        </Trans>
      </p>
    )
  }
  return (
    <p className="notification is-light">
      <Trans>
        Your account is not a referrer account yet.{' '}
        <Link to={href('contact', null, null, lang)}>Write to us</Link> and we will open referring
        for you.
      </Trans>
    </p>
  )
}

/**
 * `/referral`: what referring is and how it works, and the way to start (the sign-in dialog for
 * visitors, the referees page for referrers). Public and rendered on the server.
 */
export function ReferralPage({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useLingui()
  return (
    <section className="section">
      <div className="container is-narrow-48">
        <PageTitle title={t`Refer a job seeker`} />
        <h1 className="title is-2">
          <Trans>Refer someone you know to a job</Trans>
        </h1>
        <div className="content">
          <p>
            <Trans>
              You know people who are looking for work: your family, your friends, people from your
              village. As a referrer on Jagir you add them with their phone number, and we invite
              them to find a job here.
            </Trans>
          </p>
          <h2>
            <Trans>How it works</Trans>
          </h2>
          <ol>
            <li>
              <Trans>Sign in with your referrer account.</Trans>
            </li>
            <li>
              <Trans>
                Add the person: their name, their number (mobile, home or work) and how you know
                them.
              </Trans>
            </li>
            <li>
              <Trans>
                We send them an invitation. You see when they sign up, apply for a job and are
                hired.
              </Trans>
            </li>
          </ol>
          <p>
            <Trans>
              Each number can be referred once: we never send the same person two invitations from
              you.
            </Trans>
          </p>
        </div>
        <Start user={user} />
      </div>
    </section>
  )
}
