import {
  BROWSE_BY,
  browsePath,
  browseSearchQuery,
  readBrowseGroups,
  type BrowseBy,
} from '@jagir/shared/rules/browse'
import { EMPLOYER_FAQ_TAG } from '@jagir/shared/rules/content-lists'
import { INDEXABLE_PAGES } from '@jagir/shared/routes/indexing'
import type { RouteId } from '@jagir/shared/routes/table'
import { isoTime, routeUrls } from '../page-head.js'
import { newest, type SitemapPage } from './xml.js'

/**
 * What the sitemap lists, read from the provider as a visitor: the public screens, every blog
 * post, business, question and training with their categories and tags, and every open job
 * (the job search lists only published, unexpired jobs, so an expired job is never listed).
 */

/** A GET of the provider: the body of a 2xx, else it throws. */
export type ProviderGet = (path: string) => Promise<unknown>

/** An item of a provider list, as far as the sitemap reads it. */
interface Listed {
  id?: unknown
  slug?: unknown
  updated_at?: unknown
  published_at?: unknown
  tags?: { slug?: unknown }[] | null
  /** A job's employer (null when the job hides it). */
  organization?: { id?: unknown } | null
  category?: { id?: unknown; slug?: unknown } | null
  district?: { id?: unknown } | null
}

/** Items per provider request while walking a list. */
const WALK_PAGE = 100

const slugOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && value.length <= 200 ? value : null
const changed = (item: Listed): string | null =>
  isoTime(item.updated_at) ?? isoTime(item.published_at)

/** The next page's path of a DRF page (root-relative or absolute), kept under /api/v1/. */
function nextPath(next: unknown): string | null {
  if (typeof next !== 'string' || next === '') return null
  const url = new URL(next, 'http://provider.invalid')
  return url.pathname.startsWith('/api/v1/') ? url.pathname + url.search : null
}

/**
 * The items of a provider list from `offset`, at most `max`, following its `next` links
 * (limit/offset pagination, `WALK_PAGE` at a time).
 */
export async function walk(
  get: ProviderGet,
  path: string,
  { offset = 0, max = Number.POSITIVE_INFINITY }: { offset?: number; max?: number } = {},
): Promise<Listed[]> {
  const items: Listed[] = []
  const join = path.includes('?') ? '&' : '?'
  let next: string | null = `${path}${join}limit=${WALK_PAGE}&offset=${offset}`
  while (next && items.length < max) {
    const page = (await get(next)) as { results?: unknown; next?: unknown } | null
    const results = Array.isArray(page?.results) ? (page.results as Listed[]) : []
    items.push(...results.slice(0, max - items.length))
    next = results.length > 0 ? nextPath(page?.next) : null
  }
  return items
}

/** The number of items a provider list says it has. */
export async function countOf(get: ProviderGet, path: string): Promise<number> {
  const page = (await get(`${path}${path.includes('?') ? '&' : '?'}limit=1&offset=0`)) as {
    count?: unknown
  } | null
  return typeof page?.count === 'number' && page.count >= 0 ? page.count : 0
}

/** The job search's newest first: the order its windows are cut from. */
export const OPEN_JOBS_PATH = '/api/v1/job/search/?ordering=newest'

/** Pages of items by one route: each item's page, dated by when the item last changed. */
function itemPages(publicUrl: string, id: RouteId, param: string, items: Listed[]): SitemapPage[] {
  return items.flatMap((item) => {
    const slug = slugOf(item.slug)
    return slug
      ? [{ urls: routeUrls(publicUrl, id, { [param]: slug }), lastmod: changed(item) }]
      : []
  })
}

/** A category's or tag's page per slug the items use, dated by the newest of its items. */
function groupPages(
  publicUrl: string,
  id: RouteId,
  items: Listed[],
  slugsOf: (item: Listed) => unknown[],
): SitemapPage[] {
  const dates = new Map<string, (string | null)[]>()
  for (const item of items) {
    for (const raw of slugsOf(item)) {
      const slug = slugOf(raw)
      if (slug) dates.set(slug, [...(dates.get(slug) ?? []), changed(item)])
    }
  }
  return [...dates].map(([slug, times]) => ({
    urls: routeUrls(publicUrl, id, { slug }),
    lastmod: newest(times),
  }))
}

const categoryOf = (item: Listed) => [item.category?.slug]
const tagsOf = (item: Listed) => (Array.isArray(item.tags) ? item.tags.map((tag) => tag?.slug) : [])

/**
 * The public screens and the content: the screens with one address are dated by the newest item
 * they list (a list) or by when the app was built (its own text).
 */
export async function contentSitemapPages(
  get: ProviderGet,
  publicUrl: string,
  builtAt: string | null,
): Promise<SitemapPage[]> {
  const [posts, faqs, businesses, trainings, jobs, employers, browse] = await Promise.all([
    walk(get, '/api/v1/blog/posts/'),
    walk(get, '/api/v1/faq/'),
    walk(get, '/api/v1/business/'),
    walk(get, '/api/v1/training/'),
    walk(get, OPEN_JOBS_PATH),
    walk(get, '/api/v1/organizations/'),
    Promise.all(BROWSE_BY.map(async (by) => ({ by, groups: await get(browsePath(by)) }))),
  ])
  const newestOf = (items: Listed[]) => newest(items.map(changed))
  const listed: Partial<Record<RouteId, string | null>> = {
    home: newest([newestOf(jobs), builtAt]),
    jobSearch: newestOf(jobs),
    jobBrowseCategory: newestOf(jobs),
    jobBrowseDistrict: newestOf(jobs),
    jobBrowseCompany: newestOf(jobs),
    blog: newestOf(posts),
    faq: newestOf(faqs),
    sepFaqs: newestOf(faqs.filter((faq) => tagsOf(faq).includes(EMPLOYER_FAQ_TAG))),
    business: newestOf(businesses),
    training: newestOf(trainings),
  }
  const screens = INDEXABLE_PAGES.map((route) => ({
    urls: routeUrls(publicUrl, route.id, null),
    lastmod: listed[route.id] ?? builtAt,
  }))
  return [
    ...screens,
    ...itemPages(publicUrl, 'blogDetail', 'slug', posts),
    ...groupPages(publicUrl, 'blogCategory', posts, categoryOf),
    ...groupPages(publicUrl, 'blogTag', posts, tagsOf),
    ...itemPages(publicUrl, 'faqDetail', 'slug', faqs),
    ...groupPages(publicUrl, 'faqCategory', faqs, categoryOf),
    ...groupPages(publicUrl, 'faqTags', faqs, tagsOf),
    ...itemPages(publicUrl, 'businessDetail', 'slug', businesses),
    ...groupPages(publicUrl, 'businessCategory', businesses, categoryOf),
    ...itemPages(publicUrl, 'trainingDetail', 'slug', trainings),
    ...employerPages(publicUrl, employers, jobs),
    ...browse.flatMap(({ by, groups }) => browseSearchPages(publicUrl, by, groups, jobs)),
  ]
}

/** The id of the group a job card is in, per browse grouping. */
const GROUP_OF: Record<BrowseBy, (job: Listed) => unknown> = {
  category: (job) => job.category?.id,
  district: (job) => job.district?.id,
  company: (job) => job.organization?.id,
}

/**
 * The job search of each group a browse page lists (`/job/search?category=1`), for the groups
 * with open jobs, each dated by its newest open job.
 */
function browseSearchPages(
  publicUrl: string,
  by: BrowseBy,
  body: unknown,
  jobs: Listed[],
): SitemapPage[] {
  const newestJob = new Map<unknown, string | null>()
  for (const job of jobs) {
    const id = GROUP_OF[by](job)
    newestJob.set(id, newest([newestJob.get(id), changed(job)]))
  }
  return readBrowseGroups(body).map((group) => ({
    urls: routeUrls(publicUrl, 'jobSearch', null, browseSearchQuery(by, group.id)),
    lastmod: newestJob.get(group.id) ?? null,
  }))
}

/**
 * The employers' pages (`/employer/profile/{id}`, the address the site links to) of those with
 * open jobs, each dated by its newest open job (an employer has no date of its own); an employer
 * without an open job is still linked from the employer zone, but is no page to list.
 */
function employerPages(publicUrl: string, employers: Listed[], jobs: Listed[]): SitemapPage[] {
  const newestJob = new Map<number, string | null>()
  for (const job of jobs) {
    const id = job.organization?.id
    if (typeof id === 'number') newestJob.set(id, newest([newestJob.get(id), changed(job)]))
  }
  return employers.flatMap((employer) => {
    const id = employer.id
    if (typeof id !== 'number' || !newestJob.has(id)) return []
    return [{ urls: routeUrls(publicUrl, 'employerProfile', { id }), lastmod: newestJob.get(id)! }]
  })
}

/** Open jobs `offset` to `offset + max`, newest first, each dated by its publication. */
export async function jobSitemapPages(
  get: ProviderGet,
  publicUrl: string,
  offset: number,
  max: number,
): Promise<SitemapPage[]> {
  const jobs = await walk(get, OPEN_JOBS_PATH, { offset, max })
  return jobs.flatMap((job) => {
    const slug = slugOf(job.slug)
    return slug
      ? [
          {
            urls: routeUrls(publicUrl, 'jobDetail', { jobSlug: slug }),
            lastmod: isoTime(job.published_at),
          },
        ]
      : []
  })
}
