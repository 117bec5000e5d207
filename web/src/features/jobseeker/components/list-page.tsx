import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { pageQuery } from '@jagir/shared/schemas/page'
import { LoadState } from '../../../components/ui/load-state'
import { PagedResults } from '../../../components/ui/paged-results'
import { useLang } from '../../../lib/lang'
import { usePage, usePageAddress } from '../../../lib/paging'

interface SeekerListProps<T> {
  /** The list's API path (`/api/v1/jobseeker/applied-jobs/`). */
  path: string
  /** What the list says when it has nothing. */
  empty: ReactNode
  label: string
  children: (item: T) => ReactNode
  itemKey: (item: T) => string | number
}

/** One of the signed-in seeker's paged lists (applied, saved, views), at its address's page. */
export function SeekerList<T>({ path, empty, label, children, itemKey }: SeekerListProps<T>) {
  const { page, pageHref } = usePageAddress()
  const list = usePage<T>([`${path}?${pageQuery('seekerLists', page)}`, useLang()])
  return (
    <PagedResults
      of="seekerLists"
      list={list}
      page={page}
      pageHref={pageHref}
      className="seeker-list"
      label={label}
      itemClass="box"
      keyOf={itemKey}
      loading={<LoadState error={null} failed={null} height={6} />}
      failed={<Trans>This list could not be loaded.</Trans>}
      retry={null}
      empty={<p className="notification is-light">{empty}</p>}
    >
      {children}
    </PagedResults>
  )
}
