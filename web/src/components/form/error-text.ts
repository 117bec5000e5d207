import { useCallback } from 'react'
import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import {
  decodeValidationMessage,
  type ValidationCode,
  type ValidationParams,
} from '@jagir/shared/errors/validation-codes'
import {
  decodeAccountMessage,
  type AccountMessageCode,
} from '@jagir/shared/schemas/account-messages'
import type { Lang } from '@jagir/shared/routes/table'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'

/** Every code a form's check raises: the shared schemas' and the account forms'. */
export type ErrorCode = ValidationCode | AccountMessageCode

// Codes of the two families that mean the same thing share one wording.
const maxLength = msg`Use at most {max} characters.`
const email = msg`Please write an email address such as {example}.`
const mobile = msg`Please write a 10-digit mobile number starting with 98, 97 or 96.`

/**
 * Every form's messages by code, in the interface language. A message shows right under its field
 * (and is read with it), so it says what to do rather than name the field; the limit of a list
 * keeps the product's own words, which name it (`{field}` is the field's label).
 */
export const ERROR_TEXT: Readonly<Record<ErrorCode, MessageDescriptor>> = {
  required: msg`Please fill this in.`,
  numeric: msg`Please enter a number.`,
  integer: msg`Please enter a whole number.`,
  min_value: msg`It must be {min} or more.`,
  max_value: msg`It must be {max} or less.`,
  max_items: msg`{field} field must be less than or equal {max}`,
  min_items: msg`Choose at least {min}.`,
  max_length: maxLength,
  too_long: maxLength,
  invalid_choice: msg`Choose one of the options.`,
  salary_range: msg`The maximum may not be below the minimum.`,
  email,
  email_invalid: email,
  phone: msg`Enter a Nepali number: a 10-digit mobile, or a landline with its area code.`,
  mobile,
  mobile_invalid: mobile,
  digits: msg`It must be {length} digits.`,
  invalid: msg`This value is not valid.`,
  too_complex: msg`This has too much formatting.`,
  date_order: msg`The end cannot be before the start.`,
  file_size: msg`The photo must be at most {max} MB.`,
  file_type: msg`Choose a JPEG, PNG or WebP image.`,
  duplicate: msg`This is already in the list.`,
  network_url: msg`Enter a link to your {network} page.`,
  name_required: msg`Please enter your name.`,
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

/** The code and values of a form's message, or null for a server's own text. */
export function decodeErrorCode(
  message: string,
): { code: ErrorCode; params: ValidationParams } | null {
  return decodeValidationMessage(message) ?? decodeAccountMessage(message)
}

/**
 * A field's error as shown: a code in the interface language (numbers in its digits, `field`
 * the field's label where the words name it), or a server's own text as it came.
 */
export function errorText(
  i18n: I18n,
  lang: Lang,
  message: string | undefined,
  field = '',
): string | undefined {
  if (!message) return undefined
  const decoded = decodeErrorCode(message)
  if (!decoded) return message
  // `example` is the sample address, kept out of the words so that the Nepali has no Latin text.
  const values: ValidationParams = { field, example: 'name@example.com' }
  for (const [name, value] of Object.entries(decoded.params)) {
    if (name !== 'field')
      values[name] = typeof value === 'number' ? formatNumber(value, lang) : value
  }
  const descriptor: MessageDescriptor = { ...ERROR_TEXT[decoded.code], values }
  return i18n._(descriptor)
}

/** `errorText` in the page's language: `(message, fieldLabel?) => text`. */
export function useErrorText() {
  const { i18n } = useLingui()
  const lang = useLang()
  return useCallback(
    (message: string | undefined, field?: string) => errorText(i18n, lang, message, field),
    [i18n, lang],
  )
}
