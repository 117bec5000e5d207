import { Link, useLocation } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { JobDate } from '../../../components/job/job-date'
import { LoadState } from '../../../components/ui/load-state'
import { Pager } from '../../../components/ui/pager'
import { localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { REFEREES_PAGE_SIZE, useReferees } from '../api/referrer'
import { usePhoneTypeText, useRefereeStatusText, useRelationText } from './referee-labels'

const STATUS_CLASS: Record<string, string> = {
  invited: 'is-light',
  registered: 'is-info',
  applied: 'is-link',
  hired: 'is-success',
}

/** The referrer's referees with their status, newest first, a page at a time. */
export function RefereesList() {
  const { t } = useLingui()
  const lang = useLang()
  const { pathname, search } = useLocation()
  const params = new URLSearchParams(search)
  const page = Math.max(1, Number(params.get('page')) || 1)
  const { data, error } = useReferees(page)
  const statusText = useRefereeStatusText()
  const relationText = useRelationText()
  const phoneTypeText = usePhoneTypeText()
  const pageHref = (next: number) => {
    const query = new URLSearchParams(search)
    if (next === 1) query.delete('page')
    else query.set('page', String(next))
    return `${pathname}?${query}`
  }
  if (error || !data) {
    return (
      <LoadState
        error={error}
        failed={<Trans>Your referees could not be loaded.</Trans>}
        height={6}
      />
    )
  }
  if (!data.results.length) {
    return page > 1 ? (
      <p className="notification is-light">
        <Trans context="referrer">
          This page is past the end of the list.{' '}
          <Link to={pageHref(1)}>Back to the first page</Link>
        </Trans>
      </p>
    ) : (
      <p className="notification is-light">{t`You have not referred anyone yet.`}</p>
    )
  }
  return (
    <>
      <ul className="referee-list" aria-label={t`Your referees`}>
        {data.results.map((referee) => {
          const phone = localDigits(referee.phone_number, lang)
          const type = phoneTypeText(referee.phone_type ?? 'Mobile')
          const relation = relationText(referee.relation)
          return (
            <li className="box referee" key={referee.id}>
              <div className="referee-head">
                <h3 className="title is-6 mb-0">{referee.full_name}</h3>
                <span className={`tag ${STATUS_CLASS[referee.status] ?? 'is-light'}`}>
                  {statusText(referee.status)}
                </span>
              </div>
              <p>
                <Trans>
                  {relation} · {type}: {phone}
                </Trans>
              </p>
              <p className="has-text-grey">
                <Trans>
                  Referred on <JobDate value={referee.created_at} />
                </Trans>
              </p>
            </li>
          )
        })}
      </ul>
      <Pager page={page} pages={Math.ceil(data.count / REFEREES_PAGE_SIZE)} pageHref={pageHref} />
    </>
  )
}
