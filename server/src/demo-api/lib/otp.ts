import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A fresh 6-digit verification code from the operating system's CSPRNG. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** What a code is for: the same digits for the other purpose or another number do not match. */
export type CodePurpose = 'signup' | 'reset'

/**
 * Keyed hashes of verification codes. A plain hash of six digits is reversed by trying the
 * million of them, so the key lives in memory only: the data file (or a copy of it) alone gives no
 * code away. After a restart, codes sent before it no longer match and a new one must be asked for.
 */
export class CodeHasher {
  constructor(private readonly key: Buffer = randomBytes(32)) {}

  hash(number: string, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${number}:${code}`).digest('hex')
  }

  /** Whether `code` is the one whose hash was stored (constant time; null never matches). */
  matches(stored: string | null, number: string, purpose: CodePurpose, code: string): boolean {
    if (stored === null) return false
    const given = Buffer.from(this.hash(number, purpose, code), 'hex')
    const kept = Buffer.from(stored, 'hex')
    return given.length === kept.length && timingSafeEqual(given, kept)
  }
}
