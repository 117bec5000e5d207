import { describe, expect, it } from 'vitest'
import {
  ROUTES,
  href,
  localizePath,
  matchRoute,
  routeById,
  splitLang,
  type Route,
  type RouteId,
} from './table.js'

/** Every path of docs/product.md#screens-and-addresses, written out by hand, with the route id it must show. */
const SPEC_PATHS: Array<[string, RouteId, Record<string, string>?]> = [
  ['/', 'home'],
  ['/about', 'about'],
  ['/blog', 'blog'],
  ['/business', 'business'],
  ['/contact', 'contact'],
  ['/faq', 'faq'],
  ['/insta-hire', 'instaHire'],
  ['/pricing', 'pricing'],
  ['/privacy', 'privacy'],
  ['/referral', 'referral'],
  ['/sep-faqs', 'sepFaqs'],
  ['/terms-condition', 'termsCondition'],
  ['/training', 'training'],
  ['/project-kvs-draft', 'projectKvsDraft'],
  ['/covid-19/survey', 'covidSurvey'],
  ['/blog/category/news', 'blogCategory', { slug: 'news' }],
  ['/blog/detail/how-to-apply', 'blogDetail', { slug: 'how-to-apply' }],
  ['/blog/tag/career', 'blogTag', { slug: 'career' }],
  ['/business/category/it', 'businessCategory', { slug: 'it' }],
  ['/business/detail/acme', 'businessDetail', { slug: 'acme' }],
  ['/faq/category/general', 'faqCategory', { slug: 'general' }],
  ['/faq/detail/what-is-jagir', 'faqDetail', { slug: 'what-is-jagir' }],
  ['/faq/tags/payment', 'faqTags', { slug: 'payment' }],
  ['/training/cooking', 'trainingDetail', { slug: 'cooking' }],
  ['/sign-in', 'signIn'],
  ['/sign-up', 'signUp'],
  ['/signup', 'signupIndex'],
  ['/employer/sign-up', 'employerSignUp'],
  ['/oauth2/callback', 'oauthCallback'],
  ['/signup/basic-information', 'signupBasicInformation'],
  ['/signup/employer', 'signupEmployer'],
  ['/signup/employer-set-password', 'signupEmployerSetPassword'],
  ['/signup/employer-verify-otp', 'signupEmployerVerifyOtp'],
  ['/signup/jobseeker', 'signupJobseeker'],
  ['/signup/organization-details', 'signupOrganizationDetails'],
  ['/signup/prefered-job-category', 'signupPreferredJobCategory'],
  ['/signup/prefered-location', 'signupPreferredLocation'],
  ['/signup/profile', 'signupProfile'],
  ['/signup/set-password', 'signupSetPassword'],
  ['/signup/verify-otp', 'signupVerifyOtp'],
  ['/signup/working-status', 'signupWorkingStatus'],
  // Not in docs/product.md#screens-and-addresses: the forgotten password as pages (issue 12).
  ['/forgot-password', 'forgotPassword'],
  ['/forgot-password/verify-otp', 'forgotPasswordVerifyOtp'],
  ['/forgot-password/set-password', 'forgotPasswordSetPassword'],
  ['/employer-zone', 'employerZone'],
  ['/employer/detail/42', 'employerDetail', { id: '42' }],
  ['/employer/profile/me', 'employerProfileMe'],
  ['/employer/profile/42', 'employerProfile', { id: '42' }],
  ['/job/search', 'jobSearch'],
  ['/job/browse/category', 'jobBrowseCategory'],
  ['/job/browse/district', 'jobBrowseDistrict'],
  ['/job/browse/company', 'jobBrowseCompany'],
  ['/job/post', 'jobPost'],
  ['/job/preview', 'jobPreview'],
  ['/job/cook-kathmandu/applications', 'jobApplications', { jobSlug: 'cook-kathmandu' }],
  ['/job/cook-kathmandu/detail', 'jobDetail', { jobSlug: 'cook-kathmandu' }],
  ['/jobseeker/data', 'jobseekerData'],
  ['/jobseeker/insights', 'jobseekerInsights'],
  ['/jobseeker/registration', 'jobseekerRegistration'],
  ['/jobseeker/stats', 'jobseekerStats'],
  ['/jobseeker/search', 'jobseekerSearch'],
  ['/jobseeker/profile/me', 'jobseekerProfileMe'],
  ['/jobseeker/profile/ram', 'jobseekerProfile', { id: 'ram' }],
  // Not in docs/product.md#screens-and-addresses: the CV made from the profile (issue 30).
  ['/jobseeker/cv/me', 'jobseekerCvMe'],
  ['/referrer/profile/me', 'referrerProfileMe'],
  ['/referrer/profile/7', 'referrerProfile', { id: '7' }],
  ['/payment/cart-summary', 'paymentCartSummary'],
  ['/payment/failure', 'paymentFailure'],
  ['/payment/success', 'paymentSuccess'],
  // Not in docs/product.md#screens-and-addresses: a paid order's tax invoice (issue 31).
  ['/payment/invoice/12', 'paymentInvoice', { orderId: '12' }],
  ['/settings/change-password', 'changePassword'],
  // Not in docs/product.md#screens-and-addresses: an alert email's unsubscribe link (issue 30).
  ['/alerts/unsubscribe', 'alertsUnsubscribe'],
  ['/errors/404', 'errorPage', { statusCode: '404' }],
]

describe('route table', () => {
  it('has every screen once, with unique ids and patterns', () => {
    expect(ROUTES.map((r) => r.id).sort()).toEqual(SPEC_PATHS.map(([, id]) => id).sort())
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length)
  })

  it('guards exactly the routes of the guard table, and every sign-up and onboarding step', () => {
    const guarded = Object.fromEntries(
      ROUTES.filter((r): r is Route & { guard: string } => r.guard !== null).map((r) => [
        r.pattern,
        r.guard,
      ]),
    )
    expect(guarded).toEqual({
      '/job/post': 'jobPost',
      '/job/preview': 'jobPost',
      '/employer/profile/me': 'employer',
      '/job/:jobSlug/applications': 'employer',
      '/jobseeker/search': 'employer',
      '/jobseeker/insights': 'employer',
      '/payment/cart-summary': 'employer',
      '/payment/invoice/:orderId': 'employer',
      '/jobseeker/profile/me': 'jobseeker',
      '/jobseeker/data': 'jobseeker',
      '/jobseeker/stats': 'jobseeker',
      '/jobseeker/cv/me': 'jobseeker',
      '/referrer/profile/me': 'referrer',
      '/settings/change-password': 'loggedIn',
      '/jobseeker/registration': 'anonymousOrJobseeker',
      '/employer/sign-up': 'anonymousOrEmployer',
      '/signup/organization-details': 'organizationDetails',
      '/sign-up': 'anonymousOrJobseeker',
      '/signup': 'anonymousOrJobseeker',
      '/signup/jobseeker': 'anonymousOrJobseeker',
      '/signup/verify-otp': 'anonymousOrJobseeker',
      '/signup/set-password': 'anonymousOrJobseeker',
      '/signup/employer': 'anonymousOrEmployer',
      '/signup/employer-verify-otp': 'anonymousOrEmployer',
      '/signup/employer-set-password': 'anonymousOrEmployer',
      '/signup/prefered-location': 'onboarding',
      '/signup/prefered-job-category': 'onboarding',
      '/signup/basic-information': 'onboarding',
      '/signup/working-status': 'onboarding',
      '/signup/profile': 'onboarding',
    })
  })
})

describe('matchRoute', () => {
  it.each(SPEC_PATHS)('matches %s as %s in Nepali and in English', (path, id, params = {}) => {
    const english = path === '/' ? '/en' : `/en${path}`
    for (const [candidate, lang] of [
      [path, 'ne'],
      [english, 'en'],
      [`${path === '/' ? '' : path}/`, 'ne'],
      [`${english}/`, 'en'],
      [`${path}?tab=overview&step=2`, 'ne'],
      [`${english}?tab=overview`, 'en'],
    ] as const) {
      expect(matchRoute(candidate), candidate).toEqual({ route: routeById(id), lang, params })
    }
  })

  it('answers null for paths that are no screen', () => {
    for (const path of [
      '/nope',
      '/en/nope',
      '/ne/about',
      '/about/extra',
      '/enabout',
      '//about',
      '/about//',
      '/job//detail',
      '/job/x/detail/more',
      '/en/en/about',
      '/job/%E0%A4/detail',
      'about',
    ]) {
      expect(matchRoute(path), path).toBeNull()
    }
  })

  it('decodes parameters and keeps their case', () => {
    expect(matchRoute('/job/%E0%A4%95-Cook/detail')?.params).toEqual({ jobSlug: 'क-Cook' })
  })

  it('prefers the guarded me profile over the :id one, however the path is spelled', () => {
    for (const path of ['/employer/profile/me', '/employer/profile/ME', '/employer/profile/%6De']) {
      expect(matchRoute(path)?.route.id, path).toBe('employerProfileMe')
    }
  })

  it('matches static segments and the /en prefix case-insensitively, as the SPA router does', () => {
    expect(matchRoute('/Job/Post')?.route.id).toBe('jobPost')
    expect(matchRoute('/EN/job/post')).toMatchObject({ lang: 'en', route: { id: 'jobPost' } })
  })
})

describe('splitLang', () => {
  it('takes English from the /en prefix and Nepali otherwise', () => {
    expect(splitLang('/en')).toEqual({ lang: 'en', path: '/' })
    expect(splitLang('/en/')).toEqual({ lang: 'en', path: '/' })
    expect(splitLang('/en/job/search')).toEqual({ lang: 'en', path: '/job/search' })
    expect(splitLang('/job/search')).toEqual({ lang: 'ne', path: '/job/search' })
    expect(splitLang('/english')).toEqual({ lang: 'ne', path: '/english' })
    expect(splitLang('/')).toEqual({ lang: 'ne', path: '/' })
  })
})

describe('localizePath (the toggle keeps the path and the query)', () => {
  it('moves a path between the languages, keeping query and hash', () => {
    expect(localizePath('/job/search?search=cook', 'en')).toBe('/en/job/search?search=cook')
    expect(localizePath('/en/job/search?search=cook', 'ne')).toBe('/job/search?search=cook')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/?a=1', 'en')).toBe('/en?a=1')
    expect(localizePath('/en', 'ne')).toBe('/')
    expect(localizePath('/en?a=1#top', 'ne')).toBe('/?a=1#top')
    expect(localizePath('/en/about', 'en')).toBe('/en/about')
    expect(localizePath('/about', 'ne')).toBe('/about')
  })

  it('never yields a link to another host: runs of slashes and backslashes collapse', () => {
    // An attacker's link to /en//evil.example/x made the toggle point at //evil.example/x.
    expect(localizePath('/en//evil.example/x', 'ne')).toBe('/evil.example/x')
    expect(localizePath('/en/\\evil.example/x', 'ne')).toBe('/evil.example/x')
    expect(localizePath('//evil.example/x?a=1', 'en')).toBe('/en/evil.example/x?a=1')
    expect(localizePath('/en///\\//evil.example', 'ne')).toBe('/evil.example')
    for (const lang of ['ne', 'en'] as const) {
      for (const path of ['/en//a', '/en/\\a', '//a', '/\\a', '/en' + '/'.repeat(5) + 'a']) {
        const out = localizePath(path, lang)
        expect(out.startsWith('/')).toBe(true)
        expect(out.slice(1, 2)).not.toMatch(/[/\\]/)
      }
    }
  })
})

describe('href', () => {
  it('builds links with encoded parameters, a query and the language prefix', () => {
    expect(href('home')).toBe('/')
    expect(href('home', null, null, 'en')).toBe('/en')
    expect(href('jobDetail', { jobSlug: 'cook in ktm' })).toBe('/job/cook%20in%20ktm/detail')
    expect(href('jobPost', null, { slug: 'abc', step: 2 }, 'en')).toBe(
      '/en/job/post?slug=abc&step=2',
    )
    expect(href('employerProfile', { id: 'me' }, { tab: 'overview', x: undefined })).toBe(
      '/employer/profile/me?tab=overview',
    )
    expect(href('errorPage', { statusCode: 404 }, null, 'en')).toBe('/en/errors/404')
  })

  it('builds, for every route, a link that matches that route back', () => {
    for (const [, id, params] of SPEC_PATHS) {
      const link = (href as (id: RouteId, p?: object, q?: null, l?: 'en') => string)(
        id,
        params,
        null,
        'en',
      )
      expect(matchRoute(link)?.route.id, link).toBe(id)
    }
  })

  it('refuses to build a link with a missing parameter', () => {
    expect(() => href('jobDetail', { jobSlug: '' })).toThrow(/jobSlug/)
  })
})
