import type { Db } from '../db/database.js'
import { JOB_CATEGORIES } from '../seed/categories.js'
import { loadNepal } from '../seed/nepal.js'
import { normalizeForSearch } from './normalize.js'

/**
 * Typos corrected before searching: a word that nothing holds as written is replaced by the
 * closest word of the names search documents are made of (places, categories, skills,
 * designations, organisations), so the search runs on the trigram index as for any other word.
 * Comparing a word with every row's document instead (pg_trgm's `%>`) costs a similarity per
 * candidate row: seconds at a hundred thousand jobs.
 */

/** Words closer than this (trigram similarity, as pg_trgm counts it) count as the same word. */
const SAME_WORD = 0.45
/** How long the vocabulary is kept before it is read again (new organisations, new skills). */
const KEEP_MS = 60_000

/** pg_trgm's trigrams of one word: two spaces before it, one after. */
function trigrams(word: string): Set<string> {
  const chars = Array.from(`  ${word} `)
  const set = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) set.add(chars.slice(i, i + 3).join(''))
  return set
}

/** Shared trigrams over all trigrams of the two (pg_trgm's `similarity`). */
function similarity(a: Set<string>, b: Set<string>): number {
  let common = 0
  for (const t of a) if (b.has(t)) common++
  return common / (a.size + b.size - common)
}

type Vocabulary = Map<string, Set<string>>

/** The closest word of the vocabulary to `term`, when one is close enough. */
export function closestWord(term: string, vocabulary: Vocabulary): string | undefined {
  const mine = trigrams(term)
  let best: string | undefined
  let bestScore = SAME_WORD
  for (const [word, theirs] of vocabulary) {
    const score = similarity(mine, theirs)
    if (score > bestScore || (score === bestScore && best !== undefined && word < best)) {
      best = word
      bestScore = score
    }
  }
  return best
}

const cache = new WeakMap<Db, { at: number; words: Vocabulary }>()

/** The folded words of the names, with their trigrams. */
function vocabularyOf(names: string[]): Vocabulary {
  const words: Vocabulary = new Map()
  for (const word of normalizeForSearch(names.join(' ')).split(' ')) {
    if (Array.from(word).length >= 3 && !words.has(word)) words.set(word, trigrams(word))
  }
  return words
}

/** The words search documents are made of, read at most once a minute. */
export async function vocabulary(db: Db, now = Date.now()): Promise<Vocabulary> {
  const cached = cache.get(db)
  if (cached && now - cached.at < KEEP_MS) return cached.words
  const [lookups, organizations] = await Promise.all([
    db
      .selectFrom('lookups')
      .select(['name_en', 'name_ne'])
      .where('kind', 'in', ['skills', 'designations'])
      .execute(),
    db.selectFrom('organizations').select(['name_en', 'name_ne']).execute(),
  ])
  const nepal = loadNepal()
  const places = [...nepal.provinces, ...nepal.districts, ...nepal.municipalities]
  const words = vocabularyOf(
    [...lookups, ...organizations]
      .flatMap((row) => [row.name_en, row.name_ne])
      .concat(
        places.flatMap((place) => [place.name.en, place.name.ne]),
        JOB_CATEGORIES.flatMap((category) => [category.name.en, category.name.ne]),
      ),
  )
  cache.set(db, { at: now, words })
  return words
}

/**
 * The words as they will be searched: each word that nothing holds as written (`missing`) is
 * replaced by its closest known word, or, with none close, looked for by similarity in the
 * documents themselves (`fuzzy`: slower, but only for words no name is close to).
 */
export async function correctedWords(
  db: Db,
  terms: string[],
  missing: ReadonlySet<string>,
): Promise<{ terms: string[]; fuzzy: Set<string> }> {
  const words = await vocabulary(db)
  const fuzzy = new Set<string>()
  const corrected = terms.map((term) => {
    if (!missing.has(term)) return term
    const closest = closestWord(term, words)
    if (closest === undefined) fuzzy.add(term)
    return closest ?? term
  })
  return { terms: [...new Set(corrected)], fuzzy }
}
