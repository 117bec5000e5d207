import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Query } from '@jagir/shared/routes/table'
import { FilterSelect } from '../../../components/form/filter-select'
import { SearchLayout } from '../../../components/ui/search-layout'
import { ListLoading } from '../../../components/ui/load-state'
import { useAddressSearch } from '../../../lib/address-search'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useJobSearch } from '../api/job-search'
import { changeFilter, filtersToQuery, readFilters, SORTS, type Sort } from '../api/search-params'
import { JobCard, JobCardSkeleton } from './job-card'
import { SearchFilters } from './search-filters'
import { SearchSuggestions } from './search-suggestions'
import { SearchText } from './search-text'
import '../../../components/job/job.scss'
import './job-search.scss'

/**
 * `/job/search?search=`: text search, filters and sorting, paged; every part of the search
 * lives in the address. Loading shows placeholder cards, an empty search says so, a failure
 * offers a retry.
 */
export function JobSearchPage({
  saveSearch,
  seeker = false,
  after = null,
}: {
  /** The "Save this search" action (saved searches and alerts), given the address's filters. */
  saveSearch?: (query: Query, suggestedName: string) => ReactNode
  /** A signed-in job seeker: offered the ordering by their preferences. */
  seeker?: boolean
  /** What follows the results (the browse block). */
  after?: ReactNode
}) {
  const { t } = useLingui()
  const lang = useLang()
  const address = useAddressSearch(readFilters, filtersToQuery)
  const { filters, apply, hrefOf } = address
  const search = useJobSearch(filters, lang)
  const { data } = search
  const count = data ? formatNumber(data.count, lang) : ''
  const asked = formatNumber(filters.page, lang)
  const sortLabels: Record<Sort, string> = {
    newest: t`Newest first`,
    deadline: t`Deadline first`,
    recommended: t`Best for you`,
  }
  // Only a signed-in job seeker has preferences to rank by.
  const sorts = SORTS.filter((sort) => sort !== 'recommended' || seeker || filters.sort === sort)
  const organizationName =
    filters.organization === null
      ? null
      : data?.results.find((job) => job.organization?.id === filters.organization)?.organization
          ?.name

  return (
    <>
      <SearchLayout
        name="job-search"
        address={address}
        title={filters.search ? t`Jobs: ${filters.search}` : t`Search jobs`}
        heading={
          filters.search ? (
            <Trans>Jobs for “{<SearchText text={filters.search} />}”</Trans>
          ) : (
            <Trans>Search jobs</Trans>
          )
        }
        intro={saveSearch?.(filtersToQuery(filters), filters.search || t`New jobs`)}
        box={{
          name: t`Refine this job search`,
          label: t`What job are you looking for?`,
          placeholder: t`Job title, skill or company`,
        }}
        filters={
          <SearchFilters
            filters={filters}
            onChange={(name, value) =>
              apply((current) => changeFilter(current, name, value as never))
            }
            onClear={address.clear}
            organizationName={organizationName}
          />
        }
        found={
          data &&
          (data.count === 1 ? <Trans>1 job found</Trans> : <Trans>{count} jobs found</Trans>)
        }
        sort={
          <FilterSelect
            name="sort"
            label={t`Sort by`}
            value={filters.sort}
            emptyLabel={null}
            choices={sorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
            onChange={(value) => apply((current) => changeFilter(current, 'sort', value as Sort))}
          />
        }
        nothingFound={<Trans>No jobs match your search.</Trans>}
        suggestions={
          data?.suggestions ? (
            <SearchSuggestions filters={filters} suggestions={data.suggestions} hrefOf={hrefOf} />
          ) : null
        }
        results={{
          of: 'jobSearch',
          list: search,
          keyOf: (job) => job.slug,
          loading: <ListLoading label={t`Loading jobs`} count={3} item={<JobCardSkeleton />} />,
          failed: <Trans>The jobs could not be loaded.</Trans>,
          pastEnd: { title: <Trans>There are no jobs on page {asked}.</Trans> },
        }}
      >
        {(job) => <JobCard job={job} />}
      </SearchLayout>
      {after}
    </>
  )
}
