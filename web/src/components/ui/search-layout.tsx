import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { activeFilterCount, withFilter, type AddressSearch } from '../../lib/address-search'
import { FilterPanel } from './filter-panel'
import { NothingFound, PagedResults, type PagedResultsProps } from './paged-results'
import { PageTitle } from './page-title'
import { SearchBox } from './search-box'
import './search-layout.scss'

interface SearchLayoutProps<T, F extends { search: string; page: number }> {
  /** The search the address holds: its text, filters and page. */
  address: AddressSearch<F>
  /** The section's class, the page's own (`job-search`, `seeker-search`). */
  name: string
  /** The document's title, and the page's heading. */
  title: string
  heading: ReactNode
  /** Below the heading: links to the other tools. */
  intro?: ReactNode
  /** The search box: its landmark's name, its field's label and placeholder. */
  box: { name: string; label: string; placeholder: string }
  /** The filters' form. */
  filters: ReactNode
  /** How many were found (null while unknown), and the sort beside it, if any. */
  found: ReactNode
  sort?: ReactNode
  /** What an empty result says, and what it offers instead. */
  nothingFound: ReactNode
  suggestions?: ReactNode
  /** The results, paged (busy while a page loads); each item drawn by `children`. */
  results: Omit<PagedResultsProps<T>, 'page' | 'pageHref' | 'className' | 'empty' | 'children'> & {
    list: { isLoading: boolean; isValidating: boolean }
  }
  children: (item: T) => ReactNode
}

/**
 * A search page whose every part lives in the address (the job search, the job seeker search):
 * the heading, the search box, the filters in a panel beside the results (above them on phones),
 * how many were found, and the results, paged.
 */
export function SearchLayout<T, F extends { search: string; page: number }>(
  props: SearchLayoutProps<T, F>,
) {
  const { t } = useLingui()
  const { list } = props.results
  const { filters, apply, hrefOf } = props.address
  return (
    <section className={`section ${props.name}`}>
      <PageTitle title={props.title} />
      <div className="container">
        <h1 className="title is-3">{props.heading}</h1>
        {props.intro}
        <SearchBox
          key={filters.search}
          large
          {...props.box}
          submitLabel={t`Search`}
          initialValue={filters.search}
          onSearch={(text) => apply((current) => withFilter(current, 'search', text))}
        />
        <div className="columns mt-4">
          <aside className="column is-3-desktop">
            <FilterPanel active={activeFilterCount(filters)}>{props.filters}</FilterPanel>
          </aside>
          <div className="column is-9-desktop" aria-busy={list.isLoading || list.isValidating}>
            <div className="search-results-bar">
              <p role="status" className="has-text-grey-dark">
                {props.found}
              </p>
              {props.sort ? <div className="search-sort">{props.sort}</div> : null}
            </div>
            <PagedResults
              {...props.results}
              page={filters.page}
              pageHref={(page) => hrefOf(withFilter(filters, 'page', page))}
              className="search-results"
              empty={
                <NothingFound
                  title={props.nothingFound}
                  hint={<Trans>Try other words or fewer filters.</Trans>}
                >
                  {props.suggestions}
                </NothingFound>
              }
            >
              {props.children}
            </PagedResults>
          </div>
        </div>
      </div>
    </section>
  )
}
