import * as z from 'zod/mini'
import { codedMessage, formNumber, optionalText, requiredText, transformIssue } from './fields.js'
import { NEPALI_MOBILE, normalizePhone } from '../rules/phone.js'

/*
 * The public forms' payloads (docs/product.md#content-pages: contact, insta-hire): the SPA's forms check them
 * before sending, the demo API checks them again (and answers field errors in the request's
 * language). The product gives no rules; these are what the provider needs to answer someone:
 * a name, a way back (a valid email; a Nepali mobile for a quick hiring call), and text of a
 * length a person writes.
 */

/** Longest message of a contact or insta-hire form. */
export const CONTACT_MESSAGE_MAX = 5_000
export const INSTA_HIRE_MESSAGE_MAX = 2_000
/** Most positions one insta-hire request asks for. */
export const INSTA_HIRE_POSITIONS_MAX = 500

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: codedMessage('required'), abort: true }),
    z.maxLength(254, { error: codedMessage('max_length', { max: 254 }) }),
    z.email({ error: codedMessage('email') }),
  )

/** A Nepali mobile number, kept as its ten digits. */
const mobile = z.pipe(
  z.string(),
  z.transform((raw: string, payload): string => {
    const value = normalizePhone(raw)
    if (value === '') return transformIssue(payload, codedMessage('required'), raw)
    return NEPALI_MOBILE.test(value) ? value : transformIssue(payload, codedMessage('mobile'), raw)
  }),
)

/** POST `/api/v1/contact/`: a message to the Jagir team. */
export const contactFormSchema = z.object({
  full_name: requiredText(100),
  email,
  subject: requiredText(150),
  message: requiredText(CONTACT_MESSAGE_MAX),
})
export type ContactForm = z.input<typeof contactFormSchema>

/** POST `/api/v1/insta-hire/`: an employer's quick hiring request. */
export const instaHireFormSchema = z.object({
  organization_name: requiredText(150),
  contact_person: requiredText(100),
  phone_number: mobile,
  email,
  job_title: requiredText(150),
  /** A number, or its digits as typed (Devanagari too). */
  positions: formNumber({ min: 1, max: INSTA_HIRE_POSITIONS_MAX, integer: true }),
  message: z._default(optionalText(INSTA_HIRE_MESSAGE_MAX), ''),
})
export type InstaHireForm = z.input<typeof instaHireFormSchema>
