import type { RouteId } from '@jagir/shared/routes/table'
import { employerPageHead } from '../lib/employer-seo.js'
import { isObject } from '../lib/page-cache.js'
import { headWithScreen, missing, type PageContext, type PageKind } from './page.js'

/** The API path each item page reads, by route id. */
const ITEM_PATHS: Partial<Record<RouteId, (params: Record<string, string>) => string>> = {
  jobseekerProfile: ({ id = '' }) => `/api/v1/jobseeker/profile/${encodeURIComponent(id)}/`,
  referrerProfile: ({ id = '' }) => `/api/v1/referrer/profile/${encodeURIComponent(id)}/`,
  employerProfile: ({ id = '' }) => `/api/v1/organizations/${encodeURIComponent(id)}/`,
  employerDetail: ({ id = '' }) => `/api/v1/organizations/${encodeURIComponent(id)}/`,
}

/** Ids longer than this are no item's (and are never sent upstream). */
const MAX_ID_LENGTH = 200

/**
 * The public pages of one item other than a job or a content page: a job seeker's, a referrer's,
 * an employer's.
 * - Read: the item as a visitor, in the page's language, before anything is sent.
 * - Status: 404 or 410 as the provider says (an unknown or hidden item is a real 404, never a 200
 *   that only looks like the 404 page; an id over 200 characters is never asked), 502/504 when
 *   the provider cannot be reached; any other answer leaves the page to render as usual.
 * - Head: an employer's page has its own title, description, Open Graph and X tags with its share
 *   image, and schema.org Organization (`lib/employer-seo.ts`); a person's page carries no
 *   search-engine tags, only the screen's preloads.
 * - Render: the route's screen, given the item read here.
 */
export function itemPage(context: PageContext): PageKind {
  return {
    handles: (id) => id in ITEM_PATHS,
    async answer({ route, params, lang }) {
      if (Object.values(params).some((value) => value.length > MAX_ID_LENGTH)) return missing(404)
      const path = ITEM_PATHS[route.id]!(params)
      const answer = await context.upstream.json({
        method: 'GET',
        path,
        headers: { 'accept-language': lang },
      })
      if (answer.status === 404 || answer.status === 410) return missing(answer.status)
      const employer =
        answer.status === 200 &&
        isObject(answer.body) &&
        (route.id === 'employerProfile' || route.id === 'employerDetail')
      return {
        status: 200,
        ...(employer
          ? headWithScreen(
              context,
              employerPageHead(
                answer.body as Record<string, unknown>,
                params.id ?? '',
                lang,
                context.publicUrl,
              ),
              route.id,
              lang,
            )
          : context.screenTags(route.id, lang)),
        render: true,
        known: new Map(answer.status === 200 ? [[path, answer.body]] : []),
      }
    },
  }
}
