import type { Lang } from '@jagir/shared/routes/table'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream, type Recorded } from './helpers/fake-upstream.js'
import { jsonLdOf, linksOf, metaOf, titleOf } from './helpers/page-head.js'
import { pngSize } from './helpers/png.js'
import { useWebRoot } from './helpers/web-root.js'

/**
 * Issue 33, the share test: a link to a job, an employer, a blog post, an FAQ, a business or a
 * training, shared on Viber, WhatsApp, Facebook or X, shows a picture and a card. For each kind,
 * in both languages, the HTML the BFF sends (what those crawlers read: they run no JavaScript)
 * has Open Graph and X card tags with a 1200×630 share image in the page's language, that image
 * answers 200 image/png at 1200×630, and the page's JSON-LD still parses with its required fields.
 */

const INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8">' +
  '<meta name="description" content="जागिर"><title>जागिर</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
const webRoot = useWebRoot({ 'index.html': INDEX })

/** Each item in both languages, as the provider answers it in each. */
const ITEMS: Record<string, Record<Lang, Record<string, unknown>>> = {
  '/api/v1/job/accountant-himal-traders/': {
    en: {
      slug: 'accountant-himal-traders',
      title: 'Accounts Officer',
      description: '<p>Keep the books and file taxes.</p>',
      organization: { id: 7, name: 'Himal Traders', logo: null },
      show_name: true,
      location_info: {
        province: { name: 'Bagmati Province' },
        district: { name: 'Kathmandu' },
        city: { name: 'Putalisadak' },
      },
      offered_salary: { currency: 'NRs', minimum: 45000, maximum: 60000, unit: 'Monthly' },
      available_for: ['full_time'],
      published_at: '2026-11-20T04:00:00.000Z',
      deadline: '2026-12-15T18:14:59.000Z',
    },
    ne: {
      slug: 'accountant-himal-traders',
      title: 'लेखा अधिकृत',
      description: '<p>हिसाब राख्ने र कर बुझाउने।</p>',
      organization: { id: 7, name: 'हिमाल ट्रेडर्स', logo: null },
      show_name: true,
      location_info: {
        province: { name: 'बागमती प्रदेश' },
        district: { name: 'काठमाडौँ' },
        city: { name: 'पुतलीसडक' },
      },
      offered_salary: { currency: 'NRs', minimum: 45000, maximum: 60000, unit: 'Monthly' },
      available_for: ['full_time'],
      published_at: '2026-11-20T04:00:00.000Z',
      deadline: '2026-12-15T18:14:59.000Z',
    },
  },
  '/api/v1/organizations/7/': {
    en: {
      id: 7,
      name: 'Himal Traders',
      logo: null,
      about: 'A trading house in Putalisadak since 2001.',
      category: { id: 1, name: 'Trading' },
      district: { id: 27, name: 'Kathmandu' },
      address: 'Putalisadak',
      website: 'https://himal-traders.example.com.np',
      active_jobs: 3,
    },
    ne: {
      id: 7,
      name: 'हिमाल ट्रेडर्स',
      logo: null,
      about: '२०५८ देखि पुतलीसडकमा व्यापार गर्ने संस्था।',
      category: { id: 1, name: 'व्यापार' },
      district: { id: 27, name: 'काठमाडौँ' },
      address: 'पुतलीसडक',
      website: 'https://himal-traders.example.com.np',
      active_jobs: 3,
    },
  },
  '/api/v1/blog/posts/negotiating-salary/': {
    en: {
      slug: 'negotiating-salary',
      title: 'How to talk about salary without fear',
      excerpt: 'Know the market band for your role before the call.',
      author: 'Anjali Karki',
      published_at: '2026-10-30T06:00:00.000Z',
      category: { slug: 'career-advice', name: 'Career advice' },
      tags: [],
      body: '<p>Ask about gratuity.</p>',
    },
    ne: {
      slug: 'negotiating-salary',
      title: 'नडराई तलबबारे कसरी कुरा गर्ने',
      excerpt: 'कल अघि आफ्नो पदको बजार दर थाहा पाउनुहोस्।',
      author: 'अञ्जली कार्की',
      published_at: '2026-10-30T06:00:00.000Z',
      category: { slug: 'career-advice', name: 'करियर सल्लाह' },
      tags: [],
      body: '<p>उपदानबारे सोध्नुहोस्।</p>',
    },
  },
  '/api/v1/faq/how-do-i-post-a-job/': {
    en: {
      slug: 'how-do-i-post-a-job',
      question: 'How do I post a job?',
      answer: 'Fill in your organisation details, choose a package, then use Post Job.',
      category: { slug: 'employers', name: 'Employers' },
    },
    ne: {
      slug: 'how-do-i-post-a-job',
      question: 'म कसरी जागिर पोस्ट गर्छु?',
      answer: 'संस्थाको विवरण भर्नुहोस्, प्याकेज छान्नुहोस्, अनि जागिर पोस्ट गर्नुहोस्।',
      category: { slug: 'employers', name: 'रोजगारदाता' },
    },
  },
  '/api/v1/business/thakali-kitchen/': {
    en: {
      slug: 'thakali-kitchen',
      name: 'Thakali Kitchen',
      category: { slug: 'restaurants', name: 'Restaurants and cafes' },
      description: 'Thakali dal bhat since 2009.',
      district: { name: 'Kathmandu' },
      address: 'Thamel, Kathmandu',
      phone_number: '9851000000',
    },
    ne: {
      slug: 'thakali-kitchen',
      name: 'थकाली किचन',
      category: { slug: 'restaurants', name: 'रेस्टुरेन्ट र क्याफे' },
      description: '२०६६ देखि थकाली दालभात।',
      district: { name: 'काठमाडौँ' },
      address: 'ठमेल, काठमाडौँ',
      phone_number: '9851000000',
    },
  },
  '/api/v1/training/accounting-with-tally/': {
    en: {
      slug: 'accounting-with-tally',
      title: 'Accounting with Tally',
      summary: 'Day books, VAT returns and payroll for small businesses.',
      fee: 9000,
      currency: 'NRs',
      starts_on: '2026-12-08',
      mode: 'in_person',
      location: 'Putalisadak, Kathmandu',
      seats_left: 4,
      trainer: 'Khata Accounting Services',
    },
    ne: {
      slug: 'accounting-with-tally',
      title: 'ट्याली प्रयोग गरी लेखा',
      summary: 'साना व्यवसायका लागि दैनिक खाता, भ्याट विवरण र तलबी।',
      fee: 9000,
      currency: 'NRs',
      starts_on: '2026-12-08',
      mode: 'in_person',
      location: 'पुतलीसडक, काठमाडौँ',
      seats_left: 4,
      trainer: 'खाता एकाउन्टिङ सर्भिसेस',
    },
  },
}

/** Each page kind: its address (without the language prefix), its share kind and JSON-LD. */
const PAGES = [
  { name: 'a job', path: '/job/accountant-himal-traders/detail', kind: 'job', ld: 'JobPosting' },
  { name: 'an employer', path: '/employer/profile/7', kind: 'employer', ld: 'Organization' },
  {
    name: 'a blog post',
    path: '/blog/detail/negotiating-salary',
    kind: 'blog',
    ld: 'BlogPosting',
  },
  { name: 'an FAQ', path: '/faq/detail/how-do-i-post-a-job', kind: 'faq', ld: 'FAQPage' },
  {
    name: 'a business',
    path: '/business/detail/thakali-kitchen',
    kind: 'business',
    ld: 'LocalBusiness',
  },
  {
    name: 'a training',
    path: '/training/accounting-with-tally',
    kind: 'training',
    ld: 'Course',
  },
] as const

/** The fields a structured data tester needs of each type (Google's required and recommended). */
function expectValid(block: Record<string, unknown>, lang: Lang) {
  const has = (...keys: string[]) => {
    for (const key of keys) expect(block[key], `${String(block['@type'])}.${key}`).toBeTruthy()
  }
  expect(block['@context']).toMatch(/^https:\/\/schema\.org\/?$/)
  switch (block['@type']) {
    case 'JobPosting': {
      has('title', 'description', 'datePosted', 'validThrough', 'hiringOrganization', 'jobLocation')
      expect((block.hiringOrganization as { name: string }).name).toBeTruthy()
      expect(block.baseSalary).toMatchObject({ currency: 'NPR' })
      break
    }
    case 'BlogPosting': {
      has('headline', 'image', 'datePublished', 'author', 'publisher')
      const logo = (block.publisher as { logo: { url: string; width: number; height: number } })
        .logo
      expect(logo).toEqual({
        '@type': 'ImageObject',
        url: `${TEST_ORIGIN}/share/logo.png`,
        width: 512,
        height: 512,
      })
      expect(block.inLanguage).toBe(lang)
      break
    }
    case 'FAQPage': {
      const [question] = block.mainEntity as Record<string, unknown>[]
      expect(question).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } })
      expect(question!.name).toBeTruthy()
      break
    }
    case 'LocalBusiness':
      has('name', 'address', 'url')
      break
    case 'Course':
      has('name', 'description', 'provider', 'offers', 'hasCourseInstance')
      break
    case 'Organization':
      has('name', 'url', 'description', 'address')
      break
    case 'WebSite':
      has('name', 'url')
      expect(block.inLanguage).toBe(lang)
      break
    case 'BreadcrumbList': {
      const steps = block.itemListElement as Record<string, unknown>[]
      expect(steps.length).toBeGreaterThanOrEqual(2)
      steps.forEach((step, index) => {
        expect(step).toMatchObject({ '@type': 'ListItem', position: index + 1 })
        expect(String(step.item)).toMatch(/^http:\/\/localhost:3000\//)
      })
      break
    }
    default:
      throw new Error(`unexpected JSON-LD type ${String(block['@type'])}`)
  }
}

const DEVANAGARI = /[\u0900-\u097F]/

let upstream: FakeUpstream
let app: FastifyInstance

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(() => upstream.close())
beforeEach(async () => {
  upstream.reset()
  for (const [path, byLang] of Object.entries(ITEMS)) {
    upstream.on('GET', path, (request: Recorded) => ({
      body: byLang[request.headers['accept-language'] === 'en' ? 'en' : 'ne'],
    }))
  }
  app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
})
afterEach(() => app.close())

describe.each(['ne', 'en'] as const)('a shared link in %s', (lang) => {
  it.each(PAGES)('to $name shows a picture and a card', async ({ path, kind, ld }) => {
    const url = lang === 'en' ? `/en${path}` : path
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain(`<html lang="${lang}"`)

    // Open Graph, which Facebook, Viber and WhatsApp read.
    const title = titleOf(html)!
    expect(metaOf(html, 'og:title')).toBe(title)
    expect(metaOf(html, 'og:type')).toBe(kind === 'blog' ? 'article' : 'website')
    expect(metaOf(html, 'og:url')).toBe(`${TEST_ORIGIN}${url}`)
    expect(metaOf(html, 'og:locale')).toBe(lang === 'en' ? 'en_US' : 'ne_NP')
    const image = metaOf(html, 'og:image')!
    expect(image).toMatch(
      new RegExp(`^${TEST_ORIGIN}/share/${kind}/[\\w-]+\\.png\\?lang=${lang}&v=[\\w-]{16}$`),
    )
    expect(metaOf(html, 'og:image:type')).toBe('image/png')
    expect(metaOf(html, 'og:image:width')).toBe('1200')
    expect(metaOf(html, 'og:image:height')).toBe('630')
    const alt = metaOf(html, 'og:image:alt')!
    expect(alt.length).toBeGreaterThan(5)
    // Each language's page says it in its own language.
    expect(DEVANAGARI.test(alt)).toBe(lang === 'ne')
    expect(DEVANAGARI.test(title)).toBe(lang === 'ne')

    // X's card.
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(html, 'twitter:title')).toBe(title)
    expect(metaOf(html, 'twitter:description')).toBe(metaOf(html, 'og:description'))
    expect(metaOf(html, 'twitter:description')!.length).toBeGreaterThan(10)
    expect(metaOf(html, 'twitter:image')).toBe(image)
    expect(metaOf(html, 'twitter:image:alt')).toBe(alt)

    // The JSON-LD parses, is of the page's type, and keeps its required fields.
    const blocks = jsonLdOf(html)
    expect(blocks.map((block) => block['@type'])).toContain(ld)
    for (const block of blocks) expectValid(block, lang)

    // The image itself, as the crawler then asks for it.
    const png = await app.inject({ method: 'GET', url: image.slice(TEST_ORIGIN.length) })
    expect(png.statusCode).toBe(200)
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630 })
  })
})

describe('the pages with no item of their own', () => {
  it.each(['ne', 'en'] as const)("home in %s shares the site's card", async (lang) => {
    const res = await app.inject({ method: 'GET', url: lang === 'en' ? '/en' : '/' })
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(metaOf(html, 'og:title')).toBe(titleOf(html))
    expect(DEVANAGARI.test(titleOf(html)!)).toBe(lang === 'ne')
    const image = metaOf(html, 'og:image')!
    expect(image).toMatch(new RegExp(`^${TEST_ORIGIN}/share/site\\.png\\?lang=${lang}&v=`))
    expect(metaOf(html, 'og:image:width')).toBe('1200')
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaOf(html, 'twitter:image')).toBe(image)
    expect(DEVANAGARI.test(metaOf(html, 'twitter:image:alt')!)).toBe(lang === 'ne')
    const blocks = jsonLdOf(html)
    expect(blocks.map((block) => block['@type'])).toEqual(['WebSite'])
    for (const block of blocks) expectValid(block, lang)
  })

  it("share the site's card, in the page's language", async () => {
    for (const [url, lang, title] of [
      ['/blog', 'ne', 'ब्लग | जागिर'],
      ['/en/faq', 'en', 'FAQs | Jagir'],
      ['/en/about', 'en', 'About Us | Jagir'],
      ['/pricing', 'ne', 'मूल्य सूची | जागिर'],
      ['/en/pricing?reason=no-posts', 'en', 'Pricing | Jagir'],
      ['/en/employer-zone', 'en', 'Employer Zone | Jagir'],
      ['/referral', 'ne', 'जागिर खोज्नेलाई सिफारिस गर्नुहोस् | जागिर'],
      ['/job/search', 'ne', 'जागिर खोज्नुहोस् | जागिर'],
      ['/en/job/search', 'en', 'Search jobs | Jagir'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      const html = res.body
      expect(titleOf(html)).toBe(title)
      expect(metaOf(html, 'og:title')).toBe(title)
      expect(metaOf(html, 'twitter:title')).toBe(title)
      expect(DEVANAGARI.test(metaOf(html, 'og:description')!)).toBe(lang === 'ne')
      expect(metaOf(html, 'og:url')).toBe(`${TEST_ORIGIN}${url.split('?')[0]}`)
      expect(metaOf(html, 'robots')).toBeUndefined()
      const image = metaOf(html, 'og:image')!
      expect(image).toMatch(new RegExp(`^${TEST_ORIGIN}/share/site\\.png\\?lang=${lang}&v=`))
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
      expect(metaOf(html, 'twitter:image')).toBe(image)
      const png = await app.inject({ method: 'GET', url: image.slice(TEST_ORIGIN.length) })
      expect(pngSize(png.rawPayload)).toEqual({ width: 1200, height: 630 })
    }
  })

  it('a shared job search is that search: its words in the title, its filters in its address', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/en/job/search?utm_source=viber&district=27&search=%20Accountant%20%3Cb%3E&page=2&level=<x>&province=9&sort=deadline',
    })
    expect(res.statusCode).toBe(200)
    const html = res.body
    // The words as the screen shows them (escaped in the head), never as markup.
    expect(titleOf(html)).toBe('Jobs: Accountant &lt;b&gt; | Jagir')
    expect(html).not.toContain('<b>')
    expect(metaOf(html, 'og:title')).toBe('Jobs: Accountant <b> | Jagir')
    // The search as the screen reads and writes it (shared/src/rules/job-search.ts): a tracking
    // tag, a level no list has and a province Nepal does not have are left out.
    const address = 'job/search?search=Accountant+%3Cb%3E&district=27&sort=deadline&page=2'
    expect(metaOf(html, 'og:url')).toBe(`${TEST_ORIGIN}/en/${address}`)
    const links = linksOf(html)
    const attribute = (url: string) => url.replaceAll('&', '&amp;')
    expect(links.canonical).toBe(attribute(`${TEST_ORIGIN}/en/${address}`))
    expect(links.alternates.ne).toBe(attribute(`${TEST_ORIGIN}/${address}`))
    // Results for words are no page for a search engine to keep; a filter's are.
    expect(metaOf(html, 'robots')).toBe('noindex, follow')
    const filtered = await app.inject({ method: 'GET', url: '/job/search?category=3' })
    expect(metaOf(filtered.body, 'robots')).toBeUndefined()
    expect(titleOf(filtered.body)).toBe('जागिर खोज्नुहोस् | जागिर')
    expect(linksOf(filtered.body).canonical).toBe(`${TEST_ORIGIN}/job/search?category=3`)
  })
})
