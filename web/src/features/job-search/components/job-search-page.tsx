import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/ui/page-title'
import { SearchBox } from '../../../components/ui/search-box'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { PAGE_SIZE, useJobSearch } from '../api/job-search'
import {
  activeFilterCount,
  changeFilter,
  readFilters,
  SORTS,
  type Sort,
} from '../api/search-params'
import { useSearchFilters } from '../hooks/use-search-filters'
import { JobCard, JobCardSkeleton } from './job-card'
import { FilterSelect } from '../../../components/form/filter-select'
import { FilterPanel } from '../../../components/ui/filter-panel'
import { SearchFilters } from './search-filters'
import { PastEndNotice } from './past-end-notice'
import { SearchSuggestions } from './search-suggestions'
import { SearchText } from './search-text'
import { Pager } from '../../../components/ui/pager'
import '../../../components/job/job.scss'
import './job-search.scss'

/**
 * `/job/search?search=`: text search, filters and sorting, paged; every part of the search
 * lives in the address. Loading shows placeholder cards, an empty search says so, a failure
 * offers a retry.
 */
export function JobSearchPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { filters, apply, hrefOf } = useSearchFilters()
  const { data, error, isLoading, isValidating, mutate } = useJobSearch(filters, lang)
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1
  const count = data ? formatNumber(data.count, lang) : ''
  const pageHref = (page: number) => hrefOf(changeFilter(filters, 'page', page))
  const sortLabels: Record<Sort, string> = { newest: t`Newest first`, deadline: t`Deadline first` }

  return (
    <section className="section job-search">
      <PageTitle title={filters.search ? t`Jobs: ${filters.search}` : t`Search jobs`} />
      <div className="container">
        <h1 className="title is-3">
          {filters.search ? (
            <Trans>Jobs for “{<SearchText text={filters.search} />}”</Trans>
          ) : (
            <Trans>Search jobs</Trans>
          )}
        </h1>
        <SearchBox
          key={filters.search}
          large
          name={t`Refine this job search`}
          label={t`What job are you looking for?`}
          placeholder={t`Job title, skill or company`}
          submitLabel={t`Search`}
          initialValue={filters.search}
          onSearch={(search) => apply((current) => changeFilter(current, 'search', search))}
        />
        <div className="columns mt-4">
          <aside className="column is-3-desktop">
            <FilterPanel active={activeFilterCount(filters)}>
              <SearchFilters
                filters={filters}
                onChange={(name, value) =>
                  apply((current) => changeFilter(current, name, value as never))
                }
                onClear={() =>
                  apply((current) => ({
                    ...readFilters(new URLSearchParams()),
                    search: current.search,
                  }))
                }
              />
            </FilterPanel>
          </aside>
          <div className="column is-9-desktop" aria-busy={isLoading || isValidating}>
            <div className="job-search-bar">
              <p role="status" className="has-text-grey-dark">
                {data ? (
                  data.count === 1 ? (
                    <Trans>1 job found</Trans>
                  ) : (
                    <Trans>{count} jobs found</Trans>
                  )
                ) : null}
              </p>
              <div className="job-search-sort">
                <FilterSelect
                  name="sort"
                  label={t`Sort by`}
                  value={filters.sort}
                  emptyLabel={null}
                  choices={SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
                  onChange={(value) =>
                    apply((current) => changeFilter(current, 'sort', value as Sort))
                  }
                />
              </div>
            </div>
            {error && !data ? (
              <div className="notification is-danger is-light" role="alert">
                <p>
                  <Trans>The jobs could not be loaded.</Trans>
                </p>
                <button
                  type="button"
                  className="button is-small mt-2"
                  onClick={() => void mutate()}
                >
                  <Trans>Try again</Trans>
                </button>
              </div>
            ) : !data ? (
              <div aria-label={t`Loading jobs`}>
                {[0, 1, 2].map((index) => (
                  <JobCardSkeleton key={index} />
                ))}
              </div>
            ) : data.pastEnd && data.count > 0 ? (
              <PastEndNotice page={filters.page} last={pages} pageHref={pageHref} />
            ) : data.results.length === 0 ? (
              <div className="box has-text-centered">
                <h2 className="title is-5">
                  <Trans>No jobs match your search.</Trans>
                </h2>
                <p>
                  <Trans>Try other words or fewer filters.</Trans>
                </p>
                {data.suggestions ? (
                  <SearchSuggestions
                    filters={filters}
                    suggestions={data.suggestions}
                    hrefOf={hrefOf}
                  />
                ) : null}
              </div>
            ) : (
              <ul className="job-results">
                {data.results.map((job) => (
                  <li key={job.slug}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            )}
            <Pager page={filters.page} pages={pages} pageHref={pageHref} />
          </div>
        </div>
      </div>
    </section>
  )
}
