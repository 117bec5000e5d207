import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { pageCount, type ContentKind } from '@jagir/shared/rules/content-lists'
import { Pager } from '../ui/pager'
import type { ListPage } from '../../lib/content-data'
import { LoadFailed, type LoadText } from './content-frame'

/** What a list says in each of its states: each feature words its own. */
export interface PagedListText extends LoadText {
  /** No item matches: what to say, and what to try. */
  empty: { title: ReactNode; hint: ReactNode }
  /** A page number past the last: what happened, and the way back to the first. */
  pastEnd: ReactNode
  firstPage: ReactNode
}

interface PagedListProps<T> {
  kind: ContentKind
  /** The list's page as SWR holds it. */
  list: { data?: ListPage<T>; error?: unknown; mutate: () => unknown }
  /** The page the address asks for, and the address of another. */
  page: number
  hrefOf: (change: { page: number }) => string
  text: PagedListText
  keyOf: (item: T) => string
  /** An item; `index` is its place on the page (the first is on screen when it opens). */
  renderItem: (item: T, index: number) => ReactNode
  /** Placeholder items while the first page loads. */
  skeleton: ReactNode
  className?: string
}

/**
 * A content list's states and pages: placeholders while loading, an error with a retry, an empty
 * result, a page past the end with the way back to the first, and previous/next links.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { list, text, page, hrefOf } = props
  const { data, error } = list
  const pageHref = (number: number) => hrefOf({ page: number })
  let body: ReactNode
  if (error && !data) {
    body = <LoadFailed text={text} retry={() => void list.mutate()} />
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
    body = (
      <div className="box has-text-centered">
        <h2 className="title is-5">{text.empty.title}</h2>
        <p className="has-underlined-links">{text.empty.hint}</p>
      </div>
    )
  } else {
    body = (
      <ul className={`content-list ${props.className ?? ''}`.trim()}>
        {data.results.map((item, index) => (
          <li key={props.keyOf(item)}>{props.renderItem(item, index)}</li>
        ))}
      </ul>
    )
  }
  return (
    <>
      {body}
      <Pager page={page} pages={pageCount(props.kind, data?.count ?? 0)} pageHref={pageHref} />
    </>
  )
}
