/**
 * Password rules for new passwords (sign-up, reset, change). The provider refuses fewer than 8
 * characters and all digits (Django's validators), and passwords anyone would guess first: blank
 * ones, one character repeated, and the most common ones (that list is the server's alone:
 * `server/src/demo-api/lib/common-passwords.ts`). The strength hint tells people how to do better
 * than the minimum without refusing them.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** Why the provider would refuse a password. */
export type PasswordProblem = 'too_short' | 'numeric' | 'too_long' | 'common'

/**
 * True for a password that is only spaces, or one character repeated (`aaaaaaaa`): the cheap
 * half of "too easy to guess", checked in the browser as well as on the server.
 */
export function isTrivialPassword(password: string): boolean {
  if (password.trim() === '') return true
  const first = String.fromCodePoint(password.codePointAt(0)!)
  return [...password].every((char) => char === first)
}

/** The first reason the password would be refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short'
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long'
  if (/^\d+$/.test(password)) return 'numeric'
  if (isTrivialPassword(password)) return 'common'
  return null
}

export type PasswordStrength = 'weak' | 'fair' | 'strong'

/**
 * A hint, not a rule: weak when it would be refused or uses one kind of character, strong at 12
 * characters with three kinds (lower case, upper case, digits, others) or at 16 of any, else fair.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (passwordProblem(password)) return 'weak'
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password))
  if (kinds.length < 2) return 'weak'
  if (password.length >= 16 || (password.length >= 12 && kinds.length >= 3)) return 'strong'
  return 'fair'
}
