import * as z from 'zod/mini'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../rules/password.js'
import { accountMessage } from './account-messages.js'
import { emailAddress, fullName, mobileNumber, says } from './account-fields.js'

/**
 * Passwords (sign-up, a forgotten one, a change): the provider's rules (`rules/password.ts`) as
 * the forms check them and as the demo API checks the payloads.
 */

const PROBLEM_MESSAGES = {
  too_short: accountMessage('password_too_short', { min: PASSWORD_MIN_LENGTH }),
  too_long: accountMessage('too_long', { max: PASSWORD_MAX_LENGTH }),
  numeric: accountMessage('password_numeric'),
  common: accountMessage('password_common'),
} as const

/**
 * A new password: at least 8 characters, at most 128, not digits only, not blank or one character
 * repeated. (The server also refuses the most common passwords, with the same `password_common`.)
 */
export const newPassword = () =>
  z.string(says('password_too_short', { min: PASSWORD_MIN_LENGTH })).check(
    z.superRefine((password, ctx) => {
      const problem = passwordProblem(password)
      if (problem) {
        ctx.addIssue({ code: 'custom', message: PROBLEM_MESSAGES[problem], input: password })
      }
    }),
  )

/** The password the account has now: anything but nothing. */
const currentPassword = () =>
  z
    .string(says('current_password_required'))
    .check(z.minLength(1, says('current_password_required')))

/** The confirmation: checked against the new password by the form's `sameAs` check. */
const confirmation = () => z.string(says('password_mismatch'))

/** The confirmation must repeat the new password (`field`); said under the confirmation. */
const sameAs = <F extends 'password' | 'new_password'>(field: F) =>
  z.superRefine((values: Record<F | 'confirm', string>, ctx) => {
    if (values.confirm === values[field]) return
    ctx.addIssue({
      code: 'custom',
      path: ['confirm'],
      message: accountMessage('password_mismatch'),
      input: values.confirm,
    })
  })

/** The tracks' step 3: the new password, typed twice. */
export const setPasswordFormSchema = z
  .object({ password: newPassword(), confirm: confirmation() })
  .check(sameAs('password'))
export type SetPasswordFormInput = z.input<typeof setPasswordFormSchema>

/** `/settings/change-password`: the current password, the new one typed twice. */
export const changePasswordFormSchema = z
  .object({ old_password: currentPassword(), new_password: newPassword(), confirm: confirmation() })
  .check(sameAs('new_password'))
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>

/** The number and the ticket its checked code gave, which lets the password be set once. */
const ticket = {
  phone_number: mobileNumber(),
  verification_token: z.string(says('required')).check(z.minLength(1, says('required'))),
  password: newPassword(),
}

/** `POST /auth/signup/set-password/`: creates the account. */
export const signupPasswordPayloadSchema = z.object({
  ...ticket,
  full_name: fullName(),
  email: z._default(z.nullable(emailAddress()), null),
})

/** `POST /auth/password-reset/set-password/`: replaces a forgotten password. */
export const resetPasswordPayloadSchema = z.object(ticket)

/** `POST /auth/change-password/`. */
export const changePasswordPayloadSchema = z.object({
  old_password: currentPassword(),
  new_password: newPassword(),
})
