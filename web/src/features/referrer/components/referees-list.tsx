import { Trans, useLingui } from '@lingui/react/macro'
import { JobDate } from '../../../components/job/job-date'
import { LoadState } from '../../../components/ui/load-state'
import { PagedResults } from '../../../components/ui/paged-results'
import { localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { usePageAddress } from '../../../lib/paging'
import { useReferees } from '../api/referrer'
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
  const { page, pageHref } = usePageAddress()
  const list = useReferees(page)
  const statusText = useRefereeStatusText()
  const relationText = useRelationText()
  const phoneTypeText = usePhoneTypeText()
  return (
    <PagedResults
      of="referees"
      list={list}
      page={page}
      pageHref={pageHref}
      className="referee-list"
      label={t`Your referees`}
      itemClass="box referee"
      keyOf={(referee) => referee.id}
      loading={<LoadState error={null} failed={null} height={6} />}
      failed={<Trans>Your referees could not be loaded.</Trans>}
      retry={null}
      empty={<p className="notification is-light">{t`You have not referred anyone yet.`}</p>}
    >
      {(referee) => {
        const phone = localDigits(referee.phone_number, lang)
        const type = phoneTypeText(referee.phone_type ?? 'Mobile')
        const relation = relationText(referee.relation)
        return (
          <>
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
          </>
        )
      }}
    </PagedResults>
  )
}
