import { useId } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { JobSearchSuggestion } from '../api/job-search'
import type { JobSearchFilters } from '../api/search-params'
import { filterOfParameter, suggestedFilters } from '../api/suggestion-filters'
import { FILTER_LABELS } from './filter-labels'
import { SearchText } from './search-text'

interface SearchSuggestionsProps {
  /** The search that found nothing. */
  filters: JobSearchFilters
  suggestions: JobSearchSuggestion[]
  /** The address of a search. */
  hrefOf: (filters: JobSearchFilters) => string
}

/**
 * The searches an empty result suggests, each a link to that search with how many jobs it finds:
 * "Jobs in Kathmandu district (15)", "Without the “Salary (NRs)” filter (42)". Plain links, so
 * they work in the page the server sends, before (or without) its script.
 */
export function SearchSuggestions({ filters, suggestions, hrefOf }: SearchSuggestionsProps) {
  const headingId = useId()
  const links = suggestions.flatMap((suggestion) => {
    const next = suggestedFilters(filters, suggestion)
    return next ? [{ suggestion, href: hrefOf(next) }] : []
  })
  if (links.length === 0) return null
  return (
    <div className="search-suggestions mt-4">
      <p id={headingId} className="has-text-weight-semibold">
        <Trans>These searches find jobs:</Trans>
      </p>
      <ul className="buttons is-centered mt-2" aria-labelledby={headingId}>
        {links.map(({ suggestion, href }) => (
          <li
            key={
              suggestion.kind === 'without'
                ? suggestion.filter
                : `${suggestion.kind}-${suggestion.id}`
            }
          >
            <Link className="button is-small" to={href}>
              <SuggestionText suggestion={suggestion} search={filters.search} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What one suggestion's link says, with its count in the page's digits. */
function SuggestionText({
  suggestion,
  search,
}: {
  suggestion: JobSearchSuggestion
  search: string
}) {
  const { t, i18n } = useLingui()
  const count = formatNumber(suggestion.count, useLang())
  if (suggestion.kind !== 'without') {
    const name = suggestion.name
    return suggestion.kind === 'district'
      ? t`Jobs in ${name} district (${count})`
      : t`Jobs in ${name} (${count})`
  }
  const dropped = filterOfParameter(suggestion.filter)
  if (dropped === 'search') {
    return (
      <Trans>
        Without the words “{<SearchText text={search} />}” ({count})
      </Trans>
    )
  }
  const filter = dropped ? i18n._(FILTER_LABELS[dropped]) : suggestion.filter
  return t`Without the “${filter}” filter (${count})`
}
