import type { Lang } from '@jagir/shared/routes/table'
import { devanagariDigits } from '@jagir/shared/rules/digits'
import { LOCALES } from '@jagir/shared/rules/constants'

/**
 * Intl locales per language. Nepali asks for Devanagari digits explicitly and falls back to
 * Hindi's data (the same digits and lakh grouping): Chromium ships no Nepali locale data, and
 * without these a browser formats `ne-NP` with Latin digits.
 */
export const INTL_LOCALES: Record<Lang, string[]> = {
  ne: [`${LOCALES.ne}-u-nu-deva`, 'hi-IN-u-nu-deva'],
  en: [LOCALES.en],
}

/** Digits of a fixed text (a phone number) in the interface language's script. */
export function localDigits(text: string, lang: Lang): string {
  return lang === 'ne' ? devanagariDigits(text) : text
}

const formatters = new Map<string, Intl.NumberFormat>()

/** The options a whole number is written with here, without the runtime formatter. */
const WHOLE_NUMBER_OPTIONS = new Set([
  'useGrouping',
  'minimumFractionDigits',
  'maximumFractionDigits',
])

/**
 * A whole number's digits grouped as each language writes them: thousands in English
 * (1,234,567), then lakhs and crores in Nepali (12,34,567). Written out because a page's first
 * `Intl` formatter loads the runtime's locale data, which held a phone's main thread for
 * 100-300 ms while the page was being taken over (docs/performance.md).
 */
function groupDigits(digits: string, lang: Lang): string {
  const last = digits.slice(-3)
  const rest = digits.slice(0, -3)
  if (!rest) return last
  const size = lang === 'ne' ? 2 : 3
  const groups: string[] = []
  for (let end = rest.length; end > 0; end -= size)
    groups.unshift(rest.slice(Math.max(0, end - size), end))
  return `${groups.join(',')},${last}`
}

/** A number in the interface language: Devanagari digits in Nepali (`ne-NP`), Latin in English. */
export function formatNumber(
  value: number,
  lang: Lang,
  options?: Intl.NumberFormatOptions,
): string {
  const { useGrouping = true, minimumFractionDigits = 0 } = options ?? {}
  // A whole number shows no fraction unless one is asked for (rupee amounts allow up to two, and
  // show them only when there are paisa): any other option is the runtime formatter's.
  const plain = Object.keys(options ?? {}).every((key) => WHOLE_NUMBER_OPTIONS.has(key))
  if (Number.isSafeInteger(value) && minimumFractionDigits === 0 && plain) {
    const digits = String(Math.abs(value))
    const text = `${value < 0 ? '-' : ''}${useGrouping ? groupDigits(digits, lang) : digits}`
    return localDigits(text, lang)
  }
  const key = `${lang}:${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALES[lang], options)
    formatters.set(key, formatter)
  }
  // A browser without Devanagari number data still shows Devanagari digits.
  return localDigits(formatter.format(value), lang)
}
