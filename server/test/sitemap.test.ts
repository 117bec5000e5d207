import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INDEXABLE_PAGES, UNINDEXED_ROUTES } from '@jagir/shared/routes/indexing'
import { buildTestApp, TEST_ORIGIN } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { useWebRoot } from './helpers/web-root.js'
import { startStack, type Stack } from './demo-api/stack.js'

/**
 * Issue 16: /sitemap.xml lists every public page and open job in both languages with lastmod,
 * in files of at most 50,000 URLs under a sitemap index; /robots.txt keeps search engines out of
 * the guarded and sign-up pages.
 */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
})

/** Parses XML; fails the test when it is not well-formed. */
function parseXml(xml: string): Record<string, Record<string, unknown>> {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`)
  return parser.parse(xml) as Record<string, Record<string, unknown>>
}

interface UrlEntry {
  loc: string
  lastmod: string | null
  alternates: Record<string, string>
}

/** The `<url>` entries of a urlset. */
function urlsOf(xml: string): UrlEntry[] {
  const { urlset } = parseXml(xml)
  expect(urlset?.xmlns).toBe(SITEMAP_NS)
  expect(urlset?.['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
  const urls = (urlset?.url ?? []) as {
    loc: string
    lastmod?: string
    'xhtml:link': { rel: string; hreflang: string; href: string }[]
  }[]
  return urls.map((url) => ({
    loc: url.loc,
    lastmod: url.lastmod ?? null,
    alternates: Object.fromEntries(url['xhtml:link'].map((link) => [link.hreflang, link.href])),
  }))
}

/** The files a sitemap index lists. */
function filesOf(xml: string): { loc: string; lastmod: string | null }[] {
  const { sitemapindex } = parseXml(xml)
  expect(sitemapindex?.xmlns).toBe(SITEMAP_NS)
  const files = (sitemapindex?.sitemap ?? []) as { loc: string; lastmod?: string }[]
  return files.map((file) => ({ loc: file.loc, lastmod: file.lastmod ?? null }))
}

const pathOf = (loc: string) => loc.slice(TEST_ORIGIN.length)

describe('the sitemap of the demo site', () => {
  let stack: Stack
  let entries: UrlEntry[]
  beforeAll(async () => {
    stack = await startStack()
    const index = await stack.call('get', '/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
    const files = filesOf(index.text)
    expect(files.map((file) => pathOf(file.loc))).toEqual([
      '/sitemap-pages-1.xml',
      '/sitemap-jobs-1.xml',
    ])
    entries = []
    for (const file of files) {
      expect(file.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/)
      const res = await stack.call('get', pathOf(file.loc))
      expect(res.status).toBe(200)
      entries.push(...urlsOf(res.text))
    }
  }, 30_000)
  afterAll(() => stack.close())

  const paths = () => new Set(entries.map((entry) => pathOf(entry.loc)))

  it('lists every page in Nepali and English, each naming the other, with lastmod', () => {
    for (const entry of entries) {
      expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
      expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'ne', 'x-default'])
      expect([entry.alternates.ne, entry.alternates.en]).toContain(entry.loc)
      const english = pathOf(entry.alternates.en!)
      expect(english.startsWith('/en/') || english === '/en').toBe(true)
      expect(paths().has(pathOf(entry.alternates.ne!))).toBe(true)
      expect(paths().has(english)).toBe(true)
    }
  })

  it('lists the public screens, every post, business, question and training, with their groups', () => {
    const listed = paths()
    for (const route of INDEXABLE_PAGES) {
      expect(listed.has(route.pattern), route.pattern).toBe(true)
      expect(listed.has(route.pattern === '/' ? '/en' : `/en${route.pattern}`)).toBe(true)
    }
    for (const path of [
      '/blog/detail/negotiating-salary',
      '/en/blog/category/hiring-tips',
      '/blog/tag/cv',
      '/business/detail/thakali-kitchen',
      '/business/category/tourism',
      '/faq/detail/how-do-i-post-a-job',
      '/faq/category/payments',
      '/en/faq/tags/employer',
      '/training/driving-licence-preparation',
    ]) {
      expect(listed.has(path), path).toBe(true)
    }
    for (const route of UNINDEXED_ROUTES) expect(listed.has(route.pattern)).toBe(false)
  })

  it('lists every open job and no expired one', async () => {
    const jobs = await stack.demo.demoDb
      .selectFrom('jobs')
      .select(['slug', 'status', 'deadline', 'show_name', 'organization', 'published_at'])
      .orderBy('id')
      .execute()
    const now = Date.now()
    const open = jobs.filter((job) => job.status === 'active' && Date.parse(job.deadline!) > now)
    const expired = jobs.filter((job) => job.deadline && Date.parse(job.deadline) <= now)
    expect(open.length).toBeGreaterThan(10)
    expect(expired.length).toBeGreaterThan(0)
    const listed = paths()
    for (const job of open) {
      expect(listed.has(`/job/${job.slug}/detail`), job.slug).toBe(true)
      expect(listed.has(`/en/job/${job.slug}/detail`)).toBe(true)
    }
    for (const job of expired) expect(listed.has(`/job/${job.slug}/detail`)).toBe(false)
    // The employers of open jobs, at the address the site links to.
    const employer = open.find((job) => job.show_name !== false)!.organization
    expect(listed.has(`/employer/profile/${employer}`)).toBe(true)
    expect(listed.has(`/en/employer/profile/${employer}`)).toBe(true)
    const newest = open.find((job) => job.published_at)!
    const entry = entries.find((e) => e.loc === `${TEST_ORIGIN}/job/${newest.slug}/detail`)!
    expect(entry.lastmod).toBe(new Date(newest.published_at!).toISOString())
  })

  it('lists the job search of each category, district and employer with open jobs', async () => {
    const listed = paths()
    for (const route of ['category', 'district', 'company']) {
      expect(listed.has(`/job/browse/${route}`)).toBe(true)
      expect(listed.has(`/en/job/browse/${route}`)).toBe(true)
    }
    for (const by of ['category', 'district', 'company'] as const) {
      const res = await stack.call('get', `/api/v1/job/browse/?by=${by}`)
      const groups = res.body.results as { id: number }[]
      expect(groups.length, by).toBeGreaterThan(0)
      const param = by === 'company' ? 'organization' : by
      for (const group of groups) {
        expect(listed.has(`/job/search?${param}=${group.id}`), `${by} ${group.id}`).toBe(true)
        expect(listed.has(`/en/job/search?${param}=${group.id}`)).toBe(true)
      }
      // A group without open jobs has no entry.
      const searches = [...listed].filter((path) => path.startsWith(`/job/search?${param}=`))
      expect(searches).toHaveLength(groups.length)
    }
  })
})

describe('a sitemap larger than one file', () => {
  let upstream: FakeUpstream
  let app: FastifyInstance
  const webRoot = useWebRoot({
    'index.html': '<!doctype html><html><head></head><body></body></html>',
  })
  /** `count` open jobs, newest first, answered a page at a time as the provider would. */
  const serveJobs = (count: number) =>
    upstream.on('GET', '/api/v1/job/search/', (request) => {
      const query = new URL(request.url, 'http://x').searchParams
      const offset = Number(query.get('offset') ?? 0)
      const limit = Number(query.get('limit') ?? 10)
      const end = Math.min(count, offset + limit)
      const results = Array.from({ length: Math.max(0, end - offset) }, (_, i) => ({
        slug: `job-${offset + i + 1}`,
        published_at: new Date(Date.UTC(2026, 10, 20) - (offset + i) * 60_000).toISOString(),
      }))
      return {
        body: {
          count,
          next: end < count ? `/api/v1/job/search/?limit=${limit}&offset=${end}` : null,
          previous: null,
          results,
        },
      }
    })

  beforeAll(async () => {
    upstream = await startFakeUpstream()
    upstream.fallback({ body: { count: 0, next: null, previous: null, results: [] } })
  })
  afterAll(async () => {
    await app?.close()
    await upstream.close()
  })

  it('splits the jobs into files of 50,000 URLs (25,000 jobs in two languages)', async () => {
    serveJobs(50_001)
    app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(index.statusCode).toBe(200)
    expect(filesOf(index.body).map((file) => pathOf(file.loc))).toEqual([
      '/sitemap-pages-1.xml',
      '/sitemap-jobs-1.xml',
      '/sitemap-jobs-2.xml',
      '/sitemap-jobs-3.xml',
    ])
    // The last file holds the last job alone, in both languages.
    const last = await app.inject({ method: 'GET', url: '/sitemap-jobs-3.xml' })
    expect(urlsOf(last.body).map((entry) => pathOf(entry.loc))).toEqual([
      '/job/job-50001/detail',
      '/en/job/job-50001/detail',
    ])
    expect((await app.inject({ method: 'GET', url: '/sitemap-jobs-4.xml' })).statusCode).toBe(404)
    await app.close()
  }, 60_000)

  it('keeps every file under the limit it is given, both languages of a page in one file', async () => {
    upstream.reset()
    upstream.fallback({ body: { count: 0, next: null, previous: null, results: [] } })
    serveJobs(7)
    app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir(), sitemapMaxUrls: 4 })
    const files = filesOf((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body)
    const jobFiles = files.filter((file) => file.loc.includes('-jobs-'))
    expect(jobFiles).toHaveLength(4)
    const seen: string[] = []
    for (const file of files) {
      const entries = urlsOf((await app.inject({ method: 'GET', url: pathOf(file.loc) })).body)
      expect(entries.length).toBeLessThanOrEqual(4)
      expect(entries.length % 2).toBe(0)
      seen.push(...entries.map((entry) => pathOf(entry.loc)))
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.filter((path) => path.startsWith('/job/job-'))).toHaveLength(7)
  })

  it('answers 503 with Retry-After when the provider cannot be read, and keeps nothing', async () => {
    await app.close()
    upstream.reset()
    upstream.fallback({ status: 500, body: { detail: 'down' } })
    app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
    const res = await app.inject({ method: 'GET', url: '/sitemap-pages-1.xml' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('600')
    expect(res.body).not.toContain('down')
    upstream.fallback({ body: { count: 0, next: null, previous: null, results: [] } })
    expect((await app.inject({ method: 'GET', url: '/sitemap-pages-1.xml' })).statusCode).toBe(200)
  })
})

/** Whether robots.txt lets a crawler fetch `path` (Google's rules: the longest match wins). */
function robotsAllows(robots: string, path: string): boolean {
  let best = { length: -1, allow: true }
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim())
    if (!rule || rule[2] === '') continue
    const pattern = rule[2]!
    const anchored = pattern.endsWith('$')
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.?+^$|()[\]{}\\]/g, '\\$&'))
      .join('.*')
    if (!new RegExp(`^${body}${anchored ? '$' : ''}`).test(path)) continue
    const allow = rule[1] === 'Allow'
    if (pattern.length > best.length || (pattern.length === best.length && allow)) {
      best = { length: pattern.length, allow }
    }
  }
  return best.allow
}

describe('robots.txt', () => {
  let upstream: FakeUpstream
  let app: FastifyInstance
  let robots: string
  beforeAll(async () => {
    upstream = await startFakeUpstream()
    app = await buildTestApp(upstream.url)
    const res = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    robots = res.body
  })
  afterAll(async () => {
    await app.close()
    await upstream.close()
  })

  it('keeps crawlers out of every guarded and sign-up page, in both languages', () => {
    const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x-1')
    for (const route of UNINDEXED_ROUTES) {
      for (const path of [sample(route.pattern), `/en${sample(route.pattern)}`]) {
        expect(robotsAllows(robots, path), path).toBe(false)
        expect(robotsAllows(robots, `${path}?next=/`), path).toBe(false)
      }
    }
    expect(robotsAllows(robots, '/signup/verify-otp')).toBe(false)
    expect(robotsAllows(robots, '/bff/user')).toBe(false)
  })

  it('lets them read every public page, the ones beside a guarded one included', () => {
    for (const path of [
      '/',
      '/en',
      '/blog',
      '/en/blog/detail/negotiating-salary',
      '/faq/tags/employer',
      '/sep-faqs',
      '/training/react-for-beginners',
      '/job/search?search=driver',
      '/job/cook-1/detail',
      '/jobseeker/profile/meera',
      '/employer/profile/mero-pasal',
      '/api/v1/blog/posts/negotiating-salary/cover.svg',
      '/sitemap.xml',
    ]) {
      expect(robotsAllows(robots, path), path).toBe(true)
    }
  })

  it('says where the sitemap is, on the site’s own origin', () => {
    expect(robots).toContain(`\nSitemap: ${TEST_ORIGIN}/sitemap.xml\n`)
  })
})
