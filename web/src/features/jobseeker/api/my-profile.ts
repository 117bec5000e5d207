import useSWR, { mutate } from 'swr'
import type { PersonalDetails } from '@jagir/shared/schemas/basic-information'
import type { ProfilePatchInput } from '@jagir/shared/schemas/jobseeker-profile'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'
import type { NamedItem } from '../../../components/profile/lookups'

/** An education entry as read back: its degree named. */
export interface EducationRead {
  id: number
  degree: NamedItem | null
  institution: string
  calendar: 'AD' | 'BS'
  start_year: number
  end_year: number | null
}

/** A job held, as read back. */
export interface ExperienceRead {
  id: number
  title: string
  organization: string
  start_date: string
  end_date: string | null
  is_current: boolean
}

/**
 * A job seeker's profile as GET `/api/v1/jobseeker/me/` (and an employer's or the seeker's
 * `/jobseeker/profile/{username}/`) answers it. Visitors get the public part (`is_limited`), in
 * which the fields after `languages` are missing.
 */
export interface SeekerProfile {
  id: number
  username: string
  full_name: string
  profile_picture: string | null
  headline: string
  about: string
  district: NamedItem | null
  job_level: string | null
  experience_months: number
  working_status: string | null
  skills: NamedItem[]
  preferred_jobs: NamedItem[]
  languages: { language: string; level: string }[]
  is_limited: boolean
  expected_salary_band?: string | null
  gender?: string | null
  marital_status?: string | null
  date_of_birth?: string | null
  education_history?: EducationRead[]
  work_experience?: ExperienceRead[]
  social_links?: { network: string; url: string }[]
  preferred_locations?: NamedItem[]
  is_public?: boolean
  contact?: { email: string; phone_number: string; alternate_phone?: string } | null
  /** For an employer who bought the contact details: when, and by which order (issue 31). */
  unlocked?: { unlocked_at: string; order_id: number } | null
}

const MY_PROFILE_PATH = '/api/v1/jobseeker/me/'

/** SWR key of the signed-in seeker's own profile in a language. */
export const myProfileKey = (lang: Lang): LangKey => [MY_PROFILE_PATH, lang]

/** The signed-in seeker's profile, as employers see it (plus the contact details). */
export function useMyProfile() {
  const lang = useLang()
  return useSWR(myProfileKey(lang), ([path]: LangKey) => apiFetch<SeekerProfile>(path), {
    revalidateOnFocus: false,
  })
}

/** Puts a saved profile in place in this language; the other language asks again when shown. */
export async function keepMyProfile(profile: SeekerProfile, lang: Lang): Promise<void> {
  await mutate(myProfileKey(lang), profile, { revalidate: false })
  await mutate(
    (key) => Array.isArray(key) && key[0] === MY_PROFILE_PATH && key[1] !== lang,
    undefined,
    { revalidate: false },
  )
}

/**
 * Saves some sections of the profile (PATCH `/api/v1/jobseeker/me/`); answers the profile. A 400
 * comes back as ApiError with the fields' messages, for the section's form to show.
 */
export function saveMyProfile(patch: ProfilePatchInput): Promise<SeekerProfile> {
  return apiFetch<SeekerProfile>(MY_PROFILE_PATH, { method: 'PATCH', body: patch })
}

/**
 * Saves the personal details (name, gender, birth date, marital status, district) with the
 * onboarding's basic-information PUT, which holds them; answers the profile as it now is. A new
 * district drops the municipality that belonged to the old one. The name is sent only when it
 * was changed: a name kept in both scripts is not overwritten by the one this page shows.
 */
export async function savePersonalDetails(
  { full_name, ...details }: PersonalDetails,
  before: Pick<SeekerProfile, 'full_name' | 'district'>,
): Promise<SeekerProfile> {
  await apiFetch('/api/v1/jobseeker/onboarding/basic-information/', {
    method: 'PUT',
    body: {
      ...details,
      ...(full_name === before.full_name ? {} : { full_name }),
      ...(details.district === (before.district?.id ?? null) ? {} : { city: null }),
    },
  })
  return apiFetch<SeekerProfile>(MY_PROFILE_PATH)
}
