import { act, waitFor } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAGE_DATA_ID, type ServerRenderRequest } from '@jagir/shared/routes/server-render'
import { splitLang } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { render as renderOnServer } from '../entry-server'
import { buildJobDetail } from '../features/job-detail/testing/build-job'
import { buildPublicProfile } from '../features/jobseeker/testing/build-profile'
import { sanitizeRichText } from '@jagir/shared/sanitize/rich-text'
import { forgetPageData } from '../lib/page-data'
import { buildEmployer, buildJobseeker } from '../testing/factories'
import { installFakeApi } from '../testing/fake-api'
import { BUSINESS, CONTENT_ANSWERS, FAQ, POST, TRAINING } from '../testing/content-fixtures'
import { resetAppState } from '../testing/render-app'
import { startApp } from './start'

/**
 * Issue 18: a page the server rendered is taken over by the browser's first render without a
 * difference React would report (here with React's development build, which reports attribute
 * differences as well as text), and without asking again for the data it came with.
 */

const job = buildJobDetail({
  slug: 'cook-himal',
  title: 'Cook',
  description: '<p>Cook <strong>dal bhat</strong> for forty.</p>',
})
const card = { slug: 'cook-himal', title: 'Cook', is_featured: true, location: 'Pokhara, Kaski' }
const organization = {
  id: 7,
  slug: 'himal-kitchen-7',
  name: 'Himal Kitchen',
  logo: null,
  about: 'Dal bhat for the valley.',
  category: { id: 3, name: 'Hotels' },
  district: { id: 38, name: 'Kaski' },
  address: 'Lakeside',
  website: 'https://himal.example',
  employees: '11-50',
  active_jobs: 1,
}
/** A visitor's part of a job seeker's profile, and a referrer's card (issue 15). */
const seekerPublic = buildPublicProfile()
const referrerCard = {
  id: 1,
  full_name: 'Hari Adhikari',
  headline: 'Sales officer',
  referral_code: 'HARI2025',
  referees: 3,
  registered: 2,
  hired: 1,
}

/** Open jobs by category, district or employer (issue 30), the same list for each. */
const BROWSE = { by: 'district', count: 1, results: [{ id: 38, name: 'Kaski', count: 12 }] }

/** The pricing page's packages and the hiring package's price (issue 14). */
const PRICING_ANSWERS: Record<string, unknown> = {
  '/api/v1/payment/pricing/?page_size=100': {
    count: 1,
    results: [
      {
        id: 1,
        name: 'Basic',
        description: 'One job post.',
        price: 2000,
        currency: 'NRs',
        job_posts: 1,
        duration_days: 30,
        features: ['Listed for 30 days'],
      },
    ],
  },
  '/api/v1/payment/pricing/hiring-package/': { price_per_jobseeker: 500, currency: 'NRs' },
}

/** The provider's answers, as the BFF hands them to the render. */
async function providerAnswer(path: string): Promise<{ status: number; body: unknown }> {
  if (path.startsWith('/api/v1/job/search/'))
    return { status: 200, body: { count: 1, results: [card] } }
  if (path === `/api/v1/job/${job.slug}/`) return { status: 200, body: job }
  if (path.startsWith('/api/v1/job/browse/?by=')) return { status: 200, body: BROWSE }
  if (path in CONTENT_ANSWERS) return { status: 200, body: CONTENT_ANSWERS[path] }
  if (path.startsWith('/api/v1/organizations/?'))
    return { status: 200, body: { count: 1, results: [organization] } }
  if (path === '/api/v1/organizations/7/') return { status: 200, body: organization }
  if (/^\/api\/v1\/common\/(job-categories|district)\//.test(path))
    return { status: 200, body: { count: 1, results: [organization.district] } }
  if (path === '/api/v1/jobseeker/profile/sita-sharma/') return { status: 200, body: seekerPublic }
  if (path === '/api/v1/referrer/profile/1/') return { status: 200, body: referrerCard }
  if (path in PRICING_ANSWERS) return { status: 200, body: PRICING_ANSWERS[path] }
  return { status: 404, body: { detail: 'Not found.' } }
}

/** The app a test started: unmounted after it, so no render outlives its test. */
let started: Root | undefined

afterEach(() => {
  act(() => started?.unmount())
  started = undefined
  document.body.innerHTML = ''
  forgetPageData()
  vi.restoreAllMocks()
})

/** Renders `url` as the BFF would. */
async function serve(url: string, user: CurrentUser | null) {
  const request: ServerRenderRequest = {
    url,
    lang: splitLang(url.split('?')[0]!).lang,
    screen: 'desktop',
    user,
    fetch: providerAnswer,
    signal: new AbortController().signal,
    sanitized: [
      [job.description!, sanitizeRichText(job.description)],
      [POST.body, sanitizeRichText(POST.body)],
    ],
  }
  const result = await renderOnServer(request)
  if (result.kind !== 'html') throw new Error(`${url} was not rendered`)
  return result
}

/**
 * Every page, rendered before any is taken over: the server's renderer and the browser's share
 * React's contexts in this one process (never in production), so they must not overlap.
 */
const served = new Map<string, Awaited<ReturnType<typeof serve>>>()
const servedKey = (url: string, user: CurrentUser | null) => `${user?.full_name ?? ''} ${url}`

// Rendering every page first loads (and, in a cold run, transforms) every public route's module
// graph: several seconds on a quiet machine, past Vitest's 10 s hook default when the browser
// tests load the other core. The time is setup, not what the tests assert.
const RENDER_EVERY_PAGE_MS = 120_000

beforeAll(async () => {
  for (const [url] of PAGES) served.set(servedKey(url, null), await serve(url, null))
  for (const [, user] of SIGNED_IN) {
    served.set(servedKey(SIGNED_IN_PAGE, user), await serve(SIGNED_IN_PAGE, user))
  }
  forgetPageData()
}, RENDER_EVERY_PAGE_MS)

/** Puts the served page in the document and starts the app on it. */
async function serveAndHydrate(url: string, user: CurrentUser | null = null) {
  await resetAppState()
  const result = served.get(servedKey(url, user))!
  window.history.replaceState(null, '', url)
  document.title = ''
  document.head.insertAdjacentHTML('beforeend', result.head)
  document.body.innerHTML =
    `<div id="root">${result.html}</div>` +
    // Served now: its data was read when it was served (the renders above all ran up front, a
    // minute or more before the last takeover on a busy machine, past the data's freshness).
    `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify({ ...result.data, readAt: Date.now() })}</script>`
  const serverHtml = document.getElementById('root')!.textContent ?? ''
  const fake = installFakeApi({
    user,
    routes: { [`GET /api/v1/job/${job.slug}/`]: { body: { ...job, has_applied: false } } },
  })
  const errors = vi.spyOn(console, 'error')
  // Within act: the hydration (a transition, done in slices) has finished when it settles.
  await act(async () => {
    started = await startApp(document.getElementById('root')!)
  })
  const calls = () => fake.calls.map((call) => `${call.method} ${call.path}`)
  return { serverHtml, errors, calls }
}

/** Errors React recovered from (a hydration that failed and rendered again is one). */
const recovered: unknown[] = []
beforeEach(() => {
  recovered.splice(0)
  vi.stubGlobal('reportError', (error: unknown) => recovered.push(error))
})

const hydrationReports = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls
    .map((args) => String(args[0]))
    .filter((text) => /hydrat|did(n't| not) match/i.test(text))
    .concat(recovered.splice(0).map(String))

const SIGNED_IN = [
  ['a job seeker', buildJobseeker({ full_name: 'Sita Rai' }), 'Overview'],
  ['an employer', buildEmployer({ full_name: 'Hari Thapa' }), 'Pricing'],
] as const
const SIGNED_IN_PAGE = `/en/job/${job.slug}/detail`

/** Issue 16's pages: rendered with all their first data, they ask the API for nothing at all. */
const CONTENT_PAGES = [
  ['/blog', 'ब्लग'],
  ['/en/blog/category/career-advice', 'Blog: Career advice'],
  [`/en/blog/detail/${POST.slug}`, POST.title],
  ['/faq', 'बारम्बार सोधिने प्रश्नहरू'],
  ['/en/sep-faqs', 'FAQs for employers'],
  [`/en/faq/detail/${FAQ.slug}`, FAQ.question],
  ['/en/business', 'Business Directory'],
  [`/en/business/detail/${BUSINESS.slug}`, BUSINESS.name],
  ['/en/training', 'Training'],
  [`/training/${TRAINING.slug}`, TRAINING.title],
  ['/en/insta-hire', 'Insta Hire'],
  ['/covid-19/survey', 'कोभिड-१९ सर्वेक्षण'],
  ['/en/project-kvs-draft', 'Project KVS (draft)'],
  ['/en/contact', 'Contact Us'],
] as const

/** The pricing page (issue 14), also as the Post Job button's pricing case lands on it. */
const PRICING_PAGES = [
  ['/en/pricing', 'Pricing'],
  ['/pricing?reason=no-posts', 'मूल्य सूची'],
] as const

const PAGES = [
  ['/', 'नेपालमै आफूलाई सुहाउँदो जागिर खोज्नुहोस्'],
  ['/en', 'Find the right job in Nepal'],
  ['/en/job/search?search=cook', 'Jobs for “cook”'],
  ['/job/search', 'जागिर खोज्नुहोस्'],
  [`/job/${job.slug}/detail`, 'Cook'],
  [`/en/job/${job.slug}/detail`, 'Cook'],
  ['/en/about', 'About Us'],
  ['/en/no-such-page', '404 Error'],
  ['/en/employer-zone', 'Employer Zone'],
  ['/employer-zone?district=38', 'रोजगारदाता क्षेत्र'],
  ['/en/employer/profile/7', 'Himal Kitchen'],
  ['/employer/detail/7', 'Himal Kitchen'],
  ['/en/jobseeker/profile/sita-sharma', 'Sita Sharma'],
  ['/jobseeker/profile/sita-sharma', 'Sita Sharma'],
  ['/en/referrer/profile/1', 'Hari Adhikari'],
  ['/referral', 'चिनेको मान्छेलाई जागिरका लागि सिफारिस गर्नुहोस्'],
  ['/en/referral', 'Refer someone you know to a job'],
  ['/en/job/browse/district', 'Jobs by district'],
  ['/job/browse/category', 'वर्गअनुसार जागिर'],
  ...CONTENT_PAGES,
  ...PRICING_PAGES,
] as const

describe('a server-rendered page, taken over by the browser', () => {
  it.each(PAGES)(
    '%s: hydrates with no difference and asks for none of its data',
    async (url, heading) => {
      const { serverHtml, errors, calls } = await serveAndHydrate(url)
      expect(serverHtml).toContain(heading)
      // The app is running on the server's HTML: its heading is the same element, now React's.
      await waitFor(() => expect(document.querySelector('main h1')?.textContent).toContain(heading))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(hydrationReports(errors)).toEqual([])
      // A job's similar jobs are the browser's to read, after the job (its first data is the job).
      const jobCalls = calls().filter(
        (call) => call.startsWith('GET /api/v1/job/') && !call.endsWith('/similar/'),
      )
      expect(jobCalls).toEqual([])
      expect(calls().filter((call) => /^GET \/api\/v1\/(jobseeker|referrer)\//.test(call))).toEqual(
        [],
      )
      expect(calls()).not.toContain('GET /bff/user')
    },
  )

  it.each([...CONTENT_PAGES, ...PRICING_PAGES])(
    '%s: asks the API for nothing once taken over',
    async (url) => {
      const { calls } = await serveAndHydrate(url)
      await waitFor(() => expect(document.querySelector('main h1')).not.toBeNull())
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(calls().filter((call) => call.startsWith('GET /api/'))).toEqual([])
    },
  )

  it.each(SIGNED_IN)(
    'has %s’s header from the start, and needs no call to know who it is',
    async (_who, user, item) => {
      const { serverHtml, errors, calls } = await serveAndHydrate(
        `/en/job/${job.slug}/detail`,
        user,
      )
      expect(serverHtml).toContain(item)
      await waitFor(() => expect(document.querySelector('main h1')?.textContent).toBe('Cook'))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(hydrationReports(errors)).toEqual([])
      expect(calls()).not.toContain('GET /bff/user')
    },
  )
})
