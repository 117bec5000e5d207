import type { Lang } from '@jagir/shared/routes/table'
import { pageQuery, type Page } from '@jagir/shared/schemas/page'
import { readPage, usePage } from '../../../lib/paging'
import type { LangKey } from '../../../components/job/locale-key'
import type { JobseekerSummary } from '../../../components/profile/jobseeker-card'

/** A job seeker the employer unlocked, as GET `/api/v1/employer/candidates/` lists them. */
export interface Candidate {
  jobseeker: JobseekerSummary
  contact?: { email?: string | null; phone_number?: string | null } | null
  /** The paid order that unlocked them. */
  order?: { id: number; created_at: string } | null
  unlocked_at?: string | null
}

/** SWR key of a page of the employer's candidates. */
export const candidatesKey = (page: number, lang: Lang): LangKey => [
  `/api/v1/employer/candidates/?${pageQuery('candidates', page)}`,
  lang,
]

/** A page of candidates; one without a username (nothing to open) is left out. */
const readCandidates = (body: Partial<Page<Candidate>> | undefined) =>
  readPage(body, (candidate) => typeof candidate?.jobseeker?.username === 'string')

/** A page of the job seekers the employer unlocked by a purchase, newest first. */
export const useCandidates = (page: number, lang: Lang) =>
  usePage(candidatesKey(page, lang), readCandidates)
