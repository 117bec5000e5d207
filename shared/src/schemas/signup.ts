import * as z from 'zod/mini'
import { fullName, mobileNumber, optionalEmail, otpCode, says } from './account-fields.js'

/**
 * The sign-up and forgotten-password tracks' first two steps (a name, a Nepali mobile number and
 * an optional email; the code sent to the number): the forms' checks, and the same fields in the
 * payloads the demo API checks.
 */

/** Job seeker and employer sign-up, step 1. */
export const signupDetailsFormSchema = z.object({
  full_name: fullName(),
  phone_number: mobileNumber(),
  email: optionalEmail(),
})
export type SignupDetailsFormInput = z.input<typeof signupDetailsFormSchema>

/**
 * A forgotten password's step 1 as a form: the number alone; the name and email the sign-up asks
 * are not asked, and stay as they are.
 */
export const resetDetailsFormSchema = z.object({
  full_name: z.string(),
  phone_number: mobileNumber(),
  email: z.string(),
})

/** `POST /auth/password-reset/send-otp/`: the account's number alone. */
export const accountNumberSchema = z.object({ phone_number: mobileNumber() })

/** Step 2 of every track: the code. */
export const codeFormSchema = z.object({ otp: otpCode() })

/** `POST …/send-otp/`: the number to send a code to, and for a sign-up who signs up. */
export const sendCodePayloadSchema = z.object({
  phone_number: mobileNumber(),
  role: z._default(z.enum(['jobseeker', 'employer'], says('invalid_choice')), 'jobseeker'),
})

/** `POST …/verify-otp/`: the number and the code it was sent. */
export const verifyCodePayloadSchema = z.object({
  phone_number: mobileNumber(),
  otp: otpCode(),
})
