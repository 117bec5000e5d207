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

const usableToken = (value: unknown): string | undefined =>
  isUsableToken(value) ? value : undefined

/** `access_token` (or `token`) from the provider's token answer, JSON or form-encoded. */
export function tokenFromAnswer(text: string, contentType: string | undefined): string | undefined {
  let fields: Record<string, unknown> = {}
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    fields = Object.fromEntries(new URLSearchParams(text))
  } else {
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object') fields = parsed as Record<string, unknown>
    } catch {
      return undefined
    }
  }
  return usableToken(fields.access_token) ?? usableToken(fields.token)
}
