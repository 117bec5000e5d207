import * as z from 'zod/mini'
import { DEFAULT_COUNTRY_CODE, DEFAULT_COUNTRY_NAME } from '../rules/constants.js'
import { NEPALI_MOBILE } from '../rules/phone.js'
import { codedMessage } from './fields.js'

/*
 * The product's rules list the sign-up drafts' fields but not their formats; these are what a Nepali job
 * site needs: Nepali mobile numbers (NTC 984-986, Ncell 980-982, Smart 961/962/988, all 10
 * digits starting 96/97/98) when the country code is +977, 6 to 15 digits elsewhere (E.164
 * allows 15 with the country code); a 6-digit SMS code; names in any script (Devanagari too).
 */

export { NEPALI_MOBILE }
/** Any other country's number, digits only. */
export const FOREIGN_PHONE = /^\d{6,15}$/
/** Length of the SMS verification code. */
export const OTP_LENGTH = 6
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u

/** True when the phone number is valid for the country code. */
export function isValidPhone(phone: string, countryCode: string = DEFAULT_COUNTRY_CODE): boolean {
  return countryCode === DEFAULT_COUNTRY_CODE
    ? NEPALI_MOBILE.test(phone)
    : FOREIGN_PHONE.test(phone)
}

const fullName = z.string().check(
  z.trim(),
  // A blank name is only 'required', not also 'invalid'.
  z.minLength(1, { error: codedMessage('required'), abort: true }),
  z.maxLength(100, { error: codedMessage('max_length', { max: 100 }) }),
  z.regex(NAME, { error: codedMessage('invalid') }),
)
const countryCode = z.string().check(z.regex(/^\+\d{1,4}$/, { error: codedMessage('invalid') }))
const phoneNumber = z.string().check(z.trim(), z.minLength(1, { error: codedMessage('required') }))
const otp = z.string().check(
  z.trim(),
  z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), {
    error: codedMessage('digits', { length: OTP_LENGTH }),
  }),
)
const email = z.union([
  z.literal(''),
  z.email({ error: codedMessage('email') }).check(z.maxLength(254)),
])

const phoneIssue = (
  value: { phoneNumber: string; countryCode?: string },
  ctx: z.core.$RefinementCtx,
) => {
  if (value.phoneNumber && !isValidPhone(value.phoneNumber, value.countryCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['phoneNumber'],
      message: codedMessage('phone'),
      input: value.phoneNumber,
    })
  }
}

/** The job seeker's sign-up draft, kept between steps (docs/product.md#sign-up-and-onboarding). */
export const jobseekerSignupDraftSchema = z
  .object({
    fullName,
    phoneNumber,
    /** Empty until the code was sent and typed. */
    otp: z._default(z.union([z.literal(''), otp]), ''),
    countryCode: z._default(countryCode, DEFAULT_COUNTRY_CODE),
    countryName: z._default(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
      DEFAULT_COUNTRY_NAME,
    ),
    /** The country's flag (emoji or image URL). */
    countryFlag: z._default(z.string().check(z.maxLength(500)), ''),
    /** Optional. */
    email: z._default(email, ''),
  })
  .check(z.superRefine(phoneIssue))
export type JobseekerSignupDraft = z.infer<typeof jobseekerSignupDraftSchema>

/** The employer's sign-up draft (docs/product.md#sign-up-and-onboarding): phone, code, and whether it is an organization. */
export const employerSignupDraftSchema = z
  .object({
    phoneNumber,
    otp: z._default(z.union([z.literal(''), otp]), ''),
    /** The product's "org flag": signing up as an organization. */
    isOrganization: z._default(z.boolean(), true),
  })
  .check(
    z.superRefine((value, ctx) => phoneIssue({ ...value, countryCode: DEFAULT_COUNTRY_CODE }, ctx)),
  )
export type EmployerSignupDraft = z.infer<typeof employerSignupDraftSchema>

/** The verify-code step: the code must be all there. */
export const otpSchema = z.object({ otp })
