import type { ReactNode } from 'react'
import { LoadFailed } from '../ui/load-state'
import { PageTitle } from '../ui/page-title'
import { Breadcrumbs, type TrailStep } from './breadcrumbs'
import './content.scss'

/** A content page's frame: its title in the tab, then its trail above what it shows. */
export function ContentFrame({
  tabTitle,
  trail,
  narrow = false,
  children,
}: {
  tabTitle: string | undefined
  trail: readonly TrailStep[]
  /** Text pages and single items read at a narrower measure. */
  narrow?: boolean
  children: ReactNode
}) {
  return (
    <section className="section">
      <PageTitle title={tabTitle} />
      <div className={narrow ? 'container is-narrow-48' : 'container'}>
        <Breadcrumbs trail={trail} />
        {children}
      </div>
    </section>
  )
}

/** What an item's page says while its item loads, or when it could not be loaded. */
export interface LoadText {
  loading: string
  failed: ReactNode
  retry: ReactNode
}

/** An item's page before it shows the item: placeholder lines, or the failure and a retry. */
export function LoadStatus({
  error,
  retry,
  text,
}: {
  error: unknown
  retry: () => void
  text: LoadText
}) {
  if (error) return <LoadFailed failed={text.failed} retry={text.retry} onRetry={retry} />
  return (
    <div role="status" aria-busy="true" aria-label={text.loading} className="skeleton-lines">
      <div />
      <div />
      <div />
    </div>
  )
}
