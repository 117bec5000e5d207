/**
 * Nepali mobile numbers (the provider sends its codes by SMS to Nepali numbers only): NTC 984-986,
 * Ncell 980-982, Smart 961/962/988, all 10 digits starting 96, 97 or 98. People type them with
 * spaces or dashes, and often with +977 before them.
 */
import { asciiDigits } from './digits.js'

/** A Nepali mobile number as the API keeps it: 10 digits starting 96, 97 or 98. */
export const NEPALI_MOBILE = /^9[678]\d{8}$/

/**
 * A number as typed, in ASCII digits (Devanagari ones too: ९८४१…) and without the spaces, dashes,
 * brackets and dots people write between them.
 */
export const phoneDigits = (value: string): string => asciiDigits(value).replace(/[\s\-().]/g, '')

/** A mobile number as the API keeps it: its digits, without a +977 (or 00977) before its 10. */
export function normalizePhone(value: string): string {
  return phoneDigits(value).replace(/^(\+|00)?977(?=\d{10}$)/, '')
}

/** True for a Nepali mobile number as typed (spaces, dashes and +977 allowed). */
export const isNepaliMobile = (value: string): boolean => NEPALI_MOBILE.test(normalizePhone(value))
