import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_RESEND_SECONDS, OTP_SENDS_PER_HOUR } from '@jagir/shared/rules/signup-flow'

/** A fresh 6-digit verification code from the operating system's CSPRNG. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** What a code is for: the same digits for the other purpose or another number do not match. */
export type CodePurpose = 'signup' | 'reset'

/**
 * Keyed hashes of verification codes. A plain hash of six digits is reversed by trying the
 * million of them, so the key lives in memory only: the database (or a copy of it) alone gives no
 * code away. Without a key given, a random one: after a restart, codes sent before it no longer
 * match and a new one must be asked for. Replicas are given the same key (codeKeyFrom), so a code
 * sent through one is verified through another.
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

/**
 * The key of the codes' hashes, derived from a secret every replica shares (the first of
 * SESSION_SECRET) and never stored: replicas agree on it, the database holds nothing of it, and
 * the secret itself never reaches the API. Derived, not the secret: a hash key cannot reveal it.
 */
export const codeKeyFrom = (secret: string): Buffer =>
  createHmac('sha256', secret).update('jagir: one-time code hashes').digest()

export const HOUR_MS = 60 * 60 * 1000

/**
 * How long this number must wait for another code, in seconds (0: send now): one code every
 * OTP_RESEND_SECONDS, at most OTP_SENDS_PER_HOUR an hour. Kept in memory (an SMS budget, not data).
 */
export function otpWait(
  sent: readonly number[],
  now: number,
): { seconds: number; hourly: boolean } {
  const recent = sent.filter((at) => at > now - HOUR_MS)
  const last = recent.at(-1)
  if (last !== undefined && now - last < OTP_RESEND_SECONDS * 1000) {
    return { seconds: Math.ceil((last + OTP_RESEND_SECONDS * 1000 - now) / 1000), hourly: false }
  }
  if (recent.length >= OTP_SENDS_PER_HOUR) {
    return { seconds: Math.ceil((recent[0]! + HOUR_MS - now) / 1000), hourly: true }
  }
  return { seconds: 0, hourly: false }
}
