import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import {
  decodeAccountMessage,
  type AccountMessageCode,
} from '@jagir/shared/schemas/account-messages'
import type { Lang } from '@jagir/shared/routes/table'
import { formatNumber } from './format'

/** The account forms' messages (`shared/src/schemas/account-messages.ts`) in the interface language. */
export const ACCOUNT_MESSAGE_TEXT: Readonly<Record<AccountMessageCode, MessageDescriptor>> = {
  required: msg`This field is required.`,
  invalid: msg`This value is not valid.`,
  invalid_choice: msg`Choose one of the options.`,
  too_long: msg`Use at most {max} characters.`,
  name_required: msg`Please enter your name.`,
  mobile_invalid: msg`Please enter a 10-digit Nepali mobile number.`,
  email_invalid: msg`Please enter a valid email address.`,
  otp_digits: msg`The code has {length} digits.`,
  password_too_short: msg`Use at least {min} characters.`,
  password_numeric: msg`Use letters as well as numbers.`,
  password_common: msg`This password is too easy to guess. Choose another.`,
  password_mismatch: msg`The passwords do not match.`,
  current_password_required: msg`Please enter your current password.`,
  birth_date_required: msg`Please choose your date of birth.`,
  birth_date_age: msg`You must be {min} to {max} years old.`,
  phone_invalid: msg`Please enter a phone number.`,
  website_scheme: msg`The website must start with {scheme}`,
}

/**
 * A field's error as shown: an account message from the shared schemas in the interface language
 * (numbers in its digits), a server's own text as it came; undefined when there is none.
 */
export function accountErrorText(
  i18n: I18n,
  lang: Lang,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined
  const decoded = decodeAccountMessage(message)
  if (!decoded) return message
  const values: Record<string, string> = {}
  for (const [name, value] of Object.entries(decoded.params)) {
    values[name] = typeof value === 'number' ? formatNumber(value, lang) : value
  }
  const descriptor: MessageDescriptor = { ...ACCOUNT_MESSAGE_TEXT[decoded.code], values }
  return i18n._(descriptor)
}
