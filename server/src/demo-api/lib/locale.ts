import type { FastifyRequest } from 'fastify'

/** The two languages the demo API answers in. */
export type Locale = 'en' | 'ne'

/** A text in both languages: every seeded name and message has both. */
export interface Text {
  en: string
  ne: string
}

/**
 * The language asked for by `Accept-Language` (highest q first); English when neither `en` nor
 * `ne` is asked for, as Django does with LANGUAGE_CODE = 'en'. The BFF always sends one of the two.
 */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers['accept-language']
  if (typeof header !== 'string' || header === '') return 'en'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0]
    if (primary === 'ne' || primary === 'np') return 'ne'
    if (primary === 'en') return 'en'
  }
  return 'en'
}

/** The text in the given language. */
export function tr(text: Text, locale: Locale): string {
  return text[locale]
}

// The seed and the messages convert digits with the product's one rule.
export { asciiDigits, devanagariDigits } from '@jagir/shared/rules/digits'
