import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { ContentFrame } from '../../../components/content/content-frame'
import { useLang } from '../../../lib/lang'
import { InstaHireForm } from './insta-hire-form'

/**
 * `/insta-hire`: an employer's quick hiring request. No account needed: the team calls back
 * within a working day with candidates who fit, and the employer chooses whom to meet.
 */
export function InstaHirePage() {
  const { t } = useLingui()
  const lang = useLang()
  const title = t`Insta Hire`
  return (
    <ContentFrame narrow tabTitle={title} trail={[{ label: title }]}>
      <h1 className="title is-3">{title}</h1>
      <div className="content">
        <p>
          <Trans>
            Need someone this week? Tell us whom you need and how to reach you. No account and no
            job post needed.
          </Trans>
        </p>
        <ol>
          <li>
            <Trans>You send this form: the job, how many people, your number.</Trans>
          </li>
          <li>
            <Trans>Within one working day we call you with job seekers who fit.</Trans>
          </li>
          <li>
            <Trans>You choose whom to meet. You pay only if you hire through a package.</Trans>
          </li>
        </ol>
      </div>
      <div className="box">
        <InstaHireForm />
      </div>
      <p className="has-text-grey-dark has-underlined-links">
        <Trans>
          Hiring often? <Link to={href('sepFaqs', null, null, lang)}>Read the employers’ FAQs</Link>
          .
        </Trans>
      </p>
    </ContentFrame>
  )
}
