import type { Text } from '../lib/locale.js'
import { normalizeForSearch, searchTerms } from './normalize.js'

const folded = new WeakMap<object, string>()

/**
 * A finder over a list kept in code (the blog, FAQ, business directory, trainings), matching as
 * the database's searches do: every word of the query, folded by `normalizeForSearch`, is in the
 * item's texts (either language, folded the same way, once per item).
 */
export function wordFinder<T extends object>(texts: (item: T) => (Text | string)[]) {
  const docOf = (item: T) => {
    let doc = folded.get(item)
    if (doc === undefined) {
      const parts = texts(item).flatMap((text) =>
        typeof text === 'string' ? [text] : [text.en, text.ne],
      )
      doc = ` ${normalizeForSearch(parts.join(' '))} `
      folded.set(item, doc)
    }
    return doc
  }
  /** True when the item holds every word of the query (or there is no query). */
  return (item: T, search: string | undefined): boolean => {
    const terms = searchTerms(search ?? '')
    return terms.every((term) => docOf(item).includes(term))
  }
}
