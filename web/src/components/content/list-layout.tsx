import type { ReactNode } from 'react'
import { SearchBox } from '../ui/search-box'
import { ContentFrame } from './content-frame'
import { useListFilters } from './use-list-filters'

/** A list's search box, worded by its page. */
export interface ListSearchText {
  /** The search landmark's name (a page has the header's search too). */
  name: string
  label: string
  placeholder: string
  submitLabel: string
}

interface ListLayoutProps {
  heading: string
  tabTitle: string
  trail: readonly { label: string; href?: string }[]
  search: ListSearchText
  /** What the page says before its search (`/sep-faqs`, `/training`). */
  intro?: ReactNode
  /** The filters (categories, tags, a district): before the results, beside them on desktops. */
  filters?: ReactNode
  /** The list itself. */
  children: ReactNode
  /** What follows the list (a pointer to another page). */
  after?: ReactNode
  busy: boolean
}

/**
 * A content list's page: its trail, heading, search (a GET form to the same address, so it works
 * before the app's script), then its filters and its results.
 */
export function ListLayout(props: ListLayoutProps) {
  const { filters, apply, pathname } = useListFilters()
  return (
    <ContentFrame tabTitle={props.tabTitle} trail={props.trail}>
      <h1 className="title is-3 content-title">{props.heading}</h1>
      {props.intro}
      <SearchBox
        key={filters.search}
        {...props.search}
        initialValue={filters.search}
        action={pathname}
        onSearch={(search) => apply({ search })}
      />
      <div className="columns mt-4 content-columns">
        {props.filters ? (
          <aside className="column is-4-desktop content-aside">{props.filters}</aside>
        ) : null}
        <div className={props.filters ? 'column is-8-desktop' : 'column'} aria-busy={props.busy}>
          {props.children}
          {props.after ? <div className="mt-5">{props.after}</div> : null}
        </div>
      </div>
    </ContentFrame>
  )
}
