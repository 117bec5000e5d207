import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../../lib/lang'
import { ContentFrame } from '../../../components/content/content-frame'

/**
 * `/project-kvs-draft`: the draft of Project KVS, verified skills on Jagir (the product names the
 * route only). It says plainly that it is a plan, what it would do, for whom, in what steps, what
 * is still open, and how to tell the team what you think.
 */
export function ProjectKvsDraftPage() {
  const { t } = useLingui()
  const lang = useLang()
  const title = t`Project KVS (draft)`
  return (
    <ContentFrame narrow tabTitle={title} trail={[{ label: title }]}>
      <h1 className="title is-3">{title}</h1>
      <div className="content">
        <p className="notification is-warning is-light">
          <Trans>
            This is a draft plan, not a service you can use yet. It may change after we hear from
            job seekers, employers and training centres.
          </Trans>
        </p>
        <h2>
          <Trans>The problem</Trans>
        </h2>
        <p>
          <Trans>
            Many people in Nepal learn a trade in a short course or on the job. A CV cannot show how
            well they do it, so employers call, test and often start again, and good candidates are
            passed over.
          </Trans>
        </p>
        <h2>
          <Trans>The idea: KVS, Kaushal (skill) Verification</Trans>
        </h2>
        <p>
          <Trans>
            A job seeker takes a short practical check of one skill with a partner training centre.
            When they pass, their Jagir profile shows the skill as verified, with the centre and the
            date, and employers can search for verified skills.
          </Trans>
        </p>
        <h2>
          <Trans>How it would work</Trans>
        </h2>
        <ol>
          <li>
            <Trans>Choose a skill on your profile and book a check at a centre near you.</Trans>
          </li>
          <li>
            <Trans>
              Do the task in front of an assessor: an hour or less, in person (online for computer
              skills).
            </Trans>
          </li>
          <li>
            <Trans>Passed: the skill is marked verified on your profile for two years.</Trans>
          </li>
          <li>
            <Trans>Employers filter the job seeker search by verified skills.</Trans>
          </li>
        </ol>
        <h2>
          <Trans>The first steps we propose</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              A pilot of five skills: accounting with Tally, computer basics, driving, cooking and
              customer service.
            </Trans>
          </li>
          <li>
            <Trans>
              In three cities first: Kathmandu, Pokhara and Butwal, with the centres that already
              run our trainings.
            </Trans>
          </li>
          <li>
            <Trans>Free for job seekers during the pilot.</Trans>
          </li>
        </ul>
        <h2>
          <Trans>Still open</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Which skills matter most to employers in your district?</Trans>
          </li>
          <li>
            <Trans>How the checks are paid for after the pilot.</Trans>
          </li>
          <li>
            <Trans>How to keep assessments fair across centres.</Trans>
          </li>
        </ul>
        <h2>
          <Trans>Tell us what you think</Trans>
        </h2>
        <p>
          <Trans>
            Write to us from the <Link to={href('contact', null, null, lang)}>contact page</Link>,
            or see the <Link to={href('training', null, null, lang)}>trainings</Link> our partner
            centres run today.
          </Trans>
        </p>
      </div>
    </ContentFrame>
  )
}
