import type { FlowTrack } from '@jagir/shared/rules/signup-flow'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { apiFetch } from '../../../lib/api-client'

const base = (track: FlowTrack) =>
  track === 'reset' ? '/api/v1/auth/password-reset' : '/api/v1/auth/signup'

/** Sends a verification code by SMS: for a new job seeker or employer, or a forgotten password. */
export function sendCode(track: FlowTrack, phoneNumber: string): Promise<unknown> {
  const body =
    track === 'reset' ? { phone_number: phoneNumber } : { phone_number: phoneNumber, role: track }
  return apiFetch(`${base(track)}/send-otp/`, { method: 'POST', body })
}

/** Checks the code; the answer's ticket lets the password be set once. */
export async function verifyCode(
  track: FlowTrack,
  phoneNumber: string,
  otp: string,
): Promise<string> {
  const answer = await apiFetch<{ verification_token: string }>(`${base(track)}/verify-otp/`, {
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
  track: FlowTrack,
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
  if (track !== 'reset' && account) {
    body.full_name = account.fullName
    body.email = account.email
  }
  return apiFetch(`${base(track)}/set-password/`, { method: 'POST', body })
}

/** Changes the signed-in user's password. */
export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return apiFetch('/api/v1/auth/change-password/', {
    method: 'POST',
    body: { old_password: oldPassword, new_password: newPassword },
  })
}

/** The employer's initial profile form (their organization). */
export interface OrganizationForm {
  name: string
  category: number
  district: number
  address: string
  phone_number: string
  website: string | null
  email: string | null
  employees: string
  about: string
  /** A `data:` URL of the logo, null to remove it; absent leaves it as it is. */
  logo?: string | null
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

/** A job seeker's basic information (onboarding step 3, and the details dialog). */
export interface JobseekerBasics {
  full_name?: string
  gender: string
  date_of_birth: string
  marital_status: string | null
  district: number
  city: number | null
  address: string
  education_degree: number | null
  experience_months: number
  expected_salary_band: string | null
}

const onboarding = (step: string, body: unknown) =>
  apiFetch<CurrentUser>(`/api/v1/jobseeker/onboarding/${step}/`, { method: 'PUT', body })

/** Saves a job seeker's basic information; answers the updated user. */
export const saveJobseekerBasics = (form: JobseekerBasics) => onboarding('basic-information', form)
/** Saves the preferred districts (onboarding step 1); answers the updated user. */
export const savePreferredLocations = (districts: number[]) =>
  onboarding('preferred-locations', { districts })
/** Saves the preferred job categories (onboarding step 2); answers the updated user. */
export const savePreferredJobs = (categories: number[]) =>
  onboarding('preferred-jobs', { categories })
/** Saves the working status (onboarding step 4); answers the updated user. */
export const saveWorkingStatus = (status: string) =>
  onboarding('working-status', { working_status: status })

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
