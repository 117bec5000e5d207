import { sql, type RawBuilder } from 'kysely'

/**
 * The words of a query as the database compares them with a `search_doc` column (text already
 * folded by `normalizeForSearch`). A row matches when it holds every word. A word is looked for
 * as written (`LIKE '%word%'`, served by the column's trigram GIN index); a word that no row holds
 * as written is taken for a typo and looked for as a close word instead (pg_trgm's word
 * similarity, `%>`, the same index), so `kathmadu` finds Kathmandu.
 */
export interface TextMatch {
  terms: string[]
  /** The terms that nothing holds as written: matched by similarity. */
  fuzzy: ReadonlySet<string>
}

/** A LIKE pattern finding the word anywhere (folded words hold no wildcards; escaped anyway). */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`

/** The condition that the document holds this word (as written, or a close word when fuzzy). */
export function holds(doc: string, term: string, fuzzy: boolean): RawBuilder<boolean> {
  return fuzzy
    ? sql<boolean>`${sql.ref(doc)} %> ${term}`
    : sql<boolean>`${sql.ref(doc)} like ${containing(term)}`
}

/** One condition per word of the query: all must hold. */
export function holdsAll(doc: string, match: TextMatch): RawBuilder<boolean>[] {
  return match.terms.map((term) => holds(doc, term, match.fuzzy.has(term)))
}

/**
 * How well a matching row answers the words, higher first. The document begins with the row's
 * lead text (a job's titles, a seeker's name and headline), whose length `leadLength` gives (the
 * raw texts' length: folding only shortens them, so at worst a few characters of what follows
 * count as lead). Per word: 2 when it is in the lead, 1 when it is a whole word somewhere (not a
 * piece of a longer one); a word found by similarity scores its similarity (0.6 to 1).
 */
export function relevance(
  doc: string,
  leadLength: RawBuilder<number>,
  match: TextMatch,
): RawBuilder<number> {
  const ref = sql.ref(doc)
  const scores = match.terms.map((term) =>
    match.fuzzy.has(term)
      ? sql`word_similarity(${term}, ${ref})`
      : sql`(case when strpos(left(${ref}, ${leadLength}), ${term}) > 0 then 2 else 0 end
          + case when strpos(' ' || ${ref} || ' ', ${` ${term} `}) > 0 then 1 else 0 end)`,
  )
  return scores.length ? sql<number>`(${sql.join(scores, sql` + `)})` : sql<number>`0`
}

/** A search's key: the same text for the same query (a set's members sorted). */
export function queryKey(query: TextMatch & object): string {
  return JSON.stringify(query, (_key, value: unknown) =>
    value instanceof Set ? [...(value as Set<string>)].sort() : value,
  )
}
