import type { Lang } from '@jagir/shared/routes/table'
import type { FastifyBaseLogger } from 'fastify'
import type { RichTextSanitizer } from '@jagir/shared/rules/wizard-writes'
import { chunkPreloads } from '../lib/chunk-preloads.js'
import { descriptionHtml } from '../lib/description-html.js'
import { createPageCache, isObject, readForPage, type PageAdditions } from '../lib/page-cache.js'
import { jobPageHead, type SeoJob } from '../lib/job-seo.js'
import { headTags } from '../lib/page-head.js'
import type { Upstream } from './upstream.js'

/**
 * How long a job's page (its answer and the head made from it, description sanitized) is reused:
 * crawlers and shares come in bursts, and sanitizing runs at most once per job and language.
 */
export const JOB_PAGE_CACHE_MS = 30_000
/** Slugs longer than this are no job's (and are never sent upstream). */
const MAX_SLUG_LENGTH = 200

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
export type JobPage = PageAdditions

/**
 * Job pages for search engines and sharing (`/job/{slug}/detail`, `/en/job/{slug}/detail`):
 * the job's title and description, Open Graph tags, hreflang alternates, a canonical link and
 * schema.org JobPosting JSON-LD, and the job itself for the page's server render. The job is read
 * as a visitor sees it (no session), so what is indexed is the public job; an unknown job
 * answers 404, an expired one 410.
 */
export function createJobPages(options: JobPagesOptions) {
  const detailAssets = chunkPreloads(options.webRoot)('src/app/routes/job-detail.tsx')

  /** A job's page, made once per cache period: its description goes through the worker. */
  async function build({ slug, lang }: { slug: string; lang: Lang }): Promise<JobPage> {
    const path = `/api/v1/job/${encodeURIComponent(slug)}/`
    const looked = await readForPage(options.upstream, path, lang, options.log)
    if (looked.status !== 200) return { status: looked.status, tags: '' }
    if (!isObject(looked.body)) {
      options.log.warn('job page: the provider answered the job oddly')
      return { status: 502, tags: '' }
    }
    const job = looked.body as SeoJob
    const { description } = job
    const shown = await descriptionHtml(description, options.sanitize)
    const head = jobPageHead(job, slug, lang, options.publicUrl, shown.html)
    return {
      status: 200,
      tags: [headTags(head, lang), ...detailAssets.tags(lang)].join('\n    '),
      styleHashes: detailAssets.styleHashes,
      known: new Map([[path, job]]),
      sanitized:
        shown.sanitized && typeof description === 'string' ? [[description, shown.html]] : [],
      busy: shown.busy,
    }
  }

  const pages = createPageCache({ build, ttlMs: JOB_PAGE_CACHE_MS })

  /**
   * A job page's additions; 404 for a slug no job has. Throws UpstreamError when the provider
   * cannot be reached (never kept: a reload tries again).
   */
  async function page(slug: string, lang: Lang): Promise<JobPage> {
    if (slug === '' || slug.length > MAX_SLUG_LENGTH) return { status: 404, tags: '' }
    return pages(`${lang}:${slug}`, { slug, lang })
  }

  return { page }
}
