import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

/** The password of every seeded account (the README lists them). */
export const DEMO_PASSWORD = 'Demo@12345'

// Lighter than a production cost: this is a local demo and the seed hashes once per process.
const PARAMS = { N: 1 << 14, r: 8, p: 1 }
const KEY_LENGTH = 32

/** scrypt$<salt>$<hash> of the password. */
export function hashPassword(password: string, salt = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, PARAMS)
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

/** True when `password` matches the stored hash (constant-time compare). */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, PARAMS)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

let seedHash: string | undefined
/** The demo password's hash, computed once per process for all seeded accounts. */
export function demoPasswordHash(): string {
  seedHash ??= hashPassword(DEMO_PASSWORD)
  return seedHash
}
