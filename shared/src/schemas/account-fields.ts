import * as z from 'zod/mini'
import { isNepaliMobile, normalizePhone } from '../rules/phone.js'
import {
  accountMessage,
  type AccountMessageCode,
  type AccountMessageParams,
} from './account-messages.js'
import { transformIssue } from './fields.js'
import { OTP_LENGTH } from './signup-draft.js'

/**
 * Field builders of the account forms and of the payloads the demo API checks for them, each
 * check with its account message (`account-messages.ts`).
 */

export const FULL_NAME_MAX = 100
export const EMAIL_MAX = 254

/** A zod check's option carrying an account message. */
export const says = (code: AccountMessageCode, params?: AccountMessageParams) => ({
  error: accountMessage(code, params),
})

/** Trimmed text; empty says `required` (or the code given), longer than `max` says `too_long`. */
export const filledText = (max: number, required: AccountMessageCode = 'required') =>
  z.string(says(required)).check(
    z.trim(),
    // A blank field is only required, not also something else.
    z.minLength(1, { ...says(required), abort: true }),
    z.maxLength(max, says('too_long', { max })),
  )

/** Trimmed text that may be empty, at most `max` characters. */
export const anyText = (max: number) =>
  z.string(says('invalid')).check(z.trim(), z.maxLength(max, says('too_long', { max })))

/** The person's name (any script). */
export const fullName = () => filledText(FULL_NAME_MAX, 'name_required')

/** A Nepali mobile number as typed (spaces, dashes, +977), kept as its 10 digits. */
export const mobileNumber = () =>
  z.pipe(
    z.string(says('mobile_invalid')).check(z.refine(isNepaliMobile, says('mobile_invalid'))),
    z.transform(normalizePhone),
  )

/** The SMS code: its 6 digits. */
export const otpCode = () => {
  const wrong = says('otp_digits', { length: OTP_LENGTH })
  return z.string(wrong).check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), wrong))
}

/** An email address, trimmed. */
export const emailAddress = () =>
  z
    .string(says('email_invalid'))
    .check(
      z.trim(),
      z.email(says('email_invalid')),
      z.maxLength(EMAIL_MAX, says('too_long', { max: EMAIL_MAX })),
    )

/** An optional email in a form: '' (none) or an address. */
export const optionalEmail = () => z.union([z.literal(''), emailAddress()], says('email_invalid'))

/** An id (a district, a category…) in a payload. */
export const recordId = () =>
  z.number(says('invalid')).check(z.int(says('invalid')), z.positive(says('invalid')))

/** One of a list's values in a payload. */
export const oneOfList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, says('invalid_choice'))

/** A form's select of one of `values` ('' until chosen: `required`). */
export const chosen = <const T extends readonly string[]>(values: T) =>
  z.pipe(
    z.string(says('required')),
    z.transform((value: string, payload): T[number] => {
      if (values.includes(value)) return value
      return transformIssue(payload, accountMessage(value ? 'invalid_choice' : 'required'), value)
    }),
  )

/** A form's optional select of one of `values`: '' gives null. */
export const chosenOrNone = <const T extends readonly string[]>(values: T) =>
  z.pipe(
    z.string(says('invalid_choice')),
    z.transform((value: string, payload): T[number] | null => {
      if (value === '') return null
      if (values.includes(value)) return value
      return transformIssue(payload, accountMessage('invalid_choice'), value)
    }),
  )

const idOf = (value: string): number | null => (/^[1-9]\d*$/.test(value) ? Number(value) : null)

/** A form's select of an id (its value a string; '' until chosen: `required`). */
export const chosenId = () =>
  z.pipe(
    z.string(says('required')),
    z.transform((value: string, payload): number => {
      const id = idOf(value)
      if (id !== null) return id
      return transformIssue(payload, accountMessage(value ? 'invalid_choice' : 'required'), value)
    }),
  )

/** A form's optional select of an id: '' gives null. */
export const chosenIdOrNone = () =>
  z.pipe(
    z.string(says('invalid_choice')),
    z.transform((value: string, payload): number | null => {
      if (value === '') return null
      return idOf(value) ?? transformIssue(payload, accountMessage('invalid_choice'), value)
    }),
  )
