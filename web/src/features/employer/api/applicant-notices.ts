import useSWR from 'swr'
import type {
  ApplicantNoticeFrequency,
  ApplicantNoticeSettings,
} from '@jagir/shared/schemas/applicant'
import type { AlertChannel } from '@jagir/shared/rules/saved-search'
import { apiFetch } from '../../../lib/api-client'

export const APPLICANT_NOTICES_PATH = '/api/v1/employer/applicant-notices/'

/** How the employer hears of new applicants, as the API answers it. */
export interface ApplicantNotices {
  frequency: ApplicantNoticeFrequency
  channels: AlertChannel[]
}

/** The employer's new-applicant notice settings. */
export const useApplicantNotices = () =>
  useSWR([APPLICANT_NOTICES_PATH, 'notices'] as const, ([path]) => apiFetch<ApplicantNotices>(path))

/** Saves them (in the page's language: the notices are written in it). */
export const saveApplicantNotices = (settings: ApplicantNoticeSettings) =>
  apiFetch<ApplicantNotices>(APPLICANT_NOTICES_PATH, { method: 'PUT', body: settings })
