/** A token longer than this could not fit in a cookie once sealed. */
export const MAX_TOKEN_LENGTH = 2048

/**
 * True when `value` can be a provider bearer token: 1 to 2048 visible ASCII characters, so no
 * whitespace or control character (a CRLF sealed into a session would break every later call).
 */
export function isUsableToken(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_TOKEN_LENGTH &&
    /^[\x21-\x7e]+$/.test(value)
  )
}
