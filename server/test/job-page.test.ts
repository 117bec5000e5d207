import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { scriptSafeJson } from '../src/lib/html-text.js'
import { createSealer } from '../src/lib/seal.js'
import { SESSION_COOKIE } from '../src/plugins/session.js'
import { TEST_ORIGIN, TEST_SECRET, buildTestApp } from './helpers/build.js'
import { useWebRoot } from './helpers/web-root.js'
import { SITE_CSP } from './helpers/security-headers.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { jsonLdOf, metaOf } from './helpers/page-head.js'

const INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8">' +
  '<meta name="description" content="जागिर: नेपालको रोजगार बजार"><title>जागिर</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
const SLUG = 'accountant-himal-traders'
/** Vite's manifest of the build: the entry, the job page's chunks and the catalogs. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', imports: ['_lang.js'] },
  // The entry loads the core part of the language's catalog as it starts.
  '_lang.js': {
    file: 'assets/lang-1.js',
    dynamicImports: ['virtual:catalog/en/core', 'virtual:catalog/ne/core'],
  },
  'virtual:catalog/en/core': { file: 'assets/core-en.js' },
  'virtual:catalog/ne/core': { file: 'assets/core-ne.js' },
  'src/app/routes/job-detail.tsx': {
    file: 'assets/job-detail-2.js',
    imports: ['_lang.js', '_view.js', '_job-detail-part.js'],
  },
  // What asks for the job page's own messages when the page's code runs.
  '_job-detail-part.js': {
    file: 'assets/job-detail-part-9.js',
    dynamicImports: ['virtual:catalog/en/job-detail', 'virtual:catalog/ne/job-detail'],
  },
  'virtual:catalog/en/job-detail': { file: 'assets/job-detail-en.js' },
  'virtual:catalog/ne/job-detail': { file: 'assets/job-detail-ne.js' },
  '_view.js': { file: 'assets/view-3.js', css: ['assets/view-3.css'] },
  'src/app/routes/job-search.tsx': { file: 'assets/job-search-4.js', css: ['assets/search-4.css'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-5.js',
    imports: ['_job-card.js'],
    dynamicImports: ['src/app/routes/home-jobs.tsx'],
  },
  // The job card's stylesheet comes with home and with its lazy job lists: it is sent once.
  '_job-card.js': { file: 'assets/job-card-6.js', css: ['assets/job-6.css'] },
  'src/app/routes/home-jobs.tsx': { file: 'assets/home-jobs-6.js', css: ['assets/job-6.css'] },
  // Every sign-up step is one module, and the error page's is not named after its route id.
  'src/app/routes/signup-flow.tsx': { file: 'assets/signup-flow-7.js' },
  'src/app/routes/error-status.tsx': { file: 'assets/error-status-8.js' },
}

/** A job as the provider's GET /api/v1/job/{slug}/ answers it. */
function buildJob(overrides: Record<string, unknown> = {}) {
  return {
    slug: SLUG,
    title: 'Accountant',
    description:
      '<p>Keep the <strong>books</strong> &amp; file taxes.</p><script>alert(1)</script>',
    organization: { id: 7, name: 'Himal Traders', slug: 'himal-traders', logo: '/media/himal.png' },
    show_name: true,
    org_alt_name: null,
    location_info: {
      province: { id: 3, name: 'Bagmati Province' },
      district: { id: 27, name: 'Kathmandu' },
      city: { id: 2701, name: 'Kathmandu Metropolitan City' },
    },
    job_locations: [{ address: { id: 1, address: 'New Baneshwor' } }],
    offered_salary: {
      currency: 'NRs',
      operator: 'Equals',
      minimum: 25000,
      maximum: 35000,
      unit: 'Monthly',
    },
    available_for: ['full_time'],
    job_level: 'mid_level',
    published_at: '2026-01-05T04:00:00.000Z',
    deadline: '2026-02-15T18:14:59.000Z',
    ...overrides,
  }
}

const webRoot = useWebRoot({
  'index.html': INDEX,
  '.vite/manifest.json': JSON.stringify(MANIFEST),
  // Route id → screen module, as the build writes it (web/build/screens.ts).
  '.vite/screens.json': JSON.stringify({
    home: 'src/app/routes/home.tsx',
    jobSearch: 'src/app/routes/job-search.tsx',
    jobDetail: 'src/app/routes/job-detail.tsx',
    signUp: 'src/app/routes/signup-flow.tsx',
    signupJobseeker: 'src/app/routes/signup-flow.tsx',
    errorPage: 'src/app/routes/error-status.tsx',
  }),
  // The job page's critical CSS, as the build writes it (web/build/purge-css.ts).
  '.vite/critical-css.json': JSON.stringify({
    'src/app/routes/job-detail.tsx': '.navbar{display:flex}',
  }),
  // Two screens' stylesheets as built; home's (job-6.css) is missing, so it stays a link.
  'assets/view-3.css': '.job-view{margin:0 auto}',
  'assets/search-4.css': '.search-filters{display:flex}',
})
let upstream: FakeUpstream
let app: FastifyInstance

const jobCalls = () => upstream.received.filter((r) => r.url.startsWith('/api/v1/job/'))

const serveJob = (job: object, status = 200) =>
  upstream.on('GET', `/api/v1/job/${SLUG}/`, { status, body: job })

beforeAll(async () => {
  upstream = await startFakeUpstream()
})

afterAll(async () => {
  await upstream.close()
})

beforeEach(async () => {
  upstream.reset()
  app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
})

afterEach(async () => {
  await app.close()
})

describe('a job page for search engines', () => {
  it("puts the job's schema.org JobPosting, with Google's fields, into the page", async () => {
    serveJob(buildJob())
    const res = await app.inject({ method: 'GET', url: `/en/job/${SLUG}/detail` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    const [ld, ...others] = jsonLdOf(res.body)
    expect(others).toEqual([])
    expect(ld).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Accountant',
      description: '<p>Keep the <strong>books</strong> &amp; file taxes.</p>',
      identifier: { '@type': 'PropertyValue', name: 'Himal Traders', value: SLUG },
      datePosted: '2026-01-05T04:00:00.000Z',
      validThrough: '2026-02-15T18:14:59.000Z',
      employmentType: ['FULL_TIME'],
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Himal Traders',
        logo: `${TEST_ORIGIN}/media/himal.png`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'New Baneshwor',
          addressLocality: 'Kathmandu Metropolitan City',
          addressRegion: 'Bagmati Province',
          addressCountry: 'NP',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'NPR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 25000,
          maxValue: 35000,
          unitText: 'MONTH',
        },
      },
      directApply: true,
      url: `${TEST_ORIGIN}/en/job/${SLUG}/detail`,
    })
  })

  it('gives the page its title, description, Open Graph tags, canonical and hreflang links', async () => {
    serveJob(buildJob())
    const res = await app.inject({ method: 'GET', url: `/en/job/${SLUG}/detail` })
    const html = res.body
    expect(html).toContain('<html lang="en">')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Accountant | Himal Traders | Jagir</title>')
    expect(html.match(/<meta name="description"/g)).toHaveLength(1)
    expect(metaOf(html, 'description')).toBe('Keep the books & file taxes.')
    expect(metaOf(html, 'og:title')).toBe('Accountant | Himal Traders | Jagir')
    expect(metaOf(html, 'og:description')).toBe('Keep the books & file taxes.')
    expect(metaOf(html, 'og:url')).toBe(`${TEST_ORIGIN}/en/job/${SLUG}/detail`)
    // The job's share image (its card, the logo drawn in it); the logo itself is in the JSON-LD.
    expect(metaOf(html, 'og:image')).toMatch(
      new RegExp(`^${TEST_ORIGIN}/share/job/${SLUG}\\.png\\?lang=en&v=[\\w-]{16}$`),
    )
    expect(metaOf(html, 'og:locale')).toBe('en_US')
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/en/job/${SLUG}/detail">`)
    expect(html).toContain(
      `<link rel="alternate" hreflang="ne" href="${TEST_ORIGIN}/job/${SLUG}/detail">`,
    )
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${TEST_ORIGIN}/en/job/${SLUG}/detail">`,
    )
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${TEST_ORIGIN}/job/${SLUG}/detail">`,
    )
    // The app itself still loads.
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>')
    expect(html).toContain('<div id="root"></div>')
  })

  it('reads the job in the Nepali page’s language, as a visitor, whatever the cookies say', async () => {
    serveJob(buildJob({ title: 'लेखापाल' }))
    const sealer = createSealer([TEST_SECRET])
    const session = await sealer.seal({
      v: 1,
      token: 'tok-1',
      createdAt: Date.now(),
      renewedAt: Date.now(),
    })
    const res = await app.inject({
      method: 'GET',
      url: `/job/${SLUG}/detail`,
      cookies: { locale: 'en', [SESSION_COOKIE]: session },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<html lang="ne">')
    expect(res.body).toContain('<title>लेखापाल | Himal Traders | जागिर</title>')
    expect(res.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/job/${SLUG}/detail">`)
    expect(metaOf(res.body, 'og:locale')).toBe('ne_NP')
    const [call] = jobCalls()
    expect(call!.headers['accept-language']).toBe('ne')
    expect(call!.headers.authorization).toBeUndefined()
    expect(jsonLdOf(res.body)[0]!.url).toBe(`${TEST_ORIGIN}/job/${SLUG}/detail`)
  })

  it('answers 404 for an unknown job and 410 for an expired one, still with the app', async () => {
    upstream.on('GET', '/api/v1/job/nope/', { status: 404, body: { detail: 'Not found.' } })
    upstream.on('GET', '/api/v1/job/old/', { status: 410, body: { detail: 'Gone.' } })
    const unknown = await app.inject({ method: 'GET', url: '/job/nope/detail' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('<div id="root"></div>')
    expect(jsonLdOf(unknown.body)).toEqual([])
    const expired = await app.inject({ method: 'GET', url: '/en/job/old/detail' })
    expect(expired.statusCode).toBe(410)
    expect(expired.body).toContain('<html lang="en">')
    expect(jsonLdOf(expired.body)).toEqual([])
  })

  it('cannot be broken out of: every value is escaped in the tags and in the JSON-LD', async () => {
    const evil = 'Chef</script><script>alert(1)</script><!-- "quoted" & \'single\''
    serveJob(
      buildJob({ title: evil, org_alt_name: '"><img src=x onerror=alert(2)>', show_name: false }),
    )
    const res = await app.inject({ method: 'GET', url: `/en/job/${SLUG}/detail` })
    expect(res.statusCode).toBe(200)
    // The app's own script and the JSON-LD data block: nothing injected runs.
    const scripts = [...res.body.matchAll(/<script[^>]*>/g)].map((m) => m[0])
    expect(scripts).toEqual([
      '<script type="module" src="/assets/index-abc123.js">',
      '<script type="application/ld+json">',
    ])
    expect(res.body).not.toContain('<img')
    expect(res.body).not.toContain('alert(1)</script>')
    const [ld] = jsonLdOf(res.body)
    expect(ld!.title).toBe(evil)
    expect((ld!.hiringOrganization as { name: string }).name).toBe('"><img src=x onerror=alert(2)>')
    expect(metaOf(res.body, 'og:title')).toBe(`${evil} | "><img src=x onerror=alert(2)> | Jagir`)
  })

  it('writes JSON-LD that no HTML parser can end early', () => {
    const json = scriptSafeJson({ a: '</script><!--&', b: 'line\u2028para\u2029' })
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual({ a: '</script><!--&', b: 'line\u2028para\u2029' })
  })

  it("preloads the job page's chunks and catalog", async () => {
    serveJob(buildJob({ title: 'Cook </script>' }))
    const res = await app.inject({ method: 'GET', url: `/en/job/${SLUG}/detail` })
    for (const file of [
      'core-en.js',
      'job-detail-en.js',
      'job-detail-2.js',
      'view-3.js',
      'job-detail-part-9.js',
    ]) {
      expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`)
    }
    // The screen's own stylesheet is in the page (no request of its own before the first paint),
    // allowed by its hash alone; its link stays, disabled, so the app does not fetch it again.
    expect(res.body).toContain(
      '<style data-href="/assets/view-3.css">.job-view{margin:0 auto}</style>',
    )
    expect(res.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/view-3.css" type="text/x-inlined-css" disabled>',
    )
    // So are the rules of the app-wide stylesheet it can use (its critical CSS), first.
    expect(res.body).toContain('<style data-critical>.navbar{display:flex}</style>')
    expect(res.body.indexOf('<style data-critical>')).toBeLessThan(
      res.body.indexOf('<style data-href'),
    )
    expect(res.headers['content-security-policy']).toBe(
      SITE_CSP.replace(
        "style-src 'self'",
        () =>
          "style-src 'self' 'sha256-zkJ7jQRgP59ztOudYhrO0CrU94jFCWgT12hOIyihBFc=' " +
          "'sha256-gKw4whoHbiCMeeyhaKtiiPkH72GSoctba0cHNdmcsT8='",
      ),
    )
    // What the entry loads anyway is not preloaded twice; nor is the other language's catalog.
    expect(res.body).not.toContain('lang-1.js')
    expect(res.body).not.toContain('core-ne.js')
    expect(res.body).not.toContain('job-detail-ne.js')
  })

  it('serves the job search with its chunks and catalog preloaded, asking the provider nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/job/search?search=cook&province=3' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('<html lang="ne">')
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/core-ne.js">')
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/job-search-4.js">',
    )
    expect(res.body).toContain(
      '<style data-href="/assets/search-4.css">.search-filters{display:flex}</style>',
    )
    expect(res.headers['content-security-policy']).toContain(
      "style-src 'self' 'sha256-TsAzFp85yxVAgB/sYIIMzW1N5hVKNnFt0mQn2ulF0GM=';",
    )
    expect(res.body).not.toContain('job-detail-2.js')
    expect(jobCalls()).toHaveLength(0)
    // The head names the search (its title, its address for a shared link): the same search
    // again is a 304, another search another page.
    expect(res.body).toContain('<title>जागिरहरू: cook | जागिर</title>')
    const again = (url: string) =>
      app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } })
    expect((await again('/job/search?search=cook&province=3')).statusCode).toBe(304)
    expect((await again('/job/search?search=nurse&province=3')).statusCode).toBe(200)
  })

  it('gives every screen its chunks, and the stylesheets of the parts the server renders lazily', async () => {
    const home = await app.inject({ method: 'GET', url: '/en' })
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-5.js">')
    // Home's job lists are rendered on the server: their styles come with the page, their code
    // when the browser asks for it.
    // (A stylesheet that cannot be read is linked as it is, and the policy is the site's.)
    const jobStyles = '<link rel="stylesheet" crossorigin href="/assets/job-6.css">'
    expect(home.body.split(jobStyles)).toHaveLength(2)
    expect(home.headers['content-security-policy']).toBe(SITE_CSP)
    expect(home.body).not.toContain('home-jobs-6.js')
    // A screen the build does not have (a route of the table still to come): nothing added.
    const blog = await app.inject({ method: 'GET', url: '/blog' })
    expect(blog.body).not.toContain('modulepreload')
  })

  it('finds each screen by its route id, not by a file name guessed from it', async () => {
    const signUpModule = '<link rel="modulepreload" crossorigin href="/assets/signup-flow-7.js">'
    for (const url of ['/sign-up', '/en/signup/jobseeker']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(signUpModule)
    }
    const error = await app.inject({ method: 'GET', url: '/errors/500' })
    expect(error.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/error-status-8.js">',
    )
  })

  it('names the alternative organisation, without its logo, when the name is hidden', async () => {
    serveJob(buildJob({ show_name: false, org_alt_name: 'A reputed trading house' }))
    const res = await app.inject({ method: 'GET', url: `/en/job/${SLUG}/detail` })
    const [ld] = jsonLdOf(res.body)
    expect(ld!.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'A reputed trading house',
    })
    // The share image still names the job, with the alternative name and no logo.
    expect(metaOf(res.body, 'og:image:alt')).toMatch(/^Accountant · A reputed trading house · /)
    expect(res.body).toContain('<title>Accountant | A reputed trading house | Jagir</title>')
  })

  it("maps every job type to Google's employmentType and every salary unit to unitText", async () => {
    const cases: [string[], string[]][] = [
      [
        ['full_time', 'part_time'],
        ['FULL_TIME', 'PART_TIME'],
      ],
      [['contractual', 'freelancing'], ['CONTRACTOR']],
      [['internship', 'traineeship'], ['INTERN']],
      [['volunteer'], ['VOLUNTEER']],
      [['temporary'], ['TEMPORARY']],
      [['gig'], ['OTHER']],
    ]
    const units = [
      ['Hourly', 'HOUR'],
      ['Daily', 'DAY'],
      ['Weekly', 'WEEK'],
      ['Monthly', 'MONTH'],
      ['Yearly', 'YEAR'],
    ]
    for (const [index, [types, expected]] of cases.entries()) {
      const [unit, unitText] = units[index % units.length]!
      const slug = `job-${index}`
      upstream.on('GET', `/api/v1/job/${slug}/`, {
        body: buildJob({
          slug,
          available_for: types,
          offered_salary: { currency: 'NRs', minimum: 900, maximum: null, unit },
        }),
      })
      const res = await app.inject({ method: 'GET', url: `/en/job/${slug}/detail` })
      const [ld] = jsonLdOf(res.body)
      expect(ld!.employmentType).toEqual(expected)
      expect(ld!.baseSalary).toEqual({
        '@type': 'MonetaryAmount',
        currency: 'NPR',
        value: { '@type': 'QuantitativeValue', value: 900, unitText },
      })
    }
  })

  it('leaves the salary out when none is given, and writes plain digits and ISO dates', async () => {
    serveJob(
      buildJob({
        offered_salary: { minimum: null, maximum: null, unit: 'Monthly' },
        description: '<p>कम्तीमा ५ वर्षको अनुभव, २ जना</p>',
        job_locations: [{ address: { address: 'वडा नं. ४' } }],
      }),
    )
    const res = await app.inject({ method: 'GET', url: `/job/${SLUG}/detail` })
    const [ld] = jsonLdOf(res.body)
    expect(ld!.baseSalary).toBeUndefined()
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)![1]!
    expect(json).not.toMatch(/[०-९]/)
    expect(ld!.description).toBe('<p>कम्तीमा 5 वर्षको अनुभव, 2 जना</p>')
    expect((ld!.jobLocation as { address: { streetAddress: string } }).address.streetAddress).toBe(
      'वडा नं. 4',
    )
    // People read the page's own description as written.
    expect(metaOf(res.body, 'description')).toBe('कम्तीमा ५ वर्षको अनुभव, २ जना')
    expect(ld!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('says 502 when the provider fails, and never caches a failure', async () => {
    upstream.on('GET', `/api/v1/job/${SLUG}/`, { status: 500, body: 'boom' })
    const res = await app.inject({ method: 'GET', url: `/job/${SLUG}/detail` })
    expect(res.statusCode).toBe(502)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('boom')
  })

  it('asks the provider once for a burst of visits, and answers 304 to a matching ETag', async () => {
    serveJob(buildJob())
    const first = await app.inject({ method: 'GET', url: `/en/job/${SLUG}/detail` })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await app.inject({
      method: 'GET',
      url: `/en/job/${SLUG}/detail`,
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(jobCalls()).toHaveLength(1)
  })

  it('never sends an absurd slug upstream', async () => {
    const res = await app.inject({ method: 'GET', url: `/job/${'x'.repeat(300)}/detail` })
    expect(res.statusCode).toBe(404)
    expect(jobCalls()).toHaveLength(0)
  })
})
