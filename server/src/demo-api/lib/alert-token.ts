import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The unsubscribe link's token: the saved search's id and an HMAC of it under a key of its own
 * (derived from SESSION_SECRET, the same on every replica). It does one thing: stop that one
 * saved search's alerts. It signs in no one and names nothing else; a token altered in any way,
 * or signed with another key, is refused.
 */
const PURPOSE = 'jagir alert unsubscribe v1'

/** The key of the links' signatures, derived from the shared secret (never the secret itself). */
export const alertKeyFrom = (secret: string): Buffer =>
  createHmac('sha256', secret).update('jagir: alert unsubscribe links').digest()

const signature = (key: Buffer, id: number) =>
  createHmac('sha256', key).update(`${PURPOSE}:${id}`).digest('base64url')

/** The token of one saved search's unsubscribe link. */
export function unsubscribeToken(key: Buffer, savedSearchId: number): string {
  return `${savedSearchId}.${signature(key, savedSearchId)}`
}

/** The saved search a token names, or undefined when it is not one this key signed. */
export function savedSearchOfToken(key: Buffer, token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return undefined
  const id = Number(match[1])
  if (id > 2 ** 31 - 1) return undefined
  const expected = Buffer.from(signature(key, id))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined
}
