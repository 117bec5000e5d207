import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import {
  decodeValidationMessage,
  type ValidationCode,
  type ValidationParams,
} from '@jagir/shared/errors/validation-codes'
import type { Lang } from '@jagir/shared/routes/table'
import { formatNumber } from '../../../lib/format'

/** The wizard's fields as their labels name them, by the last part of the form path. */
export const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  title: msg`Job title`,
  preferred_shift: msg`Preferred shift`,
  vacancies: msg`Number of candidates`,
  province: msg`Province`,
  district: msg`District`,
  municipality: msg`Municipality/VDC`,
  address: msg`Address`,
  minimum: msg`Offered salary minimum`,
  maximum: msg`Maximum salary`,
  unit: msg`Salary unit`,
  job_type: msg`Job type`,
  job_level: msg`Job level`,
  description: msg`Description`,
  tags: msg`Tags`,
  education_level: msg`Minimum educational qualification`,
  experience_years: msg`Minimum experience`,
  work_standards: msg`Work standards`,
  skills: msg`Skills`,
  personal_qualities: msg`Personal qualities`,
  required_knowledge: msg`Required knowledge`,
  benefits: msg`Benefits`,
  document_categories: msg`Supporting Documents`,
  gender: msg`Preferred Gender`,
  age: msg`Age`,
  org_alt_name: msg`Alternative Name`,
  question: msg`Question`,
  question_type: msg`Question type`,
  answer_choices: msg`Answer choices`,
  choice_text: msg`Choice`,
}

/** Spec section 5's messages by stable code; `{field}` is the translated field label. */
const TEMPLATES: Readonly<Record<ValidationCode, MessageDescriptor>> = {
  required: msg`{field} field is required`,
  numeric: msg`{field} field may only contain numeric characters`,
  integer: msg`{field} field must be a whole number`,
  min_value: msg`{field} field must be {min} or more`,
  max_value: msg`{field} field must be {max} or less`,
  max_items: msg`{field} field must be less than or equal {max}`,
  min_items: msg`{field} field must have at least {min} items`,
  max_length: msg`{field} field may not be greater than {max} characters`,
  invalid_choice: msg`{field} field is not a valid choice`,
  salary_range: msg`{field} field must be greater than or equal to the minimum salary`,
  email: msg`{field} field must be a valid email`,
  phone: msg`{field} field must be a valid phone number`,
  digits: msg`{field} field must be {length} digits`,
  invalid: msg`{field} field is not valid`,
  too_complex: msg`{field} field has too much nested formatting`,
  date_order: msg`{field} field must not be before the start`,
  file_size: msg`{field} field must be at most {max} MB`,
  file_type: msg`{field} field must be a JPEG, PNG or WebP image`,
  duplicate: msg`{field} field is already in the list`,
  network_url: msg`{field} field must be a link to {network}`,
}

/** The translated label of a form path (`offered_salary.minimum` → 'Offered salary minimum'). */
export function fieldLabel(i18n: I18n, path: string): string {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? ''
  const label = FIELD_LABELS[last]
  return label ? i18n._(label) : last.replace(/_/g, ' ')
}

/**
 * A field's error as shown: a Jagir validation code (from the forms' zod schemas) in the
 * interface language with the field's label; a server's own text as it came.
 */
export function errorText(i18n: I18n, lang: Lang, path: string, message: string): string {
  const decoded = decodeValidationMessage(message)
  if (!decoded) return message
  const values: ValidationParams = {}
  for (const [name, value] of Object.entries(decoded.params)) {
    values[name] = typeof value === 'number' ? formatNumber(value, lang) : value
  }
  values.field = fieldLabel(i18n, path)
  const descriptor: MessageDescriptor = { ...TEMPLATES[decoded.code], values }
  return i18n._(descriptor)
}
