import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { href } from '@jagir/shared/routes/table'
import { JobDate } from '../../../components/job/job-date'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { useLang } from '../../../lib/lang'
import { MY_DATA_PATH, useMyData } from '../api/my-data'
import { DataValue } from './data-value'
import './jobseeker.scss'

/** The parts of the export, in the order they are shown, with what each holds. */
const PARTS: readonly { key: string; title: MessageDescriptor }[] = [
  { key: 'account', title: msg({ message: 'Your account', context: 'seeker' }) },
  { key: 'profile', title: msg`Your profile` },
  { key: 'photo', title: msg`Your photo` },
  { key: 'applications', title: msg`Your applications and answers` },
  { key: 'liked_jobs', title: msg`Jobs you saved` },
  { key: 'profile_views', title: msg`Employers who viewed your profile` },
  { key: 'shortlisted_by', title: msg`Employers who shortlisted you` },
  { key: 'referrer', title: msg`People you referred` },
  { key: 'saved_searches', title: msg`Your saved searches and job alerts` },
]

/**
 * `/jobseeker/data`: everything Jagir keeps about the seeker, shown in full as a readable page in
 * its language (each field named, codes in words, dates and numbers in its script), and
 * downloadable as the raw JSON file (a plain link: the API answers it as a file).
 */
export function DataPage() {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const { data, error } = useMyData()
  const known = new Set(PARTS.map((part) => part.key))
  const others = data
    ? Object.keys(data).filter((key) => !known.has(key) && key !== 'exported_at')
    : []
  return (
    <section className="section">
      <div className="container">
        <PageTitle title={t`Your data`} />
        <h1 className="title is-3">
          <Trans>Your data</Trans>
        </h1>
        <div className="content">
          <p>
            <Trans>
              This is everything Jagir keeps about you: your account, your profile, the jobs you
              applied for with your answers, the jobs you saved, and which employers looked at you.
              Nothing is left out, and nothing here is shown to anyone else.
            </Trans>
          </p>
        </div>
        <p className="buttons">
          <a className="button is-primary" href={`${MY_DATA_PATH}?download=1`} download>
            <Trans>Download as JSON</Trans>
          </a>
          <Link className="button is-light" to={href('jobseekerProfileMe', null, null, lang)}>
            <Trans>Back to your profile</Trans>
          </Link>
        </p>
        {data ? (
          <>
            {data.exported_at ? (
              <p className="mb-4">
                <Trans>
                  As of <JobDate value={data.exported_at} />
                </Trans>
              </p>
            ) : null}
            {PARTS.filter((part) => part.key in data).map((part) => (
              <DataPart key={part.key} title={i18n._(part.title)} value={data[part.key]} />
            ))}
            {others.map((key) => (
              <DataPart key={key} title={key} value={data[key]} />
            ))}
          </>
        ) : (
          <LoadState error={error} failed={<Trans>Your data could not be loaded.</Trans>} />
        )}
      </div>
    </section>
  )
}

/** One part of the export, every field of it, labelled and written in the page's language. */
function DataPart({ title, value }: { title: string; value: unknown }) {
  const { t } = useLingui()
  const empty = value === null || (Array.isArray(value) && value.length === 0)
  return (
    <section className="box">
      <h2 className="title is-5">{title}</h2>
      {empty ? (
        <p className="has-text-grey">{t`Nothing kept.`}</p>
      ) : (
        <DataValue field="" value={value} />
      )}
    </section>
  )
}
