import type { Lang } from '@jagir/shared/routes/table'
import { pageQuery } from '@jagir/shared/schemas/page'
import type { RouteData } from '../../../lib/page-data'
import { pageData, usePage } from '../../../lib/paging'
import type { LangKey } from '../../../components/job/locale-key'
import { readEmployerJobs, type EmployerJob } from './employer-jobs'

/** SWR key of a page of an organisation's open jobs (the job search, by organisation). */
export const organizationJobsKey = (id: number | string, page: number, lang: Lang): LangKey => [
  `/api/v1/job/search/?organization=${encodeURIComponent(String(id))}&${pageQuery('organizationJobs', page)}`,
  lang,
]

/** An employer page's open jobs, read with the page (the organisation's numeric id). */
export const organizationJobsData = (id: number, page: number, lang: Lang): RouteData =>
  pageData(organizationJobsKey(id, page, lang), readEmployerJobs)

/** A page of an organisation's open jobs, once its id is known. */
export const useOrganizationJobs = (id: number | null, page: number, lang: Lang) =>
  usePage<EmployerJob>(id === null ? null : organizationJobsKey(id, page, lang), readEmployerJobs)
