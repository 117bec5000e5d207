import { devanagariDigits } from '../rules/digits.js'

/**
 * Validation messages as stable codes with parameters (docs/product.md#validation-messages). Forms and the BFF emit
 * these; the web renders them in English or Nepali through Lingui, the BFF in the request's
 * language with the templates below.
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

/**
 * The same messages in Nepali, for the BFF's answers to a Nepali page (the web's forms say
 * theirs through Lingui). The same shape as the English: the field's name, then the rule.
 */
export const VALIDATION_TEMPLATES_NE: Readonly<Record<ValidationCode, string>> = {
  required: '{field} आवश्यक छ',
  numeric: '{field}मा अङ्क मात्र हुनुपर्छ',
  integer: '{field} पूर्णाङ्क हुनुपर्छ',
  min_value: '{field} {min} वा बढी हुनुपर्छ',
  max_value: '{field} {max} वा कम हुनुपर्छ',
  max_items: '{field} {max}भन्दा बढी हुनु हुँदैन',
  min_items: '{field}मा कम्तीमा {min} वटा हुनुपर्छ',
  max_length: '{field}मा {max}भन्दा बढी अक्षर हुनु हुँदैन',
  invalid_choice: '{field} मान्य विकल्प होइन',
  salary_range: '{field} न्यूनतम तलबभन्दा कम हुनु हुँदैन',
  email: '{field} मान्य इमेल ठेगाना हुनुपर्छ',
  phone: '{field} मान्य फोन नम्बर हुनुपर्छ',
  mobile: '{field} १० अङ्कको मोबाइल नम्बर हुनुपर्छ',
  digits: '{field} {length} अङ्कको हुनुपर्छ',
  invalid: '{field} मान्य छैन',
  too_complex: '{field}मा धेरै तह भित्र-भित्र ढाँचा छ',
  date_order: '{field} सुरुको मितिभन्दा अघि हुनु हुँदैन',
  file_size: '{field} बढीमा {max} मेगाबाइटको हुनुपर्छ',
  file_type: '{field} जेपेग, पीएनजी वा वेबपी तस्बिर हुनुपर्छ',
  duplicate: '{field} सूचीमा पहिले नै छ',
  network_url: '{field} {network}को लिङ्क हुनुपर्छ',
  deadline_range: '{field} आजदेखि {max} दिनभित्रको दिन हुनुपर्छ',
}
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

/** The Nepali labels of the same fields, as the Nepali forms name them. */
export const FIELD_LABELS_NE: Record<string, string> = {
  title: 'पदको नाम',
  preferred_shift: 'रुचाइएको पाली',
  vacancies: 'उम्मेदवारको सङ्ख्या',
  province: 'प्रदेश',
  district: 'जिल्ला',
  municipality: 'नगरपालिका/गाउँपालिका',
  address: 'ठेगाना',
  job_locations: 'स्थान',
  offered_salary: 'प्रस्तावित तलब',
  minimum: 'न्यूनतम प्रस्तावित तलब',
  maximum: 'अधिकतम तलब',
  unit: 'तलबको अवधि',
  available_for: 'जागिरको प्रकार',
  job_type: 'जागिरको प्रकार',
  job_level: 'जागिरको तह',
  tags: 'ट्यागहरू',
  description: 'विवरण',
  deadline: 'आवेदनको अन्तिम मिति',
  education_level: 'न्यूनतम शैक्षिक योग्यता',
  experience_years: 'न्यूनतम अनुभव',
  min_experience_months: 'न्यूनतम अनुभव',
  work_standards: 'कार्य मापदण्डहरू',
  skills: 'सीपहरू',
  personal_qualities: 'व्यक्तिगत गुणहरू',
  required_knowledge: 'आवश्यक ज्ञान',
  benefits: 'सुविधाहरू',
  document_categories: 'सहायक कागजातहरू',
  gender: 'रुचाइएको लिङ्ग',
  age: 'उमेर',
  min_age: 'उमेर',
  max_age: 'उमेर',
  org_alt_name: 'वैकल्पिक नाम',
  question: 'प्रश्न',
  question_type: 'प्रश्नको प्रकार',
  answer_choices: 'उत्तरका विकल्पहरू',
  choice_text: 'विकल्प',
  fullName: 'पूरा नाम',
  phoneNumber: 'फोन नम्बर',
  otp: 'प्रमाणीकरण कोड',
  email: 'इमेल',
}

/** The last named part of a field path ('job_locations.0.district' → 'district'). */
const lastPart = (path: string): string =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop() ?? ''

/** The English label of a field path ('offered_salary.minimum' → 'Offered salary minimum'). */
export function fieldLabelEn(path: string): string {
  const last = lastPart(path)
  const known = FIELD_LABELS_EN[last]
  if (known) return known
  const words = last.replace(/_/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'This'
}

/**
 * The Nepali label of a field path: the form's own where it has one, else the English label
 * (a field no Nepali form shows, named as the API names it, never a guess).
 */
export function fieldLabelNe(path: string): string {
  return FIELD_LABELS_NE[lastPart(path)] ?? fieldLabelEn(path)
}

/** Renders a message in English; `field` defaults to the English label of params.field. */
export function renderValidationMessageEn(message: ValidationMessage): string {
  return renderValidationMessage(message, 'en')
}

/**
 * Renders a message in `lang`: `field` is the label of params.field in that language, and in
 * Nepali the numbers are in Devanagari digits.
 */
export function renderValidationMessage(message: ValidationMessage, lang: 'en' | 'ne'): string {
  const params: ValidationParams = { ...message.params }
  const path = String(params.field ?? '')
  params.field = lang === 'ne' ? fieldLabelNe(path) : fieldLabelEn(path)
  const template =
    lang === 'ne' ? VALIDATION_TEMPLATES_NE[message.code] : VALIDATION_TEMPLATES[message.code]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole
    const value = params[name]!
    return lang === 'ne' && typeof value === 'number' ? devanagariDigits(value) : String(value)
  })
}
