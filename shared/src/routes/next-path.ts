/**
 * The rule for `next`, the place a user goes back to after signing in. It becomes a redirect's
 * Location, so it must be a local path and plain ASCII (Node refuses other characters in a header,
 * and a browser might read them differently from us).
 */

/** Longest `next` kept; longer ones are dropped rather than cut (a cut path is another path). */
const MAX_NEXT_LENGTH = 2048

/**
 * True when `value` may be used as a post-login `next`: a local path starting with exactly one
 * `/`, with no backslash, control character, scheme, or encoded slash that a browser or proxy
 * could turn into another origin.
 */
export function isSafeNextPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_NEXT_LENGTH)
    return false
  if (!value.startsWith('/') || value.startsWith('//')) return false
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false
  if (/^\/%(2f|5c)/i.test(value)) return false
  try {
    const base = 'http://local.invalid'
    return new URL(value, base).origin === base
  } catch {
    return false
  }
}

/** Every character outside visible ASCII (space, non-ASCII, C1 controls). */
const NOT_VISIBLE_ASCII = /[^\x21-\x7e]/gu

/**
 * `value` ready for a Location header: a safe local path (isSafeNextPath) with each character
 * outside visible ASCII percent-encoded as UTF-8 (`/en/जागिर` stays usable); null when it is not a
 * safe local path, cannot be encoded (a lone surrogate), or grows too long once encoded.
 */
export function toSafeNextPath(value: unknown): string | null {
  if (!isSafeNextPath(value)) return null
  let encoded: string
  try {
    encoded = value.replace(NOT_VISIBLE_ASCII, (char) => encodeURIComponent(char))
  } catch {
    return null
  }
  // Checked again: the encoded form is what the browser will follow.
  return isSafeNextPath(encoded) ? encoded : null
}
