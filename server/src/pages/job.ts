import type { Lang } from '@jagir/shared/routes/table'
import { descriptionHtml } from '../lib/description-html.js'
import { createPageCache, isObject, readForPage, type PageAdditions } from '../lib/page-cache.js'
import { jobPageHead, type SeoJob } from '../lib/job-seo.js'
import { headWithScreen, missing, type PageContext, type PageKind } from './page.js'

/**
 * How long a job's page (its answer and the head made from it, description sanitized) is reused:
 * crawlers and shares come in bursts, and sanitizing runs at most once per job and language.
 */
export const JOB_PAGE_CACHE_MS = 30_000
/** Slugs longer than this are no job's (and are never sent upstream). */
const MAX_SLUG_LENGTH = 200

/**
 * A job's page (`/job/{slug}/detail`, `/en/job/{slug}/detail`), for search engines and sharing.
 * - Read: the job as a visitor sees it (no session), so what is indexed is the public job.
 * - Status: 404 for a job no one has (a slug over 200 characters is never asked), 410 for an
 *   expired one, 502 for an odd answer; 502/504 when the provider cannot be reached.
 * - Head: the job's title and description, Open Graph tags, hreflang alternates, a canonical link
 *   and schema.org JobPosting JSON-LD (`lib/job-seo.ts`), then the screen's preloads.
 * - Render: `web/src/app/routes/job-detail.tsx` by the SPA's server renderer, given the job read
 *   here and its description sanitized by the worker pool, so neither is done twice.
 * All of it is made once per job and language per JOB_PAGE_CACHE_MS.
 */
export function jobPage(context: PageContext): PageKind {
  async function build({ slug, lang }: { slug: string; lang: Lang }): Promise<PageAdditions> {
    const path = `/api/v1/job/${encodeURIComponent(slug)}/`
    const looked = await readForPage(context.upstream, path, lang, context.log)
    if (looked.status !== 200) return { status: looked.status, tags: '' }
    if (!isObject(looked.body)) {
      context.log.warn('job page: the provider answered the job oddly')
      return { status: 502, tags: '' }
    }
    const job = looked.body as SeoJob
    const { description } = job
    const shown = await descriptionHtml(description, context.sanitize)
    const head = jobPageHead(job, slug, lang, context.publicUrl, shown.html)
    return {
      status: 200,
      ...headWithScreen(context, head, 'jobDetail', lang),
      known: new Map([[path, job]]),
      sanitized:
        shown.sanitized && typeof description === 'string' ? [[description, shown.html]] : [],
      busy: shown.busy,
    }
  }

  const pages = createPageCache({ build, ttlMs: JOB_PAGE_CACHE_MS })

  return {
    handles: (id) => id === 'jobDetail',
    async answer({ params, lang }) {
      const slug = params.jobSlug ?? ''
      if (slug === '' || slug.length > MAX_SLUG_LENGTH) return missing(404)
      const page = await pages(`${lang}:${slug}`, { slug, lang })
      return { ...page, render: page.status === 200 }
    },
  }
}
