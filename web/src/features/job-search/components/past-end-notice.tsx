import { Link } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'

interface PastEndNoticeProps {
  /** The page the address asked for. */
  page: number
  /** The search's last page. */
  last: number
  /** The address of a page of the same search (its filters kept). */
  pageHref: (page: number) => string
}

/**
 * A page number past the end of a search (an old link, a search that has shrunk): no error page,
 * but what happened and the ways back to the same search's last and first pages.
 */
export function PastEndNotice({ page, last, pageHref }: PastEndNoticeProps) {
  const lang = useLang()
  const asked = formatNumber(page, lang)
  const lastPage = formatNumber(last, lang)
  return (
    <div className="box has-text-centered">
      <h2 className="title is-5">
        <Trans>There are no jobs on page {asked}.</Trans>
      </h2>
      <div className="buttons is-centered">
        {last > 1 ? (
          <Link className="button is-primary" to={pageHref(last)}>
            <Trans>Go to the last page ({lastPage})</Trans>
          </Link>
        ) : null}
        <Link className="button" to={pageHref(1)}>
          <Trans>Go to the first page</Trans>
        </Link>
      </div>
    </div>
  )
}
