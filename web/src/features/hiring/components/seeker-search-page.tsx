import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { JobseekerCard } from '../../../components/profile/jobseeker-card'
import { FilterPanel } from '../../../components/ui/filter-panel'
import { NothingFound, PagedResults } from '../../../components/ui/paged-results'
import { PageTitle } from '../../../components/ui/page-title'
import { SearchBox } from '../../../components/ui/search-box'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useQueryChange } from '../../../lib/use-query-change'
import { useSeekerSearch, type SeekerResult } from '../api/seeker-search'
import {
  activeSeekerFilterCount,
  changeSeekerFilter,
  readSeekerFilters,
  seekerSearchQueryString,
  type SeekerSearchFilters as Filters,
} from '../api/seeker-search-params'
import { SeekerSearchFilters } from './seeker-search-filters'
import './seeker-search.scss'

interface SeekerSearchPageProps {
  /** What each card offers besides opening the profile (the shortlist toggle). */
  cardActions?: (seeker: SeekerResult) => ReactNode
  /** Below the heading: links to the employer's other tools. */
  aside?: ReactNode
}

/** The salary a job seeker expects, NRs a month (employers are told it). */
function ExpectedSalary({ amount }: { amount: number | null | undefined }) {
  const lang = useLang()
  if (typeof amount !== 'number' || amount <= 0) return null
  const figure = formatNumber(amount, lang)
  return (
    <p className="has-text-grey-dark is-size-7 mt-2">
      <Trans>Expects NRs {figure} a month</Trans>
    </p>
  )
}

/**
 * `/jobseeker/search?search=` (employers): text search and filters over the public job seekers,
 * paged; every part of the search lives in the address (Back returns to the previous search).
 */
export function SeekerSearchPage({ cardActions, aside }: SeekerSearchPageProps) {
  const { t } = useLingui()
  const lang = useLang()
  const [params, changeQuery] = useQueryChange()
  const { pathname } = useLocation()
  const filters = readSeekerFilters(params)
  // Each change is made to the latest search (two filters chosen quickly keep each other).
  const apply = (change: (current: Filters) => Filters) =>
    changeQuery(
      (current) => new URLSearchParams(seekerSearchQueryString(change(readSeekerFilters(current)))),
    )
  const hrefOf = (next: Filters) => pathname + seekerSearchQueryString(next)
  const search = useSeekerSearch(filters, lang)
  const { data } = search
  const count = data ? formatNumber(data.count, lang) : ''
  const pageHref = (page: number) => hrefOf(changeSeekerFilter(filters, 'page', page))

  return (
    <section className="section seeker-search">
      <PageTitle
        title={filters.search ? t`Job seekers: ${filters.search}` : t`Search job seekers`}
      />
      <div className="container">
        <h1 className="title is-3">
          <Trans>Search job seekers</Trans>
        </h1>
        {aside}
        <SearchBox
          key={filters.search}
          large
          name={t`Search job seekers`}
          label={t`Who are you looking for?`}
          placeholder={t`Name, skill or headline`}
          submitLabel={t`Search`}
          initialValue={filters.search}
          onSearch={(search) => apply((current) => changeSeekerFilter(current, 'search', search))}
        />
        <div className="columns mt-4">
          <aside className="column is-3-desktop">
            <FilterPanel active={activeSeekerFilterCount(filters)}>
              <SeekerSearchFilters
                filters={filters}
                onChange={(name, value) =>
                  apply((current) => changeSeekerFilter(current, name, value))
                }
                onClear={() =>
                  apply((current) => ({
                    ...readSeekerFilters(new URLSearchParams()),
                    search: current.search,
                  }))
                }
              />
            </FilterPanel>
          </aside>
          <div className="column is-9-desktop" aria-busy={search.isLoading || search.isValidating}>
            <p role="status" className="has-text-grey-dark mb-3">
              {data ? (
                data.count === 1 ? (
                  <Trans>1 job seeker found</Trans>
                ) : (
                  <Trans>{count} job seekers found</Trans>
                )
              ) : null}
            </p>
            <PagedResults
              of="seekerSearch"
              list={search}
              page={filters.page}
              pageHref={pageHref}
              className="seeker-results"
              keyOf={(seeker) => seeker.username}
              loading={
                <p className="has-text-grey" aria-label={t`Loading job seekers`}>
                  <Trans>Loading job seekers…</Trans>
                </p>
              }
              failed={<Trans>The job seekers could not be loaded.</Trans>}
              empty={
                <NothingFound
                  title={<Trans>No job seekers match your search.</Trans>}
                  hint={<Trans>Try other words or fewer filters.</Trans>}
                />
              }
              pastEnd={{ title: <Trans>There are no job seekers on this page.</Trans> }}
            >
              {(seeker) => (
                <JobseekerCard seeker={seeker} headingLevel={2} actions={cardActions?.(seeker)}>
                  <ExpectedSalary amount={seeker.expected_salary} />
                </JobseekerCard>
              )}
            </PagedResults>
          </div>
        </div>
      </div>
    </section>
  )
}
