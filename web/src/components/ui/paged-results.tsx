import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { pageCount, type Page, type PagedList } from '@jagir/shared/schemas/page'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import { LoadFailed } from './load-state'
import { Pager } from './pager'

export interface PagedResultsProps<T> {
  /** The list's page as `usePage` holds it. */
  list: { data?: Page<T>; error?: unknown; mutate: () => unknown }
  /** Which list (its page size), the page the address asks for, and the address of another. */
  of: PagedList
  page: number
  pageHref: (page: number) => string
  /** While the first page loads. */
  loading: ReactNode
  /** A failed load: what it says, and its retry (null: none). */
  failed: ReactNode
  retry?: ReactNode
  /** The list has no item. */
  empty: ReactNode
  /** A page past the last: what it says, and the first page's link. */
  pastEnd?: { title: ReactNode; first?: ReactNode }
  /** The list: its class and name, whether a newer page is on its way, each item's class. */
  className: string
  label?: string
  busy?: boolean
  itemClass?: string
  keyOf: (item: T) => string | number
  /** An item; `index` is its place on the page. */
  children: (item: T, index: number) => ReactNode
}

/**
 * Every paged list's states and pages: placeholders while its first page loads, the failure (with
 * a retry), no item, a page past the last (how many pages there are, and the ways to the last
 * and first), or the items, then previous/next links.
 */
export function PagedResults<T>(props: PagedResultsProps<T>) {
  const { list, page, pageHref } = props
  const { data, error } = list
  const pages = pageCount(props.of, data?.count ?? 0)
  let body: ReactNode
  if (error && !data) {
    body = (
      <LoadFailed
        failed={props.failed}
        retry={props.retry === null ? null : (props.retry ?? <Trans>Try again</Trans>)}
        onRetry={() => void list.mutate()}
      />
    )
  } else if (!data) {
    body = props.loading
  } else if (data.count > 0 && page > pages) {
    // Past the end of a list that has items (fetchPage read its count); an empty list is empty.
    body = <PastEnd {...props.pastEnd} last={pages} pageHref={pageHref} />
  } else if (data.results.length === 0) {
    body = props.empty
  } else {
    body = (
      <ul className={props.className} aria-label={props.label} aria-busy={props.busy}>
        {data.results.map((item, index) => (
          <li key={props.keyOf(item)} className={props.itemClass}>
            {props.children(item, index)}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <>
      {body}
      <Pager page={page} pages={pages} pageHref={pageHref} />
    </>
  )
}

/** A page past the last: what happened, and the ways to the last page and the first. */
function PastEnd(props: {
  title?: ReactNode
  first?: ReactNode
  last: number
  pageHref: (page: number) => string
}) {
  const lastPage = formatNumber(props.last, useLang())
  return (
    <div className="box has-text-centered">
      <h2 className="title is-5">
        {props.title ?? <Trans>This page is past the end of the list.</Trans>}
      </h2>
      <div className="buttons is-centered">
        {props.last > 1 ? (
          <Link className="button is-primary" to={props.pageHref(props.last)}>
            <Trans>Go to the last page ({lastPage})</Trans>
          </Link>
        ) : null}
        <Link className="button" to={props.pageHref(1)}>
          {props.first ?? <Trans>Go to the first page</Trans>}
        </Link>
      </div>
    </div>
  )
}

/** What a list says when nothing matches: a heading, a hint, and anything else to try. */
export function NothingFound(props: { title: ReactNode; hint: ReactNode; children?: ReactNode }) {
  return (
    <div className="box has-text-centered">
      <h2 className="title is-5">{props.title}</h2>
      <p className="has-underlined-links">{props.hint}</p>
      {props.children}
    </div>
  )
}
