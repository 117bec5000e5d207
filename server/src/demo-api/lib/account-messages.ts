import type { z } from 'zod'
import {
  decodeAccountMessage,
  type AccountMessageCode,
} from '@jagir/shared/schemas/account-messages'
import type { Locale } from './locale.js'
import type { MessageKey } from './messages.js'

/**
 * The provider's (Django's) text for each message of the shared account schemas, which the demo
 * API checks sign-up, passwords, basic information and organisations with.
 */
const PROVIDER_TEXT: Record<AccountMessageCode, MessageKey> = {
  required: 'required',
  invalid: 'invalid',
  invalid_choice: 'invalidChoice',
  too_long: 'maxLength',
  name_required: 'required',
  mobile_invalid: 'phone',
  email_invalid: 'email',
  otp_digits: 'digits',
  password_too_short: 'passwordShort',
  password_numeric: 'passwordNumeric',
  password_common: 'passwordCommon',
  // Only the forms check the confirmation; no payload has one.
  password_mismatch: 'invalid',
  current_password_required: 'required',
  birth_date_required: 'required',
  birth_date_age: 'tooYoungOrOld',
  phone_invalid: 'phone',
  website_scheme: 'url',
}

/**
 * The provider's text for an issue raised with an account message (`input` is the value the
 * issue is about), or null for another issue.
 */
export function accountIssueText(
  issue: z.core.$ZodIssue,
  input: unknown,
  locale: Locale,
  fill: (key: MessageKey, locale: Locale, vars?: Record<string, string | number>) => string,
): string | null {
  const message = decodeAccountMessage(issue.message)
  if (!message) return null
  // A field left out is required whatever its rules; one sent empty may not be blank.
  if (input === undefined) return fill('required', locale)
  if (input === null) return fill('notNull', locale)
  const key = PROVIDER_TEXT[message.code]
  if (key === 'required' && typeof input === 'string') return fill('blank', locale)
  return fill(key, locale, message.params)
}
