import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import type { LangKey } from '../../../components/job/locale-key'
import type { EmployerJob } from './employer-jobs'

/** Open jobs per page on an employer's page. */
export const ORGANIZATION_JOBS_PAGE_SIZE = 10

export interface OrganizationJobsPage {
  count: number
  results: EmployerJob[]
}

/** SWR key of a page of an organisation's open jobs (the job search, by organisation). */
export const organizationJobsKey = (id: number | string, page: number, lang: Lang): LangKey => [
  `/api/v1/job/search/?organization=${encodeURIComponent(String(id))}&page=${page}&page_size=${ORGANIZATION_JOBS_PAGE_SIZE}`,
  lang,
]

/** A page of open jobs; a page past the end is an empty page, not an error. */
async function fetchOrganizationJobs(
  [path]: LangKey,
  get: ApiGet = apiFetch,
): Promise<OrganizationJobsPage> {
  const page = await get<Partial<OrganizationJobsPage>>(path, { callerStatuses: [404] }).catch(
    () => null,
  )
  const results = (page?.results ?? []).filter((job) => typeof job?.slug === 'string')
  return { count: typeof page?.count === 'number' ? page.count : results.length, results }
}

/** An employer page's open jobs, read with the page (the organisation's numeric id). */
export const organizationJobsData = (id: number, page: number, lang: Lang): RouteData => ({
  key: organizationJobsKey(id, page, lang),
  read: (get) => fetchOrganizationJobs(organizationJobsKey(id, page, lang), get),
})

/** A page of an organisation's open jobs, once its id is known. */
export function useOrganizationJobs(id: number | null, page: number, lang: Lang) {
  return useSWR(id === null ? null : organizationJobsKey(id, page, lang), fetchOrganizationJobs, {
    keepPreviousData: true,
  })
}
