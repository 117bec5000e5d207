import type { Db } from '../../db/database.js'
import type { Locale, Text } from '../../lib/locale.js'
import type { SearchCounts } from '../../search/counts.js'
import { normalizeForSearch } from '../../search/normalize.js'
import { loadNepal } from '../../seed/nepal.js'
import { countJobs, filtersOf, without, type Filter, type JobQuery } from './search-query.js'

/**
 * What an empty job search suggests instead: the place its words name, as a filter
 * (`{kind: 'district' | 'province', id, name, count}`), and each filter whose removal finds jobs
 * (`{kind: 'without', filter, count}`), with how many jobs each would find.
 */
export type Suggestion =
  | { kind: 'district' | 'province'; id: number; name: string; count: number }
  | { kind: 'without'; filter: Filter; count: number }

interface Place {
  kind: 'district' | 'province'
  id: number
  name: Text
  /** The folded names a query may use for it (a province also without the word "province"). */
  keys: string[]
}

let places: Place[] | undefined

/** Every province and district with the folded spellings of its names. */
function allPlaces(): Place[] {
  if (places) return places
  const nepal = loadNepal()
  const keysOf = (name: Text) => {
    const keys = [name.en, name.ne].map(normalizeForSearch)
    const short = keys.map((key) => key.replace(/ (province|प्रदेश)$/, ''))
    return [...new Set([...keys, ...short])].filter(Boolean)
  }
  places = [
    ...nepal.districts.map((d) => ({ kind: 'district' as const, id: d.id, name: d.name })),
    ...nepal.provinces.map((p) => ({ kind: 'province' as const, id: p.id, name: p.name })),
  ].map((place) => ({ ...place, keys: keysOf(place.name) }))
  return places
}

/** The places the words name (a name's words in a row), with the words that name each. */
function placesNamed(terms: string[]): { place: Place; words: string[] }[] {
  const text = ` ${terms.join(' ')} `
  return allPlaces().flatMap((place) => {
    const key = place.keys.find((k) => text.includes(` ${k} `))
    return key ? [{ place, words: key.split(' ') }] : []
  })
}

/** The query with its place filters replaced by this place, and without the words naming it. */
function inPlace(query: JobQuery, place: Place, words: string[]): JobQuery {
  const terms = query.terms.filter((term) => !words.includes(term))
  return {
    ...query,
    terms,
    provinces: place.kind === 'province' ? [place.id] : [],
    districts: place.kind === 'district' ? [place.id] : [],
  }
}

/** The suggestions for a query that found nothing; those that would find nothing are left out. */
export async function suggestionsFor(
  db: Db,
  query: JobQuery,
  locale: Locale,
  counts: SearchCounts,
): Promise<Suggestion[]> {
  const named: Suggestion[] = []
  for (const { place, words } of placesNamed(query.terms)) {
    const count = await countJobs(db, inPlace(query, place, words), counts)
    if (count > 0) {
      named.push({ kind: place.kind, id: place.id, name: place.name[locale], count })
    }
  }
  const dropped: Suggestion[] = []
  // A place the words name already replaces the place filters: dropping one of those would lead
  // to the same jobs as that suggestion, a second link saying the same thing.
  const replaced = new Set<Filter>(named.length ? ['province', 'district'] : [])
  for (const filter of filtersOf(query).filter((f) => !replaced.has(f))) {
    const count = await countJobs(db, without(query, filter), counts)
    if (count > 0) dropped.push({ kind: 'without', filter, count })
  }
  return [...named, ...dropped.sort((a, b) => b.count - a.count)]
}
