import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { statSync } from 'node:fs'
import path from 'node:path'
import { robotsTxt } from '../lib/robots.js'
import { siteBase } from '../lib/page-head.js'
import {
  contentSitemapPages,
  countOf,
  jobSitemapPages,
  OPEN_JOBS_PATH,
  walk,
  type ProviderGet,
} from '../lib/sitemap/sources.js'
import { newest, sitemapIndex, urlset, type SitemapPage } from '../lib/sitemap/xml.js'
import { UpstreamError } from './upstream.js'

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000
/** How long the sitemap's files are reused: crawlers read them rarely, each costs many reads. */
export const SITEMAP_CACHE_MS = 10 * 60 * 1000

export interface SitemapOptions {
  /** The site's origin (PUBLIC_URL): every address in the sitemap is absolute. */
  publicUrl: string
  /** The built SPA: its index.html's time dates the pages whose words are the app's own. */
  webRoot: string
  /** URLs per file (tests make it small). */
  maxUrls?: number
}

type Section = 'pages' | 'jobs'
const FILE = /^\/sitemap-(pages|jobs)-([1-9]\d{0,5})\.xml$/
const XML = 'application/xml; charset=utf-8'

/** When the app was built (index.html's time), or null before it is. */
function builtAt(webRoot: string): string | null {
  try {
    return statSync(path.join(webRoot, 'index.html')).mtime.toISOString()
  } catch {
    return null
  }
}

/**
 * `/sitemap.xml` (an index of files of at most 50,000 URLs: the public screens and content, then
 * the open jobs, every page in Nepali and English with its `hreflang` pair and `lastmod`) and
 * `/robots.txt`. Read from the provider as a visitor, kept 10 minutes.
 */
export default fp<SitemapOptions>(
  async function sitemapPlugin(fastify, options) {
    const base = siteBase(options.publicUrl)
    // Both languages of a page go in the same file.
    const pagesPerFile = Math.max(1, Math.floor((options.maxUrls ?? SITEMAP_MAX_URLS) / 2))
    const built = builtAt(options.webRoot)
    const get: ProviderGet = async (apiPath) => {
      const answer = await fastify.upstream.json({
        method: 'GET',
        path: apiPath,
        headers: { 'accept-language': 'ne' },
      })
      if (answer.status >= 200 && answer.status < 300) return answer.body
      throw new UpstreamError(502, `the provider answered ${answer.status} for ${apiPath}`)
    }
    const kept = new LRUCache<string, { value: unknown }>({ max: 64, ttl: SITEMAP_CACHE_MS })
    const making = new Map<string, Promise<unknown>>()
    /** Made once per cache period, however many ask for it meanwhile; a failure is not kept. */
    async function cached<T>(key: string, make: () => Promise<T>): Promise<T> {
      const hit = kept.get(key)
      if (hit) return hit.value as T
      let promise = making.get(key) as Promise<T> | undefined
      if (!promise) {
        promise = make().finally(() => making.delete(key))
        making.set(key, promise)
      }
      const value = await promise
      kept.set(key, { value })
      return value
    }
    const contentPages = () =>
      cached<SitemapPage[]>('pages', () => contentSitemapPages(get, base, built))
    const fileUrl = (section: Section, number: number) => `${base}/sitemap-${section}-${number}.xml`

    async function index(): Promise<string> {
      const pages = await contentPages()
      const jobs = await countOf(get, OPEN_JOBS_PATH)
      const files: { url: string; lastmod: string | null }[] = []
      for (let start = 0, n = 1; start < Math.max(pages.length, 1); start += pagesPerFile, n++) {
        const slice = pages.slice(start, start + pagesPerFile)
        files.push({ url: fileUrl('pages', n), lastmod: newest(slice.map((p) => p.lastmod)) })
      }
      for (let start = 0, n = 1; start < jobs; start += pagesPerFile, n++) {
        // Newest first: a window's first job is its newest.
        const [first] = await walk(get, OPEN_JOBS_PATH, { offset: start, max: 1 })
        const lastmod = typeof first?.published_at === 'string' ? first.published_at : null
        files.push({ url: fileUrl('jobs', n), lastmod: lastmod && new Date(lastmod).toISOString() })
      }
      return sitemapIndex(files)
    }

    async function file(section: Section, number: number): Promise<string | null> {
      const start = (number - 1) * pagesPerFile
      if (section === 'pages') {
        const pages = await contentPages()
        if (start >= pages.length && number > 1) return null
        return urlset(pages.slice(start, start + pagesPerFile))
      }
      const jobs = await jobSitemapPages(get, base, start, pagesPerFile)
      if (jobs.length === 0 && number > 1) return null
      return urlset(jobs)
    }

    async function send(reply: FastifyReply, make: () => Promise<string | null>) {
      try {
        const xml = await make()
        if (xml === null) return reply.code(404).send({ detail: 'Not found.' })
        return reply.type(XML).header('cache-control', 'public, max-age=600').send(xml)
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        reply.log.warn({ err: error.cause ?? error }, 'sitemap: the provider could not be read')
        return reply
          .code(503)
          .header('retry-after', '600')
          .header('cache-control', 'no-store')
          .send({ detail: 'The sitemap is not available right now.' })
      }
    }

    fastify.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(base)),
    )
    fastify.get('/sitemap.xml', async (_request, reply) =>
      send(reply, () => cached('index', index)),
    )
    fastify.get('/sitemap-:file', async (request, reply) => {
      const match = FILE.exec(request.url.split('?')[0]!)
      if (!match) return reply.code(404).send({ detail: 'Not found.' })
      const section = match[1] as Section
      const number = Number(match[2])
      return send(reply, async () => {
        const xml = await cached(
          `${section}-${number}`,
          async () => (await file(section, number)) ?? '',
        )
        return xml === '' ? null : xml
      })
    })
  },
  { name: 'jagir-sitemap', dependencies: ['jagir-upstream'] },
)
