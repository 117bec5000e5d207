import { notFound } from '../../lib/errors.js'
import type { Locale, Text } from '../../lib/locale.js'

/** A day in milliseconds: seeded content is dated in days before or after the seed. */
export const DAY = 86_400_000

/** `[{slug, name, count}]` of a name table, counting the items that use each slug. */
export const named = (table: Record<string, Text>, locale: Locale, uses: string[]) =>
  Object.entries(table).map(([slug, name]) => ({
    slug,
    name: name[locale],
    count: uses.filter((u) => u === slug).length,
  }))

/** `{slug, name}` of a category or tag. */
export const ref = (table: Record<string, Text>, slug: string, locale: Locale) => ({
  slug,
  name: table[slug]?.[locale] ?? slug,
})

/** The item with this slug, or DRF's 404. */
export function bySlug<T extends { slug: string }>(list: readonly T[], slug: string): T {
  const found = list.find((item) => item.slug === slug)
  if (!found) throw notFound()
  return found
}

/** The ISO time `days` days before the seed (items are last changed some days before it). */
export const daysBefore = (seeded: number, days: number) =>
  new Date(seeded - days * DAY).toISOString()
