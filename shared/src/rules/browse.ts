import type { Query, RouteId } from '../routes/table.js'

/**
 * Browsing open jobs by category, district or employer (docs/finding-jobs.md): the three pages,
 * the API list each reads, and the job search each entry links to.
 */

/** What open jobs are browsed by (the API's `by`). */
export const BROWSE_BY = ['category', 'district', 'company'] as const
export type BrowseBy = (typeof BROWSE_BY)[number]

/** The page of each grouping. */
export const BROWSE_ROUTES = {
  category: 'jobBrowseCategory',
  district: 'jobBrowseDistrict',
  company: 'jobBrowseCompany',
} as const satisfies Record<BrowseBy, RouteId>

/** The grouping a route shows, or null for another route. */
export const browseByOf = (id: RouteId): BrowseBy | null =>
  BROWSE_BY.find((by) => BROWSE_ROUTES[by] === id) ?? null

/** GET of the open jobs' groups with their counts. */
export const browsePath = (by: BrowseBy) => `/api/v1/job/browse/?by=${by}`

/** One group as the API lists it. */
export interface BrowseGroup {
  id: number
  name: string
  count: number
  /** An employer's page slug (employers only). */
  slug?: string
  logo?: string | null
}

/** The job search query (the address's parameters) of one group: its open jobs. */
export const browseSearchQuery = (by: BrowseBy, id: number): Query =>
  by === 'company' ? { organization: id } : { [by]: id }

/** The groups of an API answer that can be shown (an id, a name, a count above 0). */
export function readBrowseGroups(body: unknown): BrowseGroup[] {
  const results = (body as { results?: unknown } | null)?.results
  if (!Array.isArray(results)) return []
  return results.filter(
    (group): group is BrowseGroup =>
      typeof group === 'object' &&
      group !== null &&
      Number.isInteger((group as BrowseGroup).id) &&
      typeof (group as BrowseGroup).name === 'string' &&
      (group as BrowseGroup).name !== '' &&
      typeof (group as BrowseGroup).count === 'number' &&
      (group as BrowseGroup).count > 0,
  )
}
