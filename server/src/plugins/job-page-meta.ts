import type { Lang } from '@jagir/shared/routes/table'
import type { FastifyBaseLogger } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { RichTextSanitizer } from '@jagir/shared/rules/wizard-writes'
import { chunkPreloads } from '../lib/chunk-preloads.js'
import { descriptionHtml } from '../lib/description-html.js'
import { headTags, jobPageHead, type SeoJob } from '../lib/job-seo.js'
import type { Upstream } from './upstream.js'

/**
 * How long a job's page (its answer and the head made from it, description sanitized) is reused:
 * crawlers and shares come in bursts, and sanitizing runs at most once per job and language.
 */
export const JOB_PAGE_CACHE_MS = 30_000
/** Slugs longer than this are no job's (and are never sent upstream). */
const MAX_SLUG_LENGTH = 200
/** What the kept job pages may hold: each is the job's answer, its tags and its description sanitized. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024

export interface JobPagesOptions {
  upstream: Upstream
  /** The site's own origin and path (PUBLIC_URL), for canonical and alternate links. */
  publicUrl: string
  /** The built SPA: its Vite manifest names the job page's chunks, preloaded with the page. */
  webRoot?: string
  /** The rich-text sanitizer with its deadline (the worker pool). */
  sanitize: RichTextSanitizer
  log: FastifyBaseLogger
}

/** What a job page adds to index.html, made once per job and language and cache period. */
export interface JobPage {
  /** 200, or 404 (unknown), 410 (expired), 502 (the provider answered oddly). */
  status: number
  /** Head tags: title, description, Open Graph, links, JSON-LD, preloads (none unless 200). */
  tags: string
  /** CSP sources of the `<style>` blocks in the tags (`'sha256-…'`). */
  styleHashes?: readonly string[]
  /** The API's answer for the job (path → body), for the server's render. */
  known?: ReadonlyMap<string, unknown>
  /** The description sanitized by the worker pool (raw → sanitized), for the server's render. */
  sanitized?: ReadonlyArray<readonly [string, string]>
}

type Looked = { status: 200; job: SeoJob } | { status: 404 | 410 | 502 }

/**
 * Job pages for search engines and sharing (`/job/{slug}/detail`, `/en/job/{slug}/detail`):
 * the job's title and description, Open Graph tags, hreflang alternates, a canonical link and
 * schema.org JobPosting JSON-LD, and the job itself for the page's server render. The job is read
 * as a visitor sees it (no session), so what is indexed is the public job; an unknown job
 * answers 404, an expired one 410.
 */
export function createJobPages(options: JobPagesOptions) {
  const pages = new LRUCache<string, JobPage, { slug: string; lang: Lang }>({
    max: 2_000,
    maxSize: PAGE_CACHE_BYTES,
    // The job's answer is about the size of its description; it is held twice more (raw, sanitized).
    sizeCalculation: (page) => page.tags.length + (page.sanitized?.[0]?.[0].length ?? 0) * 3 + 1,
    ttl: JOB_PAGE_CACHE_MS,
    fetchMethod: async (_key, _stale, { context }) => build(context.slug, context.lang),
  })

  const preloads = chunkPreloads(options.webRoot)
  const detailAssets = preloads('src/app/routes/job-detail.tsx')

  async function lookUp(path: string, lang: Lang): Promise<Looked> {
    const answer = await options.upstream.json({
      method: 'GET',
      path,
      headers: { 'accept-language': lang },
    })
    if (answer.status >= 200 && answer.status < 300 && isObject(answer.body)) {
      return { status: 200, job: answer.body as SeoJob }
    }
    if (answer.status === 404 || answer.status === 410) return { status: answer.status }
    options.log.warn({ status: answer.status }, 'job page: the provider answered the job oddly')
    return { status: 502 }
  }

  /** A job's page, made once per cache period: its description goes through the worker. */
  async function build(slug: string, lang: Lang): Promise<JobPage> {
    const path = `/api/v1/job/${encodeURIComponent(slug)}/`
    const looked = await lookUp(path, lang)
    if (looked.status !== 200) return { status: looked.status, tags: '' }
    const { description } = looked.job
    const shown = await descriptionHtml(description, options.sanitize)
    const head = jobPageHead(looked.job, slug, lang, options.publicUrl, shown.html)
    return {
      status: 200,
      tags: [headTags(head, lang), ...detailAssets.tags(lang)].join('\n    '),
      styleHashes: detailAssets.styleHashes,
      known: new Map([[path, looked.job]]),
      sanitized:
        shown.sanitized && typeof description === 'string' ? [[description, shown.html]] : [],
    }
  }

  /**
   * A job page's additions; 404 for a slug no job has. Throws UpstreamError when the provider
   * cannot be reached (never kept: a reload tries again).
   */
  async function page(slug: string, lang: Lang): Promise<JobPage> {
    if (slug === '' || slug.length > MAX_SLUG_LENGTH) return { status: 404, tags: '' }
    return (
      (await pages.fetch(`${lang}:${slug}`, { context: { slug, lang } })) ?? {
        status: 502,
        tags: '',
      }
    )
  }

  return { page }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
