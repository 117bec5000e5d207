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

/** A number in the interface language: Devanagari digits in Nepali (`ne-NP`), Latin in English. */
export function formatNumber(
  value: number,
  lang: Lang,
  options?: Intl.NumberFormatOptions,
): string {
  const key = `${lang}:${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALES[lang], options)
    formatters.set(key, formatter)
  }
  // A browser without Devanagari number data still shows Devanagari digits.
  return localDigits(formatter.format(value), lang)
}
