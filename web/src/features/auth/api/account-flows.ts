import type { FlowTrack } from '@jagir/shared/rules/signup-flow'
import type { BasicInformationPayload } from '@jagir/shared/schemas/basic-information'
import type { OrganizationPayload } from '@jagir/shared/schemas/organization'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { apiFetch } from '../../../lib/api-client'

const base = (track: FlowTrack) =>
  track === 'reset' ? '/api/v1/auth/password-reset' : '/api/v1/auth/signup'

/**
 * The server could not send the SMS (its gateway failed: 502) or has no way to (503): the form
 * says so with the server's words instead of leaving for the error page.
 */
export const SMS_UNAVAILABLE: readonly number[] = [502, 503]

/** Sends a verification code by SMS: for a new job seeker or employer, or a forgotten password. */
export function sendCode(track: FlowTrack, phoneNumber: string): Promise<unknown> {
  const body =
    track === 'reset' ? { phone_number: phoneNumber } : { phone_number: phoneNumber, role: track }
  return apiFetch(`${base(track)}/send-otp/`, {
    method: 'POST',
    body,
    callerStatuses: SMS_UNAVAILABLE,
  })
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

/** The employer's organisation as its form edits it (`GET /employer/organization/`). */
export interface SavedOrganization {
  id: number
  name: string
  category: number | null
  province: number | null
  district: number | null
  address: string
  phone_number: string
  email: string | null
  website: string | null
  employees: string | null
  about: string
  pan: string | null
  logo: string | null
}

/** Saves the initial form: creates the organization, or updates the one the employer has. */
export async function saveOrganization(
  form: OrganizationPayload,
  hasOrganization: boolean,
): Promise<void> {
  await apiFetch('/api/v1/employer/organization/', {
    method: hasOrganization ? 'PUT' : 'POST',
    body: form,
  })
}

const onboarding = (step: string, body: unknown) =>
  apiFetch<CurrentUser>(`/api/v1/jobseeker/onboarding/${step}/`, { method: 'PUT', body })

/** Saves a job seeker's basic information; answers the updated user. */
export const saveJobseekerBasics = (form: BasicInformationPayload) =>
  onboarding('basic-information', form)
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
