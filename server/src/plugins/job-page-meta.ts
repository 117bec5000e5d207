import type { Lang, RouteMatch } from '@jagir/shared/routes/table'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import type { RichTextSanitizer } from '@jagir/shared/rules/wizard-writes'
import { chunkPreloads } from '../lib/chunk-preloads.js'
import { descriptionHtml } from '../lib/description-html.js'
import { headTags, jobPageHead, scriptSafeJson, withJobHead, type SeoJob } from '../lib/job-seo.js'
import { UpstreamError, type Upstream } from './upstream.js'

/**
 * How long a job's page (its answer and the head made from it, description sanitized) is reused:
 * crawlers and shares come in bursts, and sanitizing runs at most once per job and language.
 */
export const JOB_PAGE_CACHE_MS = 30_000
/** Slugs longer than this are no job's (and are never sent upstream). */
const MAX_SLUG_LENGTH = 200
/** What the cached pages may hold: each is index.html with one job (its description at most 50 KB). */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024

export interface JobPagesOptions {
  upstream: Upstream
  /** The site's own origin and path (PUBLIC_URL), for canonical and alternate links. */
  publicUrl: string
  /** index.html in a language (its `<html lang>` already set). */
  indexHtml: (lang: Lang) => string
  /** The built SPA: its Vite manifest names the job page's chunks, preloaded with the page. */
  webRoot?: string
  /** The rich-text sanitizer with its deadline (the worker pool). */
  sanitize: RichTextSanitizer
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
  const pages = new LRUCache<string, Page, { slug: string; lang: Lang }>({
    max: 2_000,
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (page) => page.body.length + 1,
    ttl: JOB_PAGE_CACHE_MS,
    fetchMethod: async (_key, _stale, { context }) => build(context.slug, context.lang),
  })
  const plain = (lang: Lang, status: number): Page => ({
    status,
    body: Buffer.from(options.indexHtml(lang)),
    etag: null,
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

  const preloads = chunkPreloads(options.webRoot)
  const detailPreloads = preloads('src/app/routes/job-detail.tsx')
  const searchPreloads = preloads('src/app/routes/job-search.tsx')
  const searchPages = new Map<Lang, Page>()

  async function page(slug: string, lang: Lang): Promise<Page> {
    if (slug === '' || slug.length > MAX_SLUG_LENGTH) return plain(lang, 404)
    return (await pages.fetch(`${lang}:${slug}`, { context: { slug, lang } })) ?? plain(lang, 502)
  }

  /** A job's page, made once per cache period: its description goes through the worker. */
  async function build(slug: string, lang: Lang): Promise<Page> {
    const looked = await lookUp(slug, lang)
    if (looked.status !== 200) return plain(lang, looked.status)
    const html = await descriptionHtml(looked.job.description, options.sanitize)
    const head = jobPageHead(looked.job, slug, lang, options.publicUrl, html)
    // The job itself rides along as a data block (not executed: the CSP allows it), so the page
    // shows it without waiting for its own API call; the SPA still asks again for the viewer.
    const data = `<script type="application/json" id="${JOB_DATA_ID}">${scriptSafeJson({ slug, lang, job: looked.job })}</script>`
    const tags = [headTags(head, lang), ...detailPreloads(lang), data].join('\n    ')
    return withEtag(Buffer.from(withJobHead(options.indexHtml(lang), tags)))
  }

  /**
   * Answers a job search navigation: index.html with the search page's chunks and catalog
   * preloaded (nothing about a job to add; the search results are the SPA's to fetch).
   */
  function sendSearch(request: FastifyRequest, reply: FastifyReply, match: RouteMatch) {
    let result = searchPages.get(match.lang)
    if (!result) {
      const tags = searchPreloads(match.lang).join('\n    ')
      result = withEtag(Buffer.from(withHeadTags(options.indexHtml(match.lang), tags)))
      searchPages.set(match.lang, result)
    }
    return answer(request, reply, result)
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
    return answer(request, reply, result)
  }

  return { send, sendSearch }
}

/** A 200 page with its ETag. */
function withEtag(body: Buffer): Page {
  return {
    status: 200,
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  }
}

/** index.html's head with more tags before `</head>` (the page as it was when it has none). */
function withHeadTags(html: string, tags: string): string {
  const close = /<\/head>/i.exec(html)
  if (!close || !tags) return html
  return `${html.slice(0, close.index)}  ${tags}\n  ${html.slice(close.index)}`
}

function answer(request: FastifyRequest, reply: FastifyReply, result: Page) {
  reply.code(result.status).type('text/html; charset=utf-8')
  reply.header('cache-control', result.status === 200 ? 'no-cache' : 'no-store')
  if (result.etag) {
    reply.header('etag', result.etag)
    if (request.headers['if-none-match'] === result.etag) return reply.code(304).send()
  }
  return reply.send(result.body)
}

/** The id of the data block that carries the job to the SPA (read by the job page). */
export const JOB_DATA_ID = 'jagir-job-data'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
