import type { ServerRenderer, ServerRenderRequest } from '@jagir/shared/routes/server-render'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { jsonLdOf, linksOf, metaOf, titleOf } from './helpers/page-head.js'
import { useWebRoot } from './helpers/web-root.js'

/**
 * Issue 16: each kind of content page is served with its own title, description, canonical
 * link, hreflang alternates, Open Graph tags and JSON-LD of the right schema.org type, read
 * from the provider as a visitor; an unknown item or category is a 404.
 */

const INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8">' +
  '<meta name="description" content="जागिर"><title>जागिर</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
const webRoot = useWebRoot({ 'index.html': INDEX })

const POST = {
  slug: 'negotiating-salary',
  title: 'How to talk about salary without fear',
  excerpt: 'Know the market band for your role and district before the call.',
  category: { slug: 'career-advice', name: 'Career advice' },
  tags: [
    { slug: 'salary', name: 'Salary' },
    { slug: 'interview', name: 'Interview' },
  ],
  author: 'Anjali Karki',
  published_at: '2026-10-30T06:00:00.000Z',
  updated_at: '2026-11-02T06:00:00.000Z',
  reading_minutes: 2,
  cover_image: {
    url: '/api/v1/blog/posts/negotiating-salary/cover.svg',
    width: 1200,
    height: 630,
    alt: 'How to talk about salary without fear',
  },
  body: '<p>Ask about <strong>gratuity</strong>.</p><script>steal()</script><img src=x onerror="steal()">',
  related: [],
}
const FAQ = {
  slug: 'how-do-i-post-a-job',
  question: 'How do I post a job?',
  answer: 'Fill in your organisation details, choose a package, then use Post Job.',
  category: { slug: 'employers', name: 'Employers' },
  tags: [{ slug: 'employer', name: 'For employers' }],
}
const BUSINESS = {
  slug: 'thakali-kitchen',
  name: 'थकाली किचन',
  category: { slug: 'restaurants', name: 'रेस्टुरेन्ट र क्याफे' },
  description: '२०६६देखि थकाली दालभात र स्थानीय परिकार।',
  district: { id: 27, name: 'काठमाडौँ' },
  address: 'ठमेल, काठमाडौँ',
  phone_number: '9851000000',
  website: 'https://thakali-kitchen.example.com.np',
  services: ['बसेर खाने', 'क्याटरिङ'],
}
const TRAINING = {
  slug: 'accounting-with-tally',
  title: 'Accounting with Tally',
  summary: 'Day books, VAT returns and payroll for small businesses.',
  duration: '6 weeks',
  fee: 9000,
  currency: 'NRs',
  starts_on: '2026-12-08',
  mode: 'in_person',
  location: 'Putalisadak, Kathmandu',
  seats: 20,
  seats_left: 0,
  trainer: 'Khata Accounting Services',
  topics: ['Day books and ledgers', 'Monthly payroll'],
}

let upstream: FakeUpstream
let app: FastifyInstance
/** What the server's render was asked (the stand-in renderer records it). */
let asked: ServerRenderRequest[]

const renderer: ServerRenderer = {
  render: async (request) => {
    asked.push(request)
    const body = request.sanitized?.[0]?.[1] ?? ''
    return {
      kind: 'html',
      head: '',
      html: `<main>${body}</main>`,
      data: { lang: request.lang, screen: request.screen, fallback: {}, readAt: 1, user: null },
    }
  },
}

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(() => upstream.close())
beforeEach(async () => {
  upstream.reset()
  asked = []
  upstream.on('GET', `/api/v1/blog/posts/${POST.slug}/`, { body: POST })
  upstream.on('GET', `/api/v1/faq/${FAQ.slug}/`, { body: FAQ })
  upstream.on('GET', `/api/v1/business/${BUSINESS.slug}/`, { body: BUSINESS })
  upstream.on('GET', `/api/v1/training/${TRAINING.slug}/`, { body: TRAINING })
  upstream.on('GET', '/api/v1/faq/', {
    body: { count: 1, next: null, previous: null, results: [FAQ] },
  })
  upstream.on('GET', '/api/v1/blog/posts/', {
    body: { count: 1, next: null, previous: null, results: [POST] },
  })
  upstream.on('GET', '/api/v1/blog/categories/', {
    body: [{ slug: 'career-advice', name: 'Career advice', count: 4 }],
  })
  upstream.on('GET', '/api/v1/faq/tags/', {
    body: [{ slug: 'employer', name: 'For employers', count: 1 }],
  })
  app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir(), serverRenderer: renderer })
})
afterEach(() => app.close())

const get = (url: string) => app.inject({ method: 'GET', url })
const byType = (html: string, type: string) =>
  jsonLdOf(html).find((block) => block['@type'] === type) as Record<string, unknown> | undefined
const trailOf = (html: string) =>
  (byType(html, 'BreadcrumbList')?.itemListElement as { name: string; item: string }[]).map(
    (step) => [step.name, step.item],
  )

describe('a blog post', () => {
  it('is a BlogPosting with its cover as og:image, linked in both languages', async () => {
    const res = await get(`/en/blog/detail/${POST.slug}`)
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('How to talk about salary without fear | Jagir')
    expect(metaOf(res.body, 'description')).toBe(POST.excerpt)
    expect(linksOf(res.body)).toEqual({
      canonical: `${TEST_ORIGIN}/en/blog/detail/${POST.slug}`,
      alternates: {
        ne: `${TEST_ORIGIN}/blog/detail/${POST.slug}`,
        en: `${TEST_ORIGIN}/en/blog/detail/${POST.slug}`,
        'x-default': `${TEST_ORIGIN}/blog/detail/${POST.slug}`,
      },
    })
    expect(metaOf(res.body, 'og:type')).toBe('article')
    // The share image (a PNG card of the post), not the cover: an SVG no network shows.
    const share = metaOf(res.body, 'og:image')!
    expect(share).toMatch(
      new RegExp(`^${TEST_ORIGIN}/share/blog/${POST.slug}\\.png\\?lang=en&v=[\\w-]{16}$`),
    )
    expect(byType(res.body, 'BlogPosting')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: POST.title,
      description: POST.excerpt,
      image: [`${TEST_ORIGIN}${POST.cover_image.url}`, share],
      datePublished: POST.published_at,
      dateModified: POST.updated_at,
      author: { '@type': 'Person', name: 'Anjali Karki' },
      publisher: {
        '@type': 'Organization',
        name: 'Jagir',
        url: `${TEST_ORIGIN}/`,
        logo: {
          '@type': 'ImageObject',
          url: `${TEST_ORIGIN}/share/logo.png`,
          width: 512,
          height: 512,
        },
      },
      articleSection: 'Career advice',
      keywords: 'Salary, Interview',
      inLanguage: 'en',
      mainEntityOfPage: `${TEST_ORIGIN}/en/blog/detail/${POST.slug}`,
      url: `${TEST_ORIGIN}/en/blog/detail/${POST.slug}`,
    })
    expect(trailOf(res.body)).toEqual([
      ['Jagir', `${TEST_ORIGIN}/en`],
      ['Blog', `${TEST_ORIGIN}/en/blog`],
      ['Career advice', `${TEST_ORIGIN}/en/blog/category/career-advice`],
      [POST.title, `${TEST_ORIGIN}/en/blog/detail/${POST.slug}`],
    ])
  })

  it('hands its body to the render sanitized by the worker pool, and the post already read', async () => {
    const res = await get(`/blog/detail/${POST.slug}`)
    expect(res.statusCode).toBe(200)
    expect(asked).toHaveLength(1)
    const [raw, sanitized] = asked[0]!.sanitized![0]!
    expect(raw).toBe(POST.body)
    expect(sanitized).toBe('<p>Ask about <strong>gratuity</strong>.</p><img src="x">')
    expect(res.body).not.toContain('steal()')
    // The render's read of the post is answered from the one the head was made from.
    const read = await asked[0]!.fetch(`/api/v1/blog/posts/${POST.slug}/`)
    expect(read).toEqual({ status: 200, body: POST })
    expect(upstream.received.filter((r) => r.url.startsWith('/api/v1/blog/posts/'))).toHaveLength(1)
  })

  it('answers 404 for a post no one wrote, never rendered nor kept', async () => {
    const res = await get('/en/blog/detail/no-such-post')
    expect(res.statusCode).toBe(404)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(jsonLdOf(res.body)).toEqual([])
    expect(asked).toHaveLength(0)
  })
})

describe('FAQ pages', () => {
  it('a question is an FAQPage of its own, in Nepali under the Nepali address', async () => {
    const res = await get(`/faq/detail/${FAQ.slug}`)
    expect(res.statusCode).toBe(200)
    expect(linksOf(res.body).canonical).toBe(`${TEST_ORIGIN}/faq/detail/${FAQ.slug}`)
    expect(byType(res.body, 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: `${TEST_ORIGIN}/faq/detail/${FAQ.slug}`,
      inLanguage: 'ne',
      mainEntity: [
        {
          '@type': 'Question',
          name: FAQ.question,
          acceptedAnswer: { '@type': 'Answer', text: FAQ.answer },
        },
      ],
    })
    expect(trailOf(res.body)[0]).toEqual(['जागिर', `${TEST_ORIGIN}/`])
  })

  it('the list is an FAQPage of the questions it shows, read once for the head and the render', async () => {
    const res = await get('/en/sep-faqs')
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('FAQs for employers | Jagir')
    const faqPage = byType(res.body, 'FAQPage')!
    expect((faqPage.mainEntity as { name: string }[]).map((q) => q.name)).toEqual([FAQ.question])
    const listPath = '/api/v1/faq/?tag=employer&page=1&page_size=10'
    expect(upstream.received.map((r) => r.url)).toContain(listPath)
    expect(await asked[0]!.fetch(listPath)).toEqual({
      status: 200,
      body: { count: 1, next: null, previous: null, results: [FAQ] },
    })
  })

  it('a tag page is titled by its tag; an unknown tag is a 404', async () => {
    const res = await get('/en/faq/tags/employer?page=2')
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('FAQs: For employers (page 2) | Jagir')
    // Each page of a list is its own page, linked with its number.
    expect(linksOf(res.body).canonical).toBe(`${TEST_ORIGIN}/en/faq/tags/employer?page=2`)
    expect((await get('/en/faq/tags/nobody')).statusCode).toBe(404)
  })
})

describe('lists', () => {
  it('a category page names its category; its search results are not for search engines', async () => {
    const res = await get('/en/blog/category/career-advice?search=salary&utm_source=viber')
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('Blog: Career advice | Jagir')
    expect(metaOf(res.body, 'robots')).toBe('noindex, follow')
    expect(linksOf(res.body).canonical).toBe(`${TEST_ORIGIN}/en/blog/category/career-advice`)
    expect(trailOf(res.body)).toEqual([
      ['Jagir', `${TEST_ORIGIN}/en`],
      ['Blog', `${TEST_ORIGIN}/en/blog`],
      ['Career advice', `${TEST_ORIGIN}/en/blog/category/career-advice`],
    ])
    expect((await get('/en/blog/category/nothing-here')).statusCode).toBe(404)
  })

  it('a list is still served when the provider cannot be reached (the page says so itself)', async () => {
    await upstream.close()
    try {
      const res = await get('/en/training')
      expect(res.statusCode).toBe(200)
      const detail = await get(`/en/training/${TRAINING.slug}`)
      expect(detail.statusCode).toBeGreaterThanOrEqual(502)
      expect(detail.headers['cache-control']).toBe('no-store')
    } finally {
      upstream = await startFakeUpstream()
    }
  })
})

describe('a business and a training', () => {
  it('a business is a LocalBusiness with its phone and its own website', async () => {
    const res = await get(`/business/detail/${BUSINESS.slug}`)
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe('थकाली किचन | जागिर')
    expect(byType(res.body, 'LocalBusiness')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'थकाली किचन',
      description: BUSINESS.description.replace('२०६६', '2066'),
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'ठमेल, काठमाडौँ',
        addressRegion: 'काठमाडौँ',
        addressCountry: 'NP',
      },
      telephone: '+9779851000000',
      sameAs: ['https://thakali-kitchen.example.com.np/'],
      makesOffer: [
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'बसेर खाने' } },
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'क्याटरिङ' } },
      ],
      url: `${TEST_ORIGIN}/business/detail/${BUSINESS.slug}`,
    })
  })

  it('a training is a Course with its session and its fee in NPR, sold out when full', async () => {
    const res = await get(`/en/training/${TRAINING.slug}`)
    expect(res.statusCode).toBe(200)
    expect(byType(res.body, 'Course')).toMatchObject({
      '@type': 'Course',
      name: 'Accounting with Tally',
      provider: { '@type': 'Organization', name: 'Khata Accounting Services' },
      teaches: ['Day books and ledgers', 'Monthly payroll'],
      offers: {
        '@type': 'Offer',
        category: 'Paid',
        price: 9000,
        priceCurrency: 'NPR',
        availability: 'https://schema.org/SoldOut',
      },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        startDate: '2026-12-08',
        location: { '@type': 'Place', name: 'Putalisadak, Kathmandu' },
      },
    })
    expect(linksOf(res.body).alternates.ne).toBe(`${TEST_ORIGIN}/training/${TRAINING.slug}`)
  })
})

describe('pages whose words are the app’s own', () => {
  it.each([
    ['/en/contact', 'Contact Us | Jagir'],
    ['/covid-19/survey', 'कोभिड-१९ सर्वेक्षण | जागिर'],
    ['/en/project-kvs-draft', 'Project KVS (draft) | Jagir'],
  ])('%s has its title, description, links and trail', async (url, title) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(titleOf(res.body)).toBe(title)
    expect(metaOf(res.body, 'description')?.length).toBeGreaterThan(30)
    expect(linksOf(res.body).canonical).toBe(`${TEST_ORIGIN}${url}`)
    expect(trailOf(res.body)).toHaveLength(2)
  })
})
