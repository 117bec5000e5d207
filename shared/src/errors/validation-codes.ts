/**
 * Validation messages as stable codes with parameters (docs/product.md#validation-messages). Forms and the BFF emit
 * these; the web renders them in English or Nepali through Lingui, the BFF in English.
 */

/** Every validation code Jagir emits, with its English template (documentation and BFF text). */
export const VALIDATION_TEMPLATES = {
  required: '{field} field is required',
  numeric: '{field} field may only contain numeric characters',
  integer: '{field} field must be a whole number',
  min_value: '{field} field must be {min} or more',
  max_value: '{field} field must be {max} or less',
  // docs/product.md#validation-messages gives this one word for word: '{field} field must be less than or equal 10'.
  max_items: '{field} field must be less than or equal {max}',
  min_items: '{field} field must have at least {min} items',
  max_length: '{field} field may not be greater than {max} characters',
  invalid_choice: '{field} field is not a valid choice',
  salary_range: '{field} field must be greater than or equal to the minimum salary',
  email: '{field} field must be a valid email',
  phone: '{field} field must be a valid phone number',
  // A number that must be a mobile (a quick call back), where a landline will not do.
  mobile: '{field} field must be a 10-digit mobile number',
  digits: '{field} field must be {length} digits',
  invalid: '{field} field is not valid',
  // Rich text nested too deeply, or too slow to sanitize (see sanitize/limits.ts).
  too_complex: '{field} field has too much nested formatting',
  // Profiles (issue 15): an end before its start, a photo too big or not an image, an entry
  // given twice, a social link to another site.
  date_order: '{field} field must not be before the start',
  file_size: '{field} field must be at most {max} MB',
  file_type: '{field} field must be a JPEG, PNG or WebP image',
  duplicate: '{field} field is already in the list',
  network_url: '{field} field must be a link to {network}',
  // A job's deadline (issue 31): a day from today to {max} days ahead.
  deadline_range: '{field} field must be a day from today to {max} days from today',
} as const

export type ValidationCode = keyof typeof VALIDATION_TEMPLATES
export type ValidationParams = Record<string, string | number>

/** A validation failure: a stable code and the values its message needs (field is the path). */
export interface ValidationMessage {
  code: ValidationCode
  params: ValidationParams
}

const isCode = (value: unknown): value is ValidationCode =>
  typeof value === 'string' && Object.hasOwn(VALIDATION_TEMPLATES, value)

/**
 * Encodes a message into a zod issue message string, the one channel react-hook-form's resolver
 * keeps; `decodeValidationMessage` reads it back.
 */
export function encodeValidationMessage(
  code: ValidationCode,
  params: ValidationParams = {},
): string {
  return JSON.stringify({ code, params })
}

/** Reads a message written by `encodeValidationMessage`; null for any other string. */
export function decodeValidationMessage(message: string): ValidationMessage | null {
  if (!message.startsWith('{')) return null
  try {
    const parsed: unknown = JSON.parse(message)
    if (typeof parsed !== 'object' || parsed === null) return null
    const { code, params } = parsed as { code?: unknown; params?: unknown }
    if (!isCode(code)) return null
    const safeParams: ValidationParams = {}
    if (typeof params === 'object' && params !== null) {
      for (const [key, value] of Object.entries(params)) {
        if (typeof value === 'string' || typeof value === 'number') safeParams[key] = value
      }
    }
    return { code, params: safeParams }
  } catch {
    return null
  }
}

/** English labels of the wizard's fields as the product names them; others are humanized. */
export const FIELD_LABELS_EN: Record<string, string> = {
  title: 'Job title',
  preferred_shift: 'Preferred shift',
  vacancies: 'Number of candidates',
  province: 'Province',
  district: 'District',
  municipality: 'Municipality/VDC',
  address: 'Address',
  job_locations: 'Location',
  offered_salary: 'Offered salary',
  minimum: 'Offered salary minimum',
  maximum: 'Maximum salary',
  unit: 'Salary unit',
  available_for: 'Job type',
  job_type: 'Job type',
  job_level: 'Job level',
  tags: 'Tags',
  description: 'Description',
  deadline: 'Deadline',
  education_level: 'Minimum educational qualification',
  experience_years: 'Minimum experience',
  min_experience_months: 'Minimum experience',
  work_standards: 'Work standards',
  skills: 'Skills',
  personal_qualities: 'Personal qualities',
  required_knowledge: 'Required knowledge',
  benefits: 'Benefits',
  document_categories: 'Supporting Documents',
  gender: 'Preferred Gender',
  age: 'Age',
  min_age: 'Age',
  max_age: 'Age',
  org_alt_name: 'Alternative Name',
  question: 'Question',
  question_type: 'Question type',
  answer_choices: 'Answer choices',
  choice_text: 'Choice',
  fullName: 'Full name',
  phoneNumber: 'Phone number',
  otp: 'Verification code',
  email: 'Email',
}

/** The English label of a field path ('offered_salary.minimum' → 'Offered salary minimum'). */
export function fieldLabelEn(path: string): string {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? ''
  const known = FIELD_LABELS_EN[last]
  if (known) return known
  const words = last.replace(/_/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This'
}

/** Renders a message in English; `field` defaults to the English label of params.field. */
export function renderValidationMessageEn(message: ValidationMessage): string {
  const params: ValidationParams = { ...message.params }
  params.field = fieldLabelEn(String(params.field ?? ''))
  return VALIDATION_TEMPLATES[message.code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}
