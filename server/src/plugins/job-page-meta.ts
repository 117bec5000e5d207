import type { Lang, RouteMatch } from '@jagir/shared/routes/table'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import { headTags, jobPageHead, withJobHead, type SeoJob } from '../lib/job-seo.js'
import { UpstreamError, type Upstream } from './upstream.js'

/** How long a job's answer is reused for its page's head: crawlers and shares come in bursts. */
export const JOB_PAGE_CACHE_MS = 30_000
/** Slugs longer than this are no job's (and are never sent upstream). */
const MAX_SLUG_LENGTH = 200

export interface JobPagesOptions {
  upstream: Upstream
  /** The site's own origin and path (PUBLIC_URL), for canonical and alternate links. */
  publicUrl: string
  /** index.html in a language (its `<html lang>` already set). */
  indexHtml: (lang: Lang) => string
  log: FastifyBaseLogger
}

type Looked = { status: 200; job: SeoJob } | { status: 404 | 410 | 502 }

interface Page {
  status: number
  body: Buffer
  etag: string | null
}

/**
 * Job pages for search engines and sharing (`/job/{slug}/detail`, `/en/job/{slug}/detail`):
 * index.html with the job's title and description, Open Graph tags, hreflang alternates, a
 * canonical link and schema.org JobPosting JSON-LD. The job is read as a visitor sees it (no
 * session), so what is indexed is the public job; an unknown job answers 404, an expired one 410.
 */
export function createJobPages(options: JobPagesOptions) {
  const jobs = new LRUCache<string, Looked, { slug: string; lang: Lang }>({
    max: 2_000,
    ttl: JOB_PAGE_CACHE_MS,
    fetchMethod: async (_key, _stale, { context }) => lookUp(context.slug, context.lang),
  })

  async function lookUp(slug: string, lang: Lang): Promise<Looked> {
    const answer = await options.upstream.json({
      method: 'GET',
      path: `/api/v1/job/${encodeURIComponent(slug)}/`,
      headers: { 'accept-language': lang },
    })
    if (answer.status >= 200 && answer.status < 300 && isObject(answer.body)) {
      return { status: 200, job: answer.body as SeoJob }
    }
    if (answer.status === 404 || answer.status === 410) return { status: answer.status }
    options.log.warn({ status: answer.status }, 'job page: the provider answered the job oddly')
    return { status: 502 }
  }

  async function page(slug: string, lang: Lang): Promise<Page> {
    const plain = (status: number): Page => ({
      status,
      body: Buffer.from(options.indexHtml(lang)),
      etag: null,
    })
    if (slug === '' || slug.length > MAX_SLUG_LENGTH) return plain(404)
    const looked = await jobs.fetch(`${lang}:${slug}`, { context: { slug, lang } })
    if (!looked || looked.status !== 200) return plain(looked?.status ?? 502)
    const head = jobPageHead(looked.job, slug, lang, options.publicUrl)
    const body = Buffer.from(withJobHead(options.indexHtml(lang), headTags(head, lang)))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    return { status: 200, body, etag }
  }

  /** Answers a job page navigation (the route matched `jobDetail`). */
  async function send(request: FastifyRequest, reply: FastifyReply, match: RouteMatch) {
    let result: Page
    try {
      result = await page(match.params.jobSlug ?? '', match.lang)
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error
      // The job cannot be read now: the SPA still loads and says so; a reload tries again.
      request.log.warn({ err: error.cause ?? error }, 'job page: the provider is unreachable')
      result = {
        status: error.statusCode,
        body: Buffer.from(options.indexHtml(match.lang)),
        etag: null,
      }
    }
    reply.code(result.status).type('text/html; charset=utf-8')
    reply.header('cache-control', result.status === 200 ? 'no-cache' : 'no-store')
    if (result.etag) {
      reply.header('etag', result.etag)
      if (request.headers['if-none-match'] === result.etag) return reply.code(304).send()
    }
    return reply.send(result.body)
  }

  return { send }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
