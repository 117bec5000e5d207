/**
 * Why a guard sent someone elsewhere, apart from the guards themselves: every page's layout reads
 * it (web/src/lib/guard-notice.tsx) while the guard rules load only with the first guarded page.
 */

/**
 * Why a guard sent someone elsewhere; the page they land on says it in a notice, in its
 * language. None when the page sent to says it itself (pricing's "no posts left").
 */
export type GuardNotice =
  | 'sign-in'
  | 'employers-only'
  | 'jobseekers-only'
  | 'referrers-only'
  | 'referrer-account'
  | 'signed-in'
  | 'employer-sign-up'

export const GUARD_NOTICES: readonly GuardNotice[] = [
  'sign-in',
  'employers-only',
  'jobseekers-only',
  'referrers-only',
  'referrer-account',
  'signed-in',
  'employer-sign-up',
]

/**
 * The short-lived cookie that carries a guard's notice across its redirect (the BFF's 302 or
 * the SPA's own navigation), so the address the guard chose stays exactly as it is. Readable by
 * the page's script, which shows the notice and deletes it.
 */
export const GUARD_NOTICE_COOKIE = 'guard_notice'
/** Seconds the notice waits for the page it leads to. */
export const GUARD_NOTICE_SECONDS = 60

/** A notice name read back from the cookie, or null for anything else. */
export function toGuardNotice(value: string | null | undefined): GuardNotice | null {
  return (GUARD_NOTICES as readonly (string | null | undefined)[]).includes(value)
    ? (value as GuardNotice)
    : null
}
