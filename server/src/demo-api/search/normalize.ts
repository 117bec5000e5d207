import { normalizeForSearch } from '@jagir/shared/rules/search-text'

// The folding is shared: the web compares a search's words with a place's name the same way.
export { normalizeForSearch }

/** At most this many words of a query take part in a search; the rest are ignored. */
export const MAX_SEARCH_TERMS = 8
/** A search word is cut to this many code points (no real word is longer). */
export const MAX_TERM_LENGTH = 64

/** The distinct normalised words of a query, at most MAX_SEARCH_TERMS of MAX_TERM_LENGTH each. */
export function searchTerms(query: string): string[] {
  const words = normalizeForSearch(query)
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => Array.from(word).slice(0, MAX_TERM_LENGTH).join(''))
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS)
}
