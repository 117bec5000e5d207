import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { LoadState } from '../../../components/ui/load-state'
import { Pager } from '../../../components/ui/pager'
import { LIST_PAGE_SIZE, type ListPage } from '../api/pages'

/** The page number a list's address asks for (`?page=`), 1 when absent or odd. */
export function usePageNumber(): number {
  const page = Number(new URLSearchParams(useLocation().search).get('page') ?? '1')
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** The same address (tab kept) at another page of the list. */
function usePageHref() {
  const { pathname, search } = useLocation()
  return (page: number) => {
    const params = new URLSearchParams(search)
    if (page === 1) params.delete('page')
    else params.set('page', String(page))
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
}

interface SeekerListProps<T> {
  data: ListPage<T> | undefined
  error: unknown
  page: number
  /** What the list says when it has nothing. */
  empty: ReactNode
  label: string
  children: (item: T) => ReactNode
  itemKey: (item: T) => string | number
}

/** One of the seeker's paged lists: loading, empty, its entries, and the pager. */
export function SeekerList<T>({
  data,
  error,
  page,
  empty,
  label,
  children,
  itemKey,
}: SeekerListProps<T>) {
  const pageHref = usePageHref()
  if (error || !data) {
    return (
      <LoadState error={error} failed={<Trans>This list could not be loaded.</Trans>} height={6} />
    )
  }
  if (data.pastEnd) {
    return (
      <p className="notification is-light">
        <Trans>
          This page is past the end of the list.{' '}
          <Link to={pageHref(1)}>Back to the first page</Link>
        </Trans>
      </p>
    )
  }
  if (!data.results.length) return <p className="notification is-light">{empty}</p>
  return (
    <>
      <ul className="seeker-list" aria-label={label}>
        {data.results.map((item) => (
          <li className="box" key={itemKey(item)}>
            {children(item)}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={Math.ceil(data.count / LIST_PAGE_SIZE)} pageHref={pageHref} />
    </>
  )
}
