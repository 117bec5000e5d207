/**
 * Nepali phone numbers of any kind (a referee's home or work number, a second number to be
 * reached on), building on `phone.ts`'s mobile rule. People type them with or without +977, with
 * spaces, dashes or brackets, in Devanagari or ASCII digits. Mobiles are ten digits from 96, 97 or
 * 98; landlines are an area code (01 Kathmandu, 061 Pokhara...) and the number: nine digits with
 * the leading 0.
 */
import { NEPALI_MOBILE, phoneDigits } from './phone.js'
import type { PhoneType } from './profile-options.js'

/** The number's digits as the API keeps them: no +977, a landline with its leading 0. */
export function normalizeNepalPhone(value: string): string {
  const national = phoneDigits(value).replace(/^(\+|00)?977(?=\d{8,10}$)/, '')
  // A landline written after +977 drops its trunk 0 (+977 1 4123456): put it back.
  return /^[1-8]\d{7}$/.test(national) ? `0${national}` : national
}

/** True for a Nepali mobile number (98, 97 or 96 and eight more digits), landline notation aside. */
export const isNepalMobile = (value: string): boolean =>
  NEPALI_MOBILE.test(normalizeNepalPhone(value))

/** True for a Nepali landline (0, an area code from 1 to 8 and the number: nine digits). */
export const isNepalLandline = (value: string): boolean =>
  /^0[1-8]\d{7}$/.test(normalizeNepalPhone(value))

/** True when the number fits its type: a mobile must be a mobile; home and work may be either. */
export function isPhoneOfType(type: PhoneType, value: string): boolean {
  if (type === 'Mobile') return isNepalMobile(value)
  return isNepalMobile(value) || isNepalLandline(value)
}
