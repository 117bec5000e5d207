/**
 * Nepali mobile numbers (the provider sends its codes by SMS to Nepali numbers only): NTC 984-986,
 * Ncell 980-982, Smart 961/962/988, all 10 digits starting 96, 97 or 98. People type them with
 * spaces or dashes, and often with +977 before them.
 */

/** A Nepali mobile number as the API keeps it: 10 digits starting 96, 97 or 98. */
export const NEPALI_MOBILE = /^9[678]\d{8}$/

/** A number as the API keeps it: without spaces, dashes or a +977 before its 10 digits. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '').replace(/^\+?977(?=\d{10}$)/, '')
}

/** True for a Nepali mobile number as typed (spaces, dashes and +977 allowed). */
export const isNepaliMobile = (value: string): boolean => NEPALI_MOBILE.test(normalizePhone(value))
