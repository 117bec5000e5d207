import { normalizeForSearch } from '@jagir/shared/rules/search-text'
import type { JobSearchSuggestion } from './job-search'
import type { FilterName, JobSearchFilters } from './search-params'

/** The page's filter behind each of the API's parameter names a `without` suggestion can drop. */
const FILTER_OF_PARAMETER = new Map<string, 'search' | FilterName>([
  ['search', 'search'],
  ['province', 'province'],
  ['district', 'district'],
  ['category', 'category'],
  ['organization', 'organization'],
  ['job_level', 'level'],
  ['job_type', 'type'],
  ['salary', 'salary'],
  ['experience', 'experience'],
])

/** The page's filter a `without` suggestion drops, or null for one the page does not have. */
export const filterOfParameter = (parameter: string): 'search' | FilterName | null =>
  FILTER_OF_PARAMETER.get(parameter) ?? null

/**
 * The search's words less those that name a place: a word goes when, folded as search folds
 * text (case, ँ/ं, nukta...), it is one of the words of the place's name. The name comes in the
 * page's language, so a place typed in the other script (`kathmandu` on the Nepali page) stays;
 * that search still finds the place's jobs, as search matches a job's place in both scripts.
 */
export function wordsWithoutPlace(search: string, placeName: string): string {
  const named = new Set(normalizeForSearch(placeName).split(' '))
  return search
    .split(/\s+/)
    .filter((word) => {
      const folded = normalizeForSearch(word)
      return folded === '' || !folded.split(' ').every((part) => named.has(part))
    })
    .join(' ')
}

/**
 * The search a suggestion leads to, on its first page with the same ordering: a place replaces
 * the place filters (province and district) and the words that named it; `without` clears that
 * one filter and nothing else (no province-to-district cascade: the API counted the district
 * kept). Null for a suggestion that names a filter the page does not have.
 */
export function suggestedFilters(
  filters: JobSearchFilters,
  suggestion: JobSearchSuggestion,
): JobSearchFilters | null {
  const first = { ...filters, page: 1 }
  if (suggestion.kind !== 'without') {
    return {
      ...first,
      search: wordsWithoutPlace(filters.search, suggestion.name),
      province: suggestion.kind === 'province' ? suggestion.id : null,
      district: suggestion.kind === 'district' ? suggestion.id : null,
    }
  }
  const name = filterOfParameter(suggestion.filter)
  if (name === null) return null
  return { ...first, [name]: name === 'search' ? '' : null }
}
