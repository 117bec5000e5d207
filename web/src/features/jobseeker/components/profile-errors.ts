import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import {
  decodeValidationMessage,
  type ValidationCode,
  type ValidationParams,
} from '@jagir/shared/errors/validation-codes'
import type { Lang } from '@jagir/shared/routes/table'
import { formatNumber } from '../../../lib/format'

/**
 * The profile's messages by validation code. Shown right under their field, so they say what to
 * do rather than name the field; the limit of 10 keeps spec section 5's words.
 */
const TEXT: Readonly<Record<ValidationCode, MessageDescriptor>> = {
  required: msg`Please fill this in.`,
  numeric: msg`Please enter a number.`,
  integer: msg`Please enter a whole number.`,
  min_value: msg`It must be {min} or later.`,
  max_value: msg`It must be {max} or earlier.`,
  max_items: msg({ message: `{field} field must be less than or equal {max}`, context: 'profile' }),
  min_items: msg`Choose at least {min}.`,
  max_length: msg`Please keep it to {max} characters.`,
  invalid_choice: msg`Please choose from the list.`,
  salary_range: msg`The highest may not be below the lowest.`,
  email: msg`Enter an e-mail address like name@example.com.`,
  phone: msg`Enter a Nepali number: a 10-digit mobile, or a landline with its area code.`,
  digits: msg`It must be {length} digits.`,
  invalid: msg`This is not valid.`,
  too_complex: msg`This has too much formatting.`,
  date_order: msg`The end cannot be before the start.`,
  file_size: msg`The photo must be at most {max} MB.`,
  file_type: msg`Choose a JPEG, PNG or WebP image.`,
  duplicate: msg`This is already in the list.`,
  network_url: msg`Enter a link to your {network} page.`,
}

/**
 * A field's error as shown: a validation code in the interface language (numbers in its digits,
 * `label` naming the field where the message does), or a server's own text as it came.
 */
export function profileErrorText(
  i18n: I18n,
  lang: Lang,
  message: string | undefined,
  label = '',
): string | undefined {
  if (!message) return undefined
  const decoded = decodeValidationMessage(message)
  if (!decoded) return message
  const values: ValidationParams = { field: label }
  for (const [name, value] of Object.entries(decoded.params)) {
    if (name !== 'field')
      values[name] = typeof value === 'number' ? formatNumber(value, lang) : value
  }
  const descriptor: MessageDescriptor = { ...TEXT[decoded.code], values }
  return i18n._(descriptor)
}
