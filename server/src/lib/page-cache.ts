import type { Lang } from '@jagir/shared/routes/table'
import type { FastifyBaseLogger } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { Upstream } from '../plugins/upstream.js'

/**
 * Pages the BFF writes a head for from the provider's data (a job, a blog post, a list of FAQs):
 * how each is read and kept. One build per page and language per cache period: crawlers and
 * shared links come in bursts, and a build may sanitize rich text.
 */

/** What a page adds to index.html, made once per page and language and cache period. */
export interface PageAdditions {
  /** 200, or 404 (unknown), 410 (expired or removed), 502 (the provider answered oddly). */
  status: number
  /** Head tags: title, description, Open Graph, links, JSON-LD, preloads (none unless 200). */
  tags: string
  /** CSP sources of the `<style>` blocks in the tags (`'sha256-…'`). */
  styleHashes?: readonly string[]
  /** The provider's answers read for the head (path → body), reused by the server's render. */
  known?: ReadonlyMap<string, unknown>
  /** Rich text sanitized by the worker pool (raw → sanitized), for the server's render. */
  sanitized?: ReadonlyArray<readonly [string, string]>
  /**
   * Some rich text shows as plain text only because the sanitizer was busy: the page is kept
   * PAGE_BUSY_CACHE_MS, not the whole period, so the formatting comes back soon.
   */
  busy?: boolean
}

/** How long a page made while the sanitizer was busy is reused. */
export const PAGE_BUSY_CACHE_MS = 5_000

/** A provider read for a page: the body, or why there is none. */
export type ProviderRead = { status: 200; body: unknown } | { status: 404 | 410 | 502 }

/**
 * GET `path` from the provider as a visitor (no session), in the page's language. 404 and 410
 * are the item's answers; any other failure status is logged and read as 502. Throws
 * UpstreamError when the provider cannot be reached.
 */
export async function readForPage(
  upstream: Upstream,
  path: string,
  lang: Lang,
  log: FastifyBaseLogger,
): Promise<ProviderRead> {
  const answer = await upstream.json({ method: 'GET', path, headers: { 'accept-language': lang } })
  if (answer.status >= 200 && answer.status < 300) return { status: 200, body: answer.body }
  if (answer.status === 404 || answer.status === 410) return { status: answer.status }
  log.warn({ status: answer.status, path }, 'page head: the provider answered oddly')
  return { status: 502 }
}

/** What the kept pages may hold, whatever their number. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024

/** A rough size of a kept page: its tags, its rich text (raw and sanitized) and its reads. */
function pageSize(page: PageAdditions): number {
  let bytes = page.tags.length + 1
  for (const [raw, html] of page.sanitized ?? []) bytes += raw.length * 2 + html.length
  for (const body of page.known?.values() ?? []) bytes += JSON.stringify(body ?? null).length
  return bytes
}

export interface PageCacheOptions<C> {
  /** Builds a page (not kept when it throws). */
  build: (context: C) => Promise<PageAdditions>
  /** How long a page is reused. */
  ttlMs: number
  /** Pages kept at most. */
  max?: number
  /** The clock in ms (tests move it). */
  now?: () => number
}

/**
 * Pages kept for `ttlMs` (at most `max`, and 64 MB), each built once however many ask at the
 * same time. A build that throws (the provider unreachable) is not kept: the next visit asks
 * again.
 */
export function createPageCache<C extends object>(options: PageCacheOptions<C>) {
  // The context's type is C; LRUCache's conditional typing of it does not follow a type parameter.
  const pages = new LRUCache<string, PageAdditions, unknown>({
    max: options.max ?? 2_000,
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: pageSize,
    ttl: options.ttlMs,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    fetchMethod: async (_key, _stale, { context, options: keep }) => {
      const page = await options.build(context as C)
      if (page.busy) keep.ttl = Math.min(options.ttlMs, PAGE_BUSY_CACHE_MS)
      return page
    },
  })
  return async (key: string, context: C): Promise<PageAdditions> =>
    (await pages.fetch(key, { context })) ?? { status: 502, tags: '' }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
