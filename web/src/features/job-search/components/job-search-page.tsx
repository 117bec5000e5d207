import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/ui/page-title'
import { SearchBox } from '../../../components/ui/search-box'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useJobSearch } from '../api/job-search'
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
import { SearchSuggestions } from './search-suggestions'
import { SearchText } from './search-text'
import { NothingFound, PagedResults } from '../../../components/ui/paged-results'
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
  const search = useJobSearch(filters, lang)
  const { data } = search
  const count = data ? formatNumber(data.count, lang) : ''
  const asked = formatNumber(filters.page, lang)
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
          <div className="column is-9-desktop" aria-busy={search.isLoading || search.isValidating}>
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
            <PagedResults
              of="jobSearch"
              list={search}
              page={filters.page}
              pageHref={pageHref}
              className="job-results"
              keyOf={(job) => job.slug}
              loading={
                <div aria-label={t`Loading jobs`}>
                  <JobCardSkeleton />
                  <JobCardSkeleton />
                  <JobCardSkeleton />
                </div>
              }
              failed={<Trans>The jobs could not be loaded.</Trans>}
              empty={
                <NothingFound
                  title={<Trans>No jobs match your search.</Trans>}
                  hint={<Trans>Try other words or fewer filters.</Trans>}
                >
                  {data?.suggestions ? (
                    <SearchSuggestions
                      filters={filters}
                      suggestions={data.suggestions}
                      hrefOf={hrefOf}
                    />
                  ) : null}
                </NothingFound>
              }
              pastEnd={{ title: <Trans>There are no jobs on page {asked}.</Trans> }}
            >
              {(job) => <JobCard job={job} />}
            </PagedResults>
          </div>
        </div>
      </div>
    </section>
  )
}
