import { DROPDOWN_ITEMS, SEARCH_MIN_CHARS, TRUNCATE_AT, TRUNCATE_SUFFIX } from './constants.js'

const graphemes = (text: string): string[] => {
  // Count what a reader sees as characters: a Devanagari conjunct with its signs is one.
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  return Array.from(segmenter.segment(text), (part) => part.segment)
}

/** Displayed names truncate at 25 characters plus '..' (docs/product.md#lookups). */
export function truncateName(name: string, max: number = TRUNCATE_AT): string {
  const chars = graphemes(name)
  return chars.length > max ? chars.slice(0, max).join('') + TRUNCATE_SUFFIX : name
}

/** Search dropdowns query the server only at 3 or more characters (in search mode). */
export const shouldSearch = (text: string, min: number = SEARCH_MIN_CHARS): boolean =>
  text.trim().length >= min

/** A limited list shows at most 10 entries. */
export const limitItems = <T>(items: readonly T[], max: number = DROPDOWN_ITEMS): T[] =>
  items.slice(0, max)

const normalize = (name: string) => name.trim().toLocaleLowerCase().replace(/\s+/g, ' ')

/** Created items matching an existing name are reused: the match, or null to create. */
export function findExistingByName<T extends { name: string }>(
  items: readonly T[],
  name: string,
): T | null {
  const wanted = normalize(name)
  return items.find((item) => normalize(item.name) === wanted) ?? null
}
