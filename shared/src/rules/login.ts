/**
 * The account a sign-in names. People sign in with their e-mail address or their mobile number,
 * and type the number in many ways (`980-0000005`, `+977 9800000005`, `(980) 000 0005`, in
 * Devanagari digits...). The provider finds the account by this key, and the BFF's per-account
 * throttle counts failures under it: both must read every spelling of one account the same way.
 */
import { NEPALI_MOBILE } from './phone.js'
import { normalizeNepalPhone } from './nepal-phone.js'

/**
 * The key of a username: a Nepali mobile number in any spelling (spaces, dashes, dots,
 * parentheses, a +977 / 977 / 00977 prefix, Devanagari digits) as its 10 digits; anything else
 * (an e-mail address) trimmed and lower-cased.
 */
export function loginKey(username: string): string {
  const text = username.trim()
  if (!text.includes('@')) {
    const mobile = normalizeNepalPhone(text)
    if (NEPALI_MOBILE.test(mobile)) return mobile
  }
  return text.toLowerCase()
}
