import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { JobseekerCard } from '../../../components/profile/jobseeker-card'
import { SearchLayout } from '../../../components/ui/search-layout'
import { ListLoading } from '../../../components/ui/load-state'
import { searchQuery, useAddressSearch, withFilter } from '../../../lib/address-search'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useSeekerSearch, type SeekerResult } from '../api/seeker-search'
import { readSeekerFilters } from '../api/seeker-search-params'
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
  const address = useAddressSearch(readSeekerFilters, searchQuery)
  const { filters, apply } = address
  const search = useSeekerSearch(filters, lang)
  const { data } = search
  const count = data ? formatNumber(data.count, lang) : ''

  return (
    <SearchLayout
      name="seeker-search"
      address={address}
      title={filters.search ? t`Job seekers: ${filters.search}` : t`Search job seekers`}
      heading={<Trans>Search job seekers</Trans>}
      intro={aside}
      box={{
        name: t`Search job seekers`,
        label: t`Who are you looking for?`,
        placeholder: t`Name, skill or headline`,
      }}
      filters={
        <SeekerSearchFilters
          filters={filters}
          onChange={(name, value) => apply((current) => withFilter(current, name, value))}
          onClear={address.clear}
        />
      }
      found={
        data &&
        (data.count === 1 ? (
          <Trans>1 job seeker found</Trans>
        ) : (
          <Trans>{count} job seekers found</Trans>
        ))
      }
      nothingFound={<Trans>No job seekers match your search.</Trans>}
      results={{
        of: 'seekerSearch',
        list: search,
        keyOf: (seeker) => seeker.username,
        loading: <ListLoading label={t`Loading job seekers`} count={3} />,
        failed: <Trans>The job seekers could not be loaded.</Trans>,
        pastEnd: { title: <Trans>There are no job seekers on this page.</Trans> },
      }}
    >
      {(seeker) => (
        <JobseekerCard seeker={seeker} headingLevel={2} actions={cardActions?.(seeker)}>
          <ExpectedSalary amount={seeker.expected_salary} />
        </JobseekerCard>
      )}
    </SearchLayout>
  )
}
