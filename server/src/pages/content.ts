import { CONTENT_SLUG_MAX, listQuery, readListFilters } from '@jagir/shared/rules/content-lists'
import type { Lang, RouteId } from '@jagir/shared/routes/table'
import { CONTENT_BUILDERS, needsNoItem } from '../lib/content-seo/builders.js'
import { createPageCache, readForPage, type PageAdditions } from '../lib/page-cache.js'
import { headWithScreen, missing, type PageContext, type PageKind } from './page.js'

/** How long a content page's head (and what was read for it) is reused. */
export const CONTENT_PAGE_CACHE_MS = 30_000

interface PageKey {
  id: RouteId
  lang: Lang
  params: Record<string, string>
  search: URLSearchParams
}

/**
 * The content pages (blog, business directory, FAQ, training, the forms and text pages, pricing,
 * the employer zone and the referral page), for search engines and shared links. What each route
 * reads and writes is its builder's (`lib/content-seo/builders.ts`).
 * - Read: the item, the page of a list, its categories, as a visitor; a post's body is sanitized
 *   by the worker pool.
 * - Status: an item or category no one has is 404 (410 when the provider says it is gone; a slug
 *   too long to be anyone's is never asked); a list or a text page is always there, and goes to
 *   the browser to render when the provider cannot be reached.
 * - Head: title, description, canonical link, `hreflang` alternates, Open Graph tags and JSON-LD
 *   (BlogPosting, FAQPage, Course, LocalBusiness, BreadcrumbList), then the screen's preloads.
 * - Render: the route's screen (`web/src/app/routes/`), given what was read and sanitized.
 * Kept per page (only what the page reads of its query makes another page) per
 * CONTENT_PAGE_CACHE_MS.
 */
export function contentPage(context: PageContext): PageKind {
  async function build({ id, lang, params, search }: PageKey): Promise<PageAdditions> {
    const known = new Map<string, unknown>()
    const built = await CONTENT_BUILDERS[id]!({
      lang,
      params,
      filters: readListFilters(search),
      publicUrl: context.publicUrl,
      sanitize: context.sanitize,
      read: async (path) => {
        const read = await readForPage(context.upstream, path, lang, context.log)
        if (read.status === 200) known.set(path, read.body)
        return read
      },
    })
    if (built.status !== 200 || !built.head) return { status: built.status, tags: '' }
    return {
      status: 200,
      ...headWithScreen(context, built.head, id, lang),
      known,
      sanitized: built.sanitized ?? [],
      busy: built.busy,
    }
  }

  const pages = createPageCache({ build, ttlMs: CONTENT_PAGE_CACHE_MS })

  return {
    handles: (id) => id in CONTENT_BUILDERS,
    async answer({ route, lang, params }, url) {
      const slug = params.slug
      if (slug !== undefined && (slug === '' || slug.length > CONTENT_SLUG_MAX)) return missing(404)
      const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
      // Only what the page reads of its query makes it another page (`?utm_source=` does not).
      const filters = listQuery(readListFilters(new URLSearchParams(query)))
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries(filters)) {
        if (value !== null) search.set(key, String(value))
      }
      const key = `${lang} ${route.id} ${slug ?? ''} ${search.toString()}`
      const page = await pages(key, { id: route.id, lang, params, search })
      return { ...page, render: page.status === 200 }
    },
    unreachable: ({ route, lang }) =>
      needsNoItem(route.id)
        ? { status: 200, ...context.screenTags(route.id, lang), render: true }
        : undefined,
  }
}
