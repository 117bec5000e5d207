import { CONTENT_SLUG_MAX, listQuery, readListFilters } from '@jagir/shared/rules/content-lists'
import type { RichTextSanitizer } from '@jagir/shared/rules/wizard-writes'
import type { Lang, RouteId, RouteMatch } from '@jagir/shared/routes/table'
import type { FastifyBaseLogger } from 'fastify'
import { CONTENT_BUILDERS, needsNoItem } from '../lib/content-seo/builders.js'
import { createPageCache, readForPage, type PageAdditions } from '../lib/page-cache.js'
import { headTags } from '../lib/page-head.js'
import type { Upstream } from './upstream.js'

/** How long a content page's head (and what was read for it) is reused. */
export const CONTENT_PAGE_CACHE_MS = 30_000

export interface ContentPagesOptions {
  upstream: Upstream
  /** The site's own origin and path (PUBLIC_URL), for canonical and alternate links. */
  publicUrl: string
  /** The rich-text sanitizer with its deadline (the worker pool): a blog post's body. */
  sanitize: RichTextSanitizer
  /** A route's chunk and stylesheet preloads in a language, and the style hashes they need. */
  assets: (id: RouteId, lang: Lang) => { tags: string; styleHashes?: readonly string[] }
  log: FastifyBaseLogger
}

interface PageKey {
  id: RouteId
  lang: Lang
  params: Record<string, string>
  search: URLSearchParams
}

/**
 * The public content pages (blog, business directory, FAQ, training, the forms and text pages)
 * for search engines and shared links: each page's title, description, canonical link,
 * `hreflang` alternates, Open Graph tags and JSON-LD (BlogPosting, FAQPage, Course,
 * LocalBusiness, BreadcrumbList), as job pages have. An item or category no one has answers
 * 404 (410 when the provider says it is gone); what was read goes on to the page's render, and
 * a post's body is sanitized by the worker pool first.
 */
export function createContentPages(options: ContentPagesOptions) {
  async function build({ id, lang, params, search }: PageKey): Promise<PageAdditions> {
    const known = new Map<string, unknown>()
    const built = await CONTENT_BUILDERS[id]!({
      lang,
      params,
      filters: readListFilters(search),
      publicUrl: options.publicUrl,
      sanitize: options.sanitize,
      read: async (path) => {
        const read = await readForPage(options.upstream, path, lang, options.log)
        if (read.status === 200) known.set(path, read.body)
        return read
      },
    })
    if (built.status !== 200 || !built.head) return { status: built.status, tags: '' }
    const assets = options.assets(id, lang)
    return {
      status: 200,
      tags: [headTags(built.head, lang), assets.tags].filter(Boolean).join('\n    '),
      styleHashes: assets.styleHashes,
      known,
      sanitized: built.sanitized ?? [],
      busy: built.busy,
    }
  }

  const pages = createPageCache({ build, ttlMs: CONTENT_PAGE_CACHE_MS })

  return {
    /** Whether a route is a content page with a head of its own. */
    handles: (id: RouteId): boolean => id in CONTENT_BUILDERS,
    /** Whether the page exists without reading an item (a list, a text page). */
    needsNoItem,
    /**
     * A content page's additions for its address (path and query); 404 for a slug too long to be
     * anyone's. Throws UpstreamError when the provider cannot be reached (never kept).
     */
    async page(match: RouteMatch, url: string): Promise<PageAdditions> {
      const slug = match.params.slug
      if (slug !== undefined && (slug === '' || slug.length > CONTENT_SLUG_MAX)) {
        return { status: 404, tags: '' }
      }
      const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
      // Only what the page reads of its query makes it another page (`?utm_source=` does not).
      const filters = readListFilters(new URLSearchParams(query))
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries(listQuery(filters))) {
        if (value !== null) search.set(key, String(value))
      }
      const key = `${match.lang} ${match.route.id} ${slug ?? ''} ${search.toString()}`
      return pages(key, { id: match.route.id, lang: match.lang, params: match.params, search })
    },
  }
}

export type ContentPages = ReturnType<typeof createContentPages>
