import type { Locale, Text } from '../lib/locale.js'
import type { Employer, Jobseeker, User } from './schema.js'
import type { Selectable } from 'kysely'
import type { ReferrersTable } from './schema.js'

/** A text kept as two columns, `<name>_en` and `<name>_ne`, as one `{en, ne}`. */
export function textOf<N extends string>(
  row: { [K in `${N}_en` | `${N}_ne`]: string | null },
  name: N,
): Text {
  return { en: row[`${name}_en`] ?? '', ne: row[`${name}_ne`] ?? '' }
}

/** The text of `<name>_<locale>`. */
export function textIn<N extends string>(
  row: { [K in `${N}_en` | `${N}_ne`]: string | null },
  name: N,
  locale: Locale,
): string {
  return row[`${name}_${locale}`] ?? ''
}

/**
 * A job's own text in `locale`, else the other language's (a language never written is empty):
 * the text and the language it is in, so that readers mark a fallback as such (`lang`, a note)
 * rather than pass it off as a translation.
 */
export function textOrOther<N extends string>(
  row: { [K in `${N}_en` | `${N}_ne`]: string | null },
  name: N,
  locale: Locale,
): { text: string; lang: Locale } {
  const own = row[`${name}_${locale}`] ?? ''
  if (own.trim() !== '') return { text: own, lang: locale }
  const other: Locale = locale === 'en' ? 'ne' : 'en'
  const text = row[`${name}_${other}`] ?? ''
  return text.trim() === '' ? { text: own, lang: locale } : { text, lang: other }
}

/** A `{en, ne}` as the two columns of `name` (for inserts and updates). */
export function textColumns<N extends string>(
  name: N,
  text: Text,
): { [K in `${N}_en` | `${N}_ne`]: string } {
  return { [`${name}_en`]: text.en, [`${name}_ne`]: text.ne } as {
    [K in `${N}_en` | `${N}_ne`]: string
  }
}

export type Referrer = Selectable<ReferrersTable>

/** The signed-in account with its roles, as the routes read it. */
export interface AccountRow extends User {
  employer: Employer | null
  jobseeker: Jobseeker | null
  referrer: Referrer | null
}
