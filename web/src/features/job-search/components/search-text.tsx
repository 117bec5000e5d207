import { SEARCH_TEXT_SHOWN } from '@jagir/shared/rules/constants'

/**
 * The searched text inside a sentence: a node of its own, so the catalog's formatting never reads
 * markup in it (`<b>` typed into the search shows as `<b>`), cut with '…' past SEARCH_TEXT_SHOWN.
 */
export function SearchText({ text }: { text: string }) {
  const chars = [...text]
  const shown =
    chars.length > SEARCH_TEXT_SHOWN ? `${chars.slice(0, SEARCH_TEXT_SHOWN).join('')}…` : text
  return <span className="search-text">{shown}</span>
}
