import type { Lang, RouteId, RouteMatch } from '@jagir/shared/routes/table'
import type { RichTextSanitizer } from '@jagir/shared/rules/wizard-writes'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { FastifyBaseLogger } from 'fastify'
import type { PageAdditions } from '../lib/page-cache.js'
import { headTags, type PageHead } from '../lib/page-head.js'
import type { Upstream } from '../plugins/upstream.js'

/**
 * The kinds of public page, one file each, every one read → status → head → render:
 * `job.ts` (a job), `content.ts` (blog, directory, FAQ, training, text pages), `item.ts` (one job
 * seeker's, referrer's or employer's page) and `screen.ts` (every other screen, the error and 404
 * pages). `plugins/spa.ts` asks them in that order, after a route's guard (a guarded route is
 * never one of these); `send.ts` puts the answer into index.html with the server's render.
 */
export interface PageKind {
  handles: (id: RouteId) => boolean
  /**
   * The page of an address (path and query). Throws UpstreamError when the provider cannot be
   * reached: the page is then `unreachable`'s, else that status for the browser's error page.
   */
  answer: (match: RouteMatch, url: string) => Promise<PageAnswer>
  unreachable?: (match: RouteMatch) => PageAnswer | undefined
}

/** A page's answer: its status, head tags, what its render is given, and whether to render it. */
export interface PageAnswer extends PageAdditions {
  /** false: the page is not there (unknown, gone, unreachable); nothing may keep the answer. */
  render: boolean
  /**
   * A guarded page its guard let in: only the shell (layout and a skeleton) is rendered, for the
   * user the guard read (null: a visitor the guard admits); the browser renders the page itself.
   */
  shellFor?: CurrentUser | null
}

/** What the page kinds are built with. */
export interface PageContext {
  upstream: Upstream
  /** The site's own origin and path (PUBLIC_URL), for canonical and alternate links. */
  publicUrl: string
  /** The rich-text sanitizer with its deadline (the worker pool). */
  sanitize: RichTextSanitizer
  log: FastifyBaseLogger
  /** A screen's chunk and stylesheet preloads in a language, and the style hashes they need. */
  screenTags: (id: RouteId | 'notFound', lang: Lang) => ScreenTags
}

export interface ScreenTags {
  tags: string
  styleHashes: readonly string[]
}

/** A page not there: no head, no render, kept nowhere. */
export const missing = (status: number): PageAnswer => ({ status, tags: '', render: false })

/** A page's own head (title, description, links, JSON-LD) and its screen's tags after it. */
export function headWithScreen(context: PageContext, head: PageHead, id: RouteId, lang: Lang) {
  const screen = context.screenTags(id, lang)
  return {
    tags: [headTags(head, lang), screen.tags].filter(Boolean).join('\n    '),
    styleHashes: screen.styleHashes,
  }
}
