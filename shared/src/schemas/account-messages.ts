import type { z } from 'zod/mini'

/**
 * The account forms' messages (sign-up, codes, passwords, onboarding's basic information, the
 * organisation) as stable codes with parameters: the shared schemas raise them, the web words them
 * in Nepali or English (`features/auth`), the demo API answers the provider's own text for them.
 * docs/product.md#validation-messages gives no wording for these forms; these are written to say what to do.
 */
export const ACCOUNT_MESSAGES = {
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  invalid_choice: 'Choose one of the options.',
  too_long: 'Use at most {max} characters.',
  name_required: 'Please enter your name.',
  mobile_invalid: 'Please enter a 10-digit Nepali mobile number.',
  email_invalid: 'Please enter a valid email address.',
  otp_digits: 'The code has {length} digits.',
  password_too_short: 'Use at least {min} characters.',
  password_numeric: 'Use letters as well as numbers.',
  password_common: 'This password is too easy to guess. Choose another.',
  password_mismatch: 'The passwords do not match.',
  current_password_required: 'Please enter your current password.',
  birth_date_required: 'Please choose your date of birth.',
  birth_date_age: 'You must be {min} to {max} years old.',
  phone_invalid: 'Please enter a phone number.',
  website_scheme: 'The website must start with {scheme}',
} as const

export type AccountMessageCode = keyof typeof ACCOUNT_MESSAGES
export type AccountMessageParams = Record<string, number | string>

/** A decoded account message: its code and the values its wording needs. */
export interface AccountMessage {
  code: AccountMessageCode
  params: AccountMessageParams
}

const isAccountCode = (value: unknown): value is AccountMessageCode =>
  typeof value === 'string' && Object.hasOwn(ACCOUNT_MESSAGES, value)

/** The zod issue message of an account message (the one channel react-hook-form's resolver keeps). */
export function accountMessage(
  code: AccountMessageCode,
  params: AccountMessageParams = {},
): string {
  return JSON.stringify({ account: code, params })
}

/** Reads a message written by `accountMessage`; null for any other text (a server's own). */
export function decodeAccountMessage(message: string | undefined): AccountMessage | null {
  if (!message?.startsWith('{"account":')) return null
  try {
    const { account, params } = JSON.parse(message) as { account?: unknown; params?: unknown }
    if (!isAccountCode(account)) return null
    const kept: AccountMessageParams = {}
    if (typeof params === 'object' && params !== null) {
      for (const [name, value] of Object.entries(params)) {
        if (typeof value === 'number' || typeof value === 'string') kept[name] = value
      }
    }
    return { code: account, params: kept }
  } catch {
    return null
  }
}

/** The English wording of an account message (the web has it in both languages). */
export function accountMessageEn({ code, params }: AccountMessage): string {
  return ACCOUNT_MESSAGES[code].replace(/\{(\w+)\}/g, (_all, name: string) =>
    String(params[name] ?? ''),
  )
}

/**
 * For the issues a schema check raises without a message of its own (a value of the wrong type):
 * 'required' for nothing given, else 'invalid'. Pass it per parse (`zodResolver(schema, { error })`).
 */
export const accountErrorMap = (issue: z.core.$ZodRawIssue): string => {
  const input = issue.input
  const blank =
    input === undefined || input === null || (typeof input === 'string' && input.trim() === '')
  return accountMessage(blank ? 'required' : 'invalid')
}
