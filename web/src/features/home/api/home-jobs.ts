import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'

/** The newest published jobs. */
export const LATEST_JOBS_PATH = '/api/v1/job/search/?ordering=newest&page_size=6'
/** Jobs whose employers bought a place on the home page (the pricing's "Featured" feature). */
export const FEATURED_JOBS_PATH = '/api/v1/job/search/?featured=true&page_size=6'

/**
 * A signed-in job seeker's best-fitting jobs (their preferred categories and districts first:
 * docs/finding-jobs.md); read by the browser only, as the seeker.
 */
export const FOR_YOU_JOBS_PATH = '/api/v1/job/search/?ordering=recommended&page_size=6'

/** A job card as the job search lists it (only the slug is relied on here). */
export interface HomeJob {
  slug: string
  is_featured?: boolean
  [field: string]: unknown
}

/** The answer depends on the language (the API's Accept-Language), so the key carries it. */
type HomeJobsKey = readonly [path: string, lang: Lang]

/** One list of cards; cards without a slug (nothing to open) are left out. */
export async function fetchHomeJobs(
  [path]: HomeJobsKey,
  get: ApiGet = apiFetch,
): Promise<HomeJob[]> {
  const page = await get<{ results?: HomeJob[] } | undefined>(path)
  const jobs = (page?.results ?? []).filter((job) => typeof job?.slug === 'string')
  // Only cards the API marks as featured are shown as such, never a plain list twice.
  return path === FEATURED_JOBS_PATH ? jobs.filter((job) => job.is_featured === true) : jobs
}

/** The home page's first data: both lists. */
export const homeJobsData = (lang: Lang): RouteData[] =>
  [LATEST_JOBS_PATH, FEATURED_JOBS_PATH].map((path) => ({
    key: [path, lang] as HomeJobsKey,
    read: (get) => fetchHomeJobs([path, lang], get),
  }))

/** Requests started by the route's loader, each taken by the first list that asks for it. */
const started = new Map<string, Promise<HomeJob[]>>()

/** Starts both lists loading (from the route's loader, alongside the page's code). */
export function preloadHomeJobs(lang: Lang): void {
  for (const path of [LATEST_JOBS_PATH, FEATURED_JOBS_PATH]) {
    const pending = fetchHomeJobs([path, lang])
    pending.catch(() => undefined)
    // A newer visit replaces an older request nobody took.
    started.set(`${lang} ${path}`, pending)
  }
}

function takeOrFetch(key: HomeJobsKey): Promise<HomeJob[]> {
  const id = `${key[1]} ${key[0]}`
  const pending = started.get(id)
  started.delete(id)
  return pending ?? fetchHomeJobs(key)
}

/** One of the home page's job lists. */
export function useHomeJobs(path: string, lang: Lang) {
  return useSWR([path, lang] as HomeJobsKey, takeOrFetch)
}
