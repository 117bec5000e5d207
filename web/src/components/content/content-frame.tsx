import type { ReactNode } from 'react'
import { PageTitle } from '../ui/page-title'
import { Breadcrumbs } from './breadcrumbs'
import './content.scss'

/** A content page's frame: its title in the tab, then its trail above what it shows. */
export function ContentFrame({
  tabTitle,
  trail,
  narrow = false,
  children,
}: {
  tabTitle: string | undefined
  trail: readonly { label: string; href?: string }[]
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

/** The failure of a load, announced, with a way to try again. */
export function LoadFailed({ text, retry }: { text: LoadText; retry: () => void }) {
  return (
    <div className="notification is-danger is-light" role="alert">
      <p>{text.failed}</p>
      <button type="button" className="button is-small mt-2" onClick={retry}>
        {text.retry}
      </button>
    </div>
  )
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
  if (error) return <LoadFailed text={text} retry={retry} />
  return (
    <div aria-busy="true" aria-label={text.loading} className="skeleton-lines">
      <div />
      <div />
      <div />
    </div>
  )
}
