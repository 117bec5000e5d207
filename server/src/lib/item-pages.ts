import type { Lang, RouteId } from '@jagir/shared/routes/table'
import type { FastifyBaseLogger } from 'fastify'
import { UpstreamError, type Upstream } from '../plugins/upstream.js'

/**
 * Public pages of one item other than a job or a content page (a job seeker's, a referrer's, an
 * employer's; DESIGN.md, "Serving the SPA"): the API path the page
 * reads, by route id. The BFF asks for the item as a visitor before answering, so an unknown (or
 * hidden) one is answered 404, never a 200 that only looks like the 404 page.
 */
const ITEM_PATHS: Partial<Record<RouteId, (params: Record<string, string>) => string>> = {
  jobseekerProfile: ({ id = '' }) => `/api/v1/jobseeker/profile/${encodeURIComponent(id)}/`,
  referrerProfile: ({ id = '' }) => `/api/v1/referrer/profile/${encodeURIComponent(id)}/`,
  employerProfile: ({ id = '' }) => `/api/v1/organizations/${encodeURIComponent(id)}/`,
  employerDetail: ({ id = '' }) => `/api/v1/organizations/${encodeURIComponent(id)}/`,
}

/** Ids longer than this are no item's (and are never sent upstream). */
const MAX_ID_LENGTH = 200

/** What the item's read says for its page: send it (with the read, for the render) or not. */
export type ItemPage =
  { status: 200; known: ReadonlyMap<string, unknown> } | { status: 404 | 410 | 502 | 504 }

/**
 * The item page for a route, or null when the route shows no single item. 404 and 410 pass
 * through; an unreachable provider is 502/504 (the browser's error page, a reload tries again);
 * any other answer leaves the page to render as usual.
 */
export async function readItemPage(
  upstream: Upstream,
  log: FastifyBaseLogger,
  route: { id: RouteId; params: Record<string, string>; lang: Lang },
): Promise<ItemPage | null> {
  const pathOf = ITEM_PATHS[route.id]
  if (!pathOf) return null
  if (Object.values(route.params).some((value) => value.length > MAX_ID_LENGTH))
    return { status: 404 }
  const path = pathOf(route.params)
  try {
    const answer = await upstream.json({
      method: 'GET',
      path,
      headers: { 'accept-language': route.lang },
    })
    if (answer.status === 404 || answer.status === 410) return { status: answer.status }
    if (answer.status === 200) return { status: 200, known: new Map([[path, answer.body]]) }
    return { status: 200, known: new Map() }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    log.warn(
      { err: error.cause ?? error, route: route.id },
      'item page: the provider is unreachable',
    )
    return { status: error.statusCode === 504 ? 504 : 502 }
  }
}
