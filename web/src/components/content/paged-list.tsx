import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Pager } from '../ui/pager'
import type { ListPage } from '../../lib/content-data'

/** What a list says in each of its states: each feature words its own. */
export interface PagedListText {
  /** The list's accessible name while it loads. */
  loading: string
  failed: ReactNode
  retry: ReactNode
  /** No item matches: a heading and what to try. */
  empty: ReactNode
  /** A page number past the last: what happened and the way back. */
  pastEnd: ReactNode
  firstPage: ReactNode
}

interface PagedListProps<T> {
  data: ListPage<T> | undefined
  error: unknown
  retry: () => void
  page: number
  pages: number
  pageHref: (page: number) => string
  text: PagedListText
  keyOf: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** Placeholder items while the first page loads. */
  skeleton: ReactNode
  className?: string
}

/**
 * A content list's states and pages: placeholders while loading, an error with a retry, an empty
 * result, a page past the end with the way back to the first, and previous/next links.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { data, error, text, page, pages, pageHref } = props
  let body: ReactNode
  if (error && !data) {
    body = (
      <div className="notification is-danger is-light" role="alert">
        <p>{text.failed}</p>
        <button type="button" className="button is-small mt-2" onClick={props.retry}>
          {text.retry}
        </button>
      </div>
    )
  } else if (!data) {
    body = <div aria-label={text.loading}>{props.skeleton}</div>
  } else if (data.pastEnd) {
    body = (
      <div className="box has-text-centered">
        <h2 className="title is-5">{text.pastEnd}</h2>
        <Link className="button is-primary" to={pageHref(1)}>
          {text.firstPage}
        </Link>
      </div>
    )
  } else if (data.results.length === 0) {
    body = <div className="box has-text-centered">{text.empty}</div>
  } else {
    body = (
      <ul className={`content-list ${props.className ?? ''}`.trim()}>
        {data.results.map((item) => (
          <li key={props.keyOf(item)}>{props.renderItem(item)}</li>
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
