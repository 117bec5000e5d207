import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'

interface PagerProps {
  page: number
  pages: number
  /** The address of a page of the same list. */
  pageHref: (page: number) => string
}

/**
 * Previous / next and "page 2 of 5": real links, so each page of a list has its address.
 * Every paged list of the app uses this one.
 */
export function Pager({ page, pages, pageHref }: PagerProps) {
  const { t } = useLingui()
  const lang = useLang()
  // Past the last page the list itself offers the way back (PagedResults).
  if (pages <= 1 || page > pages) return null
  const current = formatNumber(page, lang)
  const total = formatNumber(pages, lang)
  return (
    <nav className="pagination is-centered mt-5" aria-label={t`Pages of results`}>
      {page > 1 ? (
        <Link className="pagination-previous" to={pageHref(page - 1)} rel="prev">
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span className="pagination-previous is-disabled" aria-disabled="true">
          <Trans>Previous</Trans>
        </span>
      )}
      {page < pages ? (
        <Link className="pagination-next" to={pageHref(page + 1)} rel="next">
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span className="pagination-next is-disabled" aria-disabled="true">
          <Trans>Next</Trans>
        </span>
      )}
      <p className="pagination-list" aria-current="page">
        <Trans>
          Page {current} of {total}
        </Trans>
      </p>
    </nav>
  )
}
