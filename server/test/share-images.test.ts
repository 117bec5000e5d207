import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { pixelAt, pngSize, solidPng } from './helpers/png.js'
import { useWebRoot } from './helpers/web-root.js'

/**
 * Issue 33: the share image of a job (and of every other public item) is a 1200×630 PNG drawn by
 * the BFF, kept per item, language and version, answered with a long cache and an ETag; the
 * organisation's own logo is drawn in it, nothing else is fetched, and a hostile title cannot
 * make it slow or large.
 */

const webRoot = useWebRoot({
  'index.html': '<!doctype html><html><head></head><body></body></html>',
})
const SLUG = 'accountant-himal-traders'
const LOGO_PATH = '/api/v1/organizations/7/logo/'

function job(overrides: Record<string, unknown> = {}) {
  return {
    slug: SLUG,
    title: 'Accountant',
    organization: { id: 7, name: 'Himal Traders', logo: `${LOGO_PATH}?v=abc123` },
    show_name: true,
    location_info: { district: { name: 'Kathmandu' }, city: { name: 'Putalisadak' } },
    offered_salary: { currency: 'NRs', minimum: 25000, maximum: 35000, unit: 'Monthly' },
    deadline: '2026-12-15T18:14:59.000Z',
    ...overrides,
  }
}

let upstream: FakeUpstream
let app: FastifyInstance

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(() => upstream.close())
beforeEach(async () => {
  upstream.reset()
  upstream.on('GET', `/api/v1/job/${SLUG}/`, { body: job() })
  upstream.on('GET', LOGO_PATH, {
    headers: { 'content-type': 'image/png' },
    body: solidPng(200, 200, '#e01010'),
  })
  app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
})
afterEach(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })
const reads = (path: string) => upstream.received.filter((r) => r.url.split('?')[0] === path)

describe("a job's share image", () => {
  it('is a 1200×630 PNG with an ETag, kept a year at its versioned address', async () => {
    const first = await get(`/share/job/${SLUG}.png?lang=en`)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/png')
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{16}"$/)
    // Without its version the address may show another image tomorrow: kept 10 minutes.
    expect(first.headers['cache-control']).toBe('public, max-age=600')

    const versioned = await get(`/share/job/${SLUG}.png?lang=en&v=${etag.slice(1, -1)}`)
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(versioned.rawPayload.equals(first.rawPayload)).toBe(true)

    const again = await get(`/share/job/${SLUG}.png?lang=en`, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // The provider was asked as a visitor, in the image's language.
    const asked = reads(`/api/v1/job/${SLUG}/`)
    expect(asked.length).toBeGreaterThanOrEqual(1)
    expect(asked[0]!.headers['accept-language']).toBe('en')
    expect(asked[0]!.headers.authorization).toBeUndefined()
  })

  it('is another image, with another ETag, in Nepali and after the job changes', async () => {
    const en = await get(`/share/job/${SLUG}.png?lang=en`)
    const ne = await get(`/share/job/${SLUG}.png?lang=ne`)
    const plain = await get(`/share/job/${SLUG}.png`)
    expect(ne.statusCode).toBe(200)
    expect(ne.headers.etag).not.toBe(en.headers.etag)
    // Nepali is the default language.
    expect(plain.headers.etag).toBe(ne.headers.etag)
    await app.close()
    upstream.on('GET', `/api/v1/job/${SLUG}/`, { body: job({ title: 'Senior Accountant' }) })
    app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
    const changed = await get(`/share/job/${SLUG}.png?lang=en`)
    expect(changed.headers.etag).not.toBe(en.headers.etag)
  })

  it("draws the organisation's stored logo, and its initial when the name is hidden", async () => {
    const withLogo = await get(`/share/job/${SLUG}.png?lang=en`)
    expect(reads(LOGO_PATH)).toHaveLength(1)
    const [r, g, b] = pixelAt(withLogo.rawPayload, 144, 120)
    expect([r > 200, g < 40, b < 40]).toEqual([true, true, true])

    upstream.on('GET', `/api/v1/job/${SLUG}/`, {
      body: job({ show_name: false, org_alt_name: 'A trading house' }),
    })
    const hidden = await get(`/share/job/${SLUG}.png?lang=ne`)
    expect(reads(LOGO_PATH)).toHaveLength(1)
    // The brand's blue square with the initial, no red anywhere in it.
    expect(pixelAt(hidden.rawPayload, 144, 62).slice(0, 3)).toEqual([31, 95, 168])
  })

  it("fetches no logo from anywhere but the provider's store of logos", async () => {
    upstream.on('GET', `/api/v1/job/${SLUG}/`, {
      body: job({ organization: { name: 'Himal Traders', logo: 'http://169.254.169.254/x.png' } }),
    })
    const elsewhere = await get(`/share/job/${SLUG}.png?lang=en`)
    expect(elsewhere.statusCode).toBe(200)
    expect(reads(LOGO_PATH)).toHaveLength(0)
    expect(upstream.received.map((r) => r.url)).toEqual([`/api/v1/job/${SLUG}/`])
    expect(pixelAt(elsewhere.rawPayload, 144, 62).slice(0, 3)).toEqual([31, 95, 168])
  })

  it('never decodes a logo over 2,048 pixels a side, however small its file', async () => {
    // A file of a few KB that unpacks into 3,000 × 3,000 pixels (36 MB): the initial is drawn.
    const bomb = solidPng(3_000, 3_000, '#e01010')
    expect(bomb.length).toBeLessThan(300 * 1024)
    upstream.on('GET', LOGO_PATH, { headers: { 'content-type': 'image/png' }, body: bomb })
    const large = await get(`/share/job/${SLUG}.png?lang=en`)
    expect(large.statusCode).toBe(200)
    expect(reads(LOGO_PATH)).toHaveLength(1)
    expect(pixelAt(large.rawPayload, 144, 62).slice(0, 3)).toEqual([31, 95, 168])
  })

  it('draws the initial when the stored logo is no image, or too big a file', async () => {
    upstream.on('GET', LOGO_PATH, { body: '<svg onload="x()"/>' })
    const notImage = await get(`/share/job/${SLUG}.png?lang=en`)
    expect(notImage.statusCode).toBe(200)
    expect(pixelAt(notImage.rawPayload, 144, 62).slice(0, 3)).toEqual([31, 95, 168])

    const huge = Buffer.concat([solidPng(200, 200, '#e01010'), Buffer.alloc(400 * 1024)])
    upstream.on('GET', LOGO_PATH, { headers: { 'content-type': 'image/png' }, body: huge })
    const tooBig = await get(`/share/job/${SLUG}.png?lang=ne`)
    expect(tooBig.statusCode).toBe(200)
    expect(reads(LOGO_PATH)).toHaveLength(2)
    expect(pixelAt(tooBig.rawPayload, 144, 62).slice(0, 3)).toEqual([31, 95, 168])
  })

  it('stays fast and small for a hostile title and organisation', async () => {
    upstream.on('GET', `/api/v1/job/${SLUG}/`, {
      body: job({
        title: `${'क्'.repeat(20_000)} ${'W'.repeat(50_000)} ${'व्यवस्थापक '.repeat(5_000)}`,
        organization: { name: '\u202e'.repeat(10_000) + 'ि'.repeat(10_000), logo: null },
        offered_salary: { minimum: 1e300, maximum: 'x' },
        location_info: { city: { name: 'न'.repeat(100_000) } },
      }),
    })
    const started = performance.now()
    const res = await get(`/share/job/${SLUG}.png?lang=ne`)
    const took = performance.now() - started
    expect(res.statusCode).toBe(200)
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 })
    expect(res.rawPayload.length).toBeLessThan(300_000)
    expect(took).toBeLessThan(3_000)
  })

  it('answers 404 for an unknown job, kind or language, and 410 for a removed one', async () => {
    const unknown = await get('/share/job/no-such-job.png?lang=en')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['cache-control']).toBe('no-store')
    expect((await get(`/share/person/${SLUG}.png`)).statusCode).toBe(404)
    expect((await get(`/share/job/${SLUG}.png?lang=fr`)).statusCode).toBe(404)
    expect((await get(`/share/job/${SLUG}.jpg`)).statusCode).toBe(404)
    expect((await get(`/share/job/${'a'.repeat(201)}.png`)).statusCode).toBe(404)
    upstream.on('GET', '/api/v1/job/gone/', { status: 410, body: { detail: 'Gone.' } })
    expect((await get('/share/job/gone.png')).statusCode).toBe(410)
    // Neither an over-long id nor an unknown kind was asked of the provider.
    expect(upstream.received.every((r) => r.url.length < 220)).toBe(true)
  })
})

describe('a share image while the provider is away', () => {
  it('answers 502, kept nowhere, and draws the job once it is back', async () => {
    await upstream.close()
    const away = await get(`/share/job/${SLUG}.png?lang=en`)
    expect(away.statusCode).toBe(502)
    expect(away.headers['content-type']).toMatch(/^application\/json/)
    upstream = await startFakeUpstream()
    upstream.on('GET', `/api/v1/job/${SLUG}/`, { body: job() })
    await app.close()
    app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
    expect((await get(`/share/job/${SLUG}.png?lang=en`)).statusCode).toBe(200)
  })
})

describe("the site's own images", () => {
  it('has a card for pages with no item, in both languages, and a square logo', async () => {
    const ne = await get('/share/site.png?lang=ne')
    const en = await get('/share/site.png?lang=en')
    expect(pngSize(ne.rawPayload)).toEqual({ width: 1200, height: 630 })
    expect(ne.headers.etag).not.toBe(en.headers.etag)
    const logo = await get('/share/logo.png')
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toBe('image/png')
    expect(pngSize(logo.rawPayload)).toEqual({ width: 512, height: 512 })
  })
})
