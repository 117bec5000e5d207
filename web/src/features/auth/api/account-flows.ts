import type { CurrentUser } from '@jagir/shared/schemas/user'
import { apiFetch } from '../../../lib/api-client'

/** Why a verification code was sent: a new (employer) account, or a forgotten password. */
export type CodePurpose = 'signup' | 'reset'

const base = (purpose: CodePurpose) =>
  purpose === 'signup' ? '/api/v1/auth/signup' : '/api/v1/auth/password-reset'

/** Sends a verification code by SMS (sign-up in the dialog is always the employer one). */
export function sendCode(purpose: CodePurpose, phoneNumber: string): Promise<unknown> {
  const body =
    purpose === 'signup'
      ? { phone_number: phoneNumber, role: 'employer' }
      : { phone_number: phoneNumber }
  return apiFetch(`${base(purpose)}/send-otp/`, { method: 'POST', body })
}

/** Checks the code; the answer's ticket lets the password be set once. */
export async function verifyCode(
  purpose: CodePurpose,
  phoneNumber: string,
  otp: string,
): Promise<string> {
  const answer = await apiFetch<{ verification_token: string }>(`${base(purpose)}/verify-otp/`, {
    method: 'POST',
    body: { phone_number: phoneNumber, otp },
  })
  return answer.verification_token
}

export interface NewAccount {
  fullName: string
  email: string | null
}

/** Sets the password: creates the account (sign-up) or replaces the forgotten one (reset). */
export function setPassword(
  purpose: CodePurpose,
  phoneNumber: string,
  ticket: string,
  password: string,
  account?: NewAccount,
): Promise<unknown> {
  const body: Record<string, unknown> = {
    phone_number: phoneNumber,
    verification_token: ticket,
    password,
  }
  if (purpose === 'signup' && account) {
    body.full_name = account.fullName
    body.email = account.email
  }
  return apiFetch(`${base(purpose)}/set-password/`, { method: 'POST', body })
}

/** The employer's initial profile form (their organization). */
export interface OrganizationForm {
  name: string
  category: number
  district: number
  address: string
  phone_number: string
  website: string | null
  employees: string
  about: string
}

/** Sizes the initial form offers, as the API names them. */
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-100', '101-200', '201-500', '500+'] as const

/** Saves the initial form: creates the organization, or updates the one the employer has. */
export async function saveOrganization(
  form: OrganizationForm,
  hasOrganization: boolean,
): Promise<void> {
  await apiFetch('/api/v1/employer/organization/', {
    method: hasOrganization ? 'PUT' : 'POST',
    body: form,
  })
}

/** A job seeker's basic details. */
export interface JobseekerBasics {
  full_name: string
  gender: string
  date_of_birth: string
  district: number
}

/** Saves a job seeker's basic details; answers the updated user. */
export function saveJobseekerBasics(form: JobseekerBasics): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/v1/jobseeker/onboarding/basic-information/', {
    method: 'PUT',
    body: form,
  })
}

/** Enrolls someone (signed in or not) in a training. */
export function enrollInTraining(
  slug: string,
  form: { full_name: string; phone_number: string; email: string | null },
): Promise<{ detail?: string }> {
  return apiFetch(`/api/v1/training/${encodeURIComponent(slug)}/enroll/`, {
    method: 'POST',
    body: form,
  })
}
