import { dictionary } from '@zxcvbn-ts/language-common'

/** How many of the most used passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000

let common: Set<string> | undefined

/**
 * True when the password is among the 10,000 most used ones (zxcvbn-ts's ranked list of leaked
 * passwords), whatever its case. Server only: the list is large, so the browser never loads it
 * and shows the server's answer instead; the shared schemas check the cheap rules (blank, one
 * character repeated) on both sides.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()),
  )
  return common.has(password.toLowerCase())
}
