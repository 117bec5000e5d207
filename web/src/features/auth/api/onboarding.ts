import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'

/** What onboarding saved so far (`GET /jobseeker/onboarding/`): its steps' forms start from it. */
export interface OnboardingSaved {
  preferred_locations: number[]
  preferred_jobs: number[]
  basic_information: {
    full_name: string
    gender: string | null
    date_of_birth: string | null
    marital_status: string | null
    province: number | null
    district: number | null
    city: number | null
    address: string
    education_degree: number | null
    experience_months: number
    expected_salary_band: string | null
  } | null
  working_status: string | null
}

type SavedKey = readonly [path: string, lang: Lang]

const fetchSaved = ([path]: SavedKey) => apiFetch<OnboardingSaved>(path)

/** The saved onboarding answers of the signed-in job seeker (undefined while loading). */
export function useOnboardingSaved(lang: Lang) {
  const { data, mutate } = useSWR(['/api/v1/jobseeker/onboarding/', lang] as SavedKey, fetchSaved)
  return { saved: data, refresh: mutate }
}
