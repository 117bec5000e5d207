import { Link } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../lib/lang'

/** What `/sep-faqs` says before its questions: who they are for, and the quickest ways to hire. */
export function EmployerFaqIntro() {
  const lang = useLang()
  return (
    <div className="content mb-4">
      <p>
        <Trans>
          Posting jobs, screening applicants, shortlists and payments: the questions employers ask
          us most. For a hire this week, send an{' '}
          <Link to={href('instaHire', null, null, lang)}>Insta Hire request</Link> and we call you
          back; to compare packages, see the{' '}
          <Link to={href('pricing', null, null, lang)}>prices</Link>.
        </Trans>
      </p>
    </div>
  )
}
