import type { Lang } from '@jagir/shared/routes/table'
import { LOCALES } from '@jagir/shared/rules/constants'

const formatters = new Map<string, Intl.NumberFormat>()

/** A number in the interface language: Devanagari digits in Nepali (`ne-NP`), Latin in English. */
export function formatNumber(
  value: number,
  lang: Lang,
  options?: Intl.NumberFormatOptions,
): string {
  const key = `${lang}:${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[lang], options)
    formatters.set(key, formatter)
  }
  return formatter.format(value)
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९'

/** Digits of a fixed text (a phone number) in the interface language's script. */
export function localDigits(text: string, lang: Lang): string {
  if (lang !== 'ne') return text
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!)
}
