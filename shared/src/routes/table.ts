/**
 * Every screen of docs/product.md#screens-and-addresses, once, for both languages: Nepali without a prefix, English under
 * `/en`. The BFF guards HTML navigations with it and the SPA builds its router from it.
 */
import { DEFAULT_LANGUAGE, ENGLISH_ROUTE_PREFIX } from '../rules/constants.js'

/** The two interface languages (docs/product.md#languages-and-numbers); Nepali is the default. */
export type Lang = 'ne' | 'en'

/**
 * Route guards of docs/product.md#guards (plus `loggedIn` for change-password, docs/bff.md#route-guards-on-page-loads,
 * `organizationDetails` for the employer track's last step and `onboarding` for the job seeker's).
 */
export type GuardName =
  | 'jobPost'
  | 'employer'
  | 'jobseeker'
  | 'referrer'
  | 'loggedIn'
  | 'anonymousOrJobseeker'
  | 'anonymousOrEmployer'
  | 'organizationDetails'
  | 'onboarding'

export const DEFAULT_LANG: Lang = DEFAULT_LANGUAGE
export const LANGS: readonly Lang[] = ['ne', 'en']
/** The English prefix; Nepali paths have none. */
export const EN_PREFIX = ENGLISH_ROUTE_PREFIX

interface RouteSpec {
  readonly pattern: string
  readonly guard: GuardName | null
}

// `me` profiles are separate entries from the `:id` ones: only the user's own profile is guarded
// (docs/bff.md#route-guards-on-page-loads), and a static segment always wins over a parameter when matching.
const table = {
  // Public and static
  home: { pattern: '/', guard: null },
  about: { pattern: '/about', guard: null },
  blog: { pattern: '/blog', guard: null },
  business: { pattern: '/business', guard: null },
  contact: { pattern: '/contact', guard: null },
  faq: { pattern: '/faq', guard: null },
  instaHire: { pattern: '/insta-hire', guard: null },
  pricing: { pattern: '/pricing', guard: null },
  privacy: { pattern: '/privacy', guard: null },
  referral: { pattern: '/referral', guard: null },
  sepFaqs: { pattern: '/sep-faqs', guard: null },
  termsCondition: { pattern: '/terms-condition', guard: null },
  training: { pattern: '/training', guard: null },
  projectKvsDraft: { pattern: '/project-kvs-draft', guard: null },
  covidSurvey: { pattern: '/covid-19/survey', guard: null },
  // Content detail pages
  blogCategory: { pattern: '/blog/category/:slug', guard: null },
  blogDetail: { pattern: '/blog/detail/:slug', guard: null },
  blogTag: { pattern: '/blog/tag/:slug', guard: null },
  businessCategory: { pattern: '/business/category/:slug', guard: null },
  businessDetail: { pattern: '/business/detail/:slug', guard: null },
  faqCategory: { pattern: '/faq/category/:slug', guard: null },
  faqDetail: { pattern: '/faq/detail/:slug', guard: null },
  faqTags: { pattern: '/faq/tags/:slug', guard: null },
  trainingDetail: { pattern: '/training/:slug', guard: null },
  // Authentication
  signIn: { pattern: '/sign-in', guard: null },
  signUp: { pattern: '/sign-up', guard: 'anonymousOrJobseeker' },
  signupIndex: { pattern: '/signup', guard: 'anonymousOrJobseeker' },
  employerSignUp: { pattern: '/employer/sign-up', guard: 'anonymousOrEmployer' },
  oauthCallback: { pattern: '/oauth2/callback', guard: null },
  // Sign-up steps (the product's spelling "prefered" is part of the public URL)
  signupBasicInformation: { pattern: '/signup/basic-information', guard: 'onboarding' },
  signupEmployer: { pattern: '/signup/employer', guard: 'anonymousOrEmployer' },
  signupEmployerSetPassword: {
    pattern: '/signup/employer-set-password',
    guard: 'anonymousOrEmployer',
  },
  signupEmployerVerifyOtp: { pattern: '/signup/employer-verify-otp', guard: 'anonymousOrEmployer' },
  signupJobseeker: { pattern: '/signup/jobseeker', guard: 'anonymousOrJobseeker' },
  signupOrganizationDetails: {
    pattern: '/signup/organization-details',
    guard: 'organizationDetails',
  },
  signupPreferredJobCategory: { pattern: '/signup/prefered-job-category', guard: 'onboarding' },
  signupPreferredLocation: { pattern: '/signup/prefered-location', guard: 'onboarding' },
  signupProfile: { pattern: '/signup/profile', guard: 'onboarding' },
  signupSetPassword: { pattern: '/signup/set-password', guard: 'anonymousOrJobseeker' },
  signupVerifyOtp: { pattern: '/signup/verify-otp', guard: 'anonymousOrJobseeker' },
  signupWorkingStatus: { pattern: '/signup/working-status', guard: 'onboarding' },
  // Forgotten password as pages (issue 12; the product has it as a dialog view only)
  forgotPassword: { pattern: '/forgot-password', guard: null },
  forgotPasswordVerifyOtp: { pattern: '/forgot-password/verify-otp', guard: null },
  forgotPasswordSetPassword: { pattern: '/forgot-password/set-password', guard: null },
  // Employer
  employerZone: { pattern: '/employer-zone', guard: null },
  employerDetail: { pattern: '/employer/detail/:id', guard: null },
  employerProfileMe: { pattern: '/employer/profile/me', guard: 'employer' },
  employerProfile: { pattern: '/employer/profile/:id', guard: null },
  // Jobs
  jobSearch: { pattern: '/job/search', guard: null },
  // Open jobs by category, district and employer, each a link to a search (issue 30)
  jobBrowseCategory: { pattern: '/job/browse/category', guard: null },
  jobBrowseDistrict: { pattern: '/job/browse/district', guard: null },
  jobBrowseCompany: { pattern: '/job/browse/company', guard: null },
  jobPost: { pattern: '/job/post', guard: 'jobPost' },
  jobPreview: { pattern: '/job/preview', guard: 'jobPost' },
  jobApplications: { pattern: '/job/:jobSlug/applications', guard: 'employer' },
  jobDetail: { pattern: '/job/:jobSlug/detail', guard: null },
  // Job seeker and referrer
  jobseekerData: { pattern: '/jobseeker/data', guard: 'jobseeker' },
  jobseekerInsights: { pattern: '/jobseeker/insights', guard: 'employer' },
  jobseekerRegistration: { pattern: '/jobseeker/registration', guard: 'anonymousOrJobseeker' },
  jobseekerStats: { pattern: '/jobseeker/stats', guard: 'jobseeker' },
  jobseekerSearch: { pattern: '/jobseeker/search', guard: 'employer' },
  jobseekerProfileMe: { pattern: '/jobseeker/profile/me', guard: 'jobseeker' },
  jobseekerProfile: { pattern: '/jobseeker/profile/:id', guard: null },
  // The one-page CV made from the seeker's own profile, to print or save as PDF (issue 30).
  jobseekerCvMe: { pattern: '/jobseeker/cv/me', guard: 'jobseeker' },
  referrerProfileMe: { pattern: '/referrer/profile/me', guard: 'referrer' },
  referrerProfile: { pattern: '/referrer/profile/:id', guard: null },
  // Payment, settings, errors
  paymentCartSummary: { pattern: '/payment/cart-summary', guard: 'employer' },
  paymentFailure: { pattern: '/payment/failure', guard: null },
  paymentSuccess: { pattern: '/payment/success', guard: null },
  // A paid order's tax invoice, to print (issue 31).
  paymentInvoice: { pattern: '/payment/invoice/:orderId', guard: 'employer' },
  changePassword: { pattern: '/settings/change-password', guard: 'loggedIn' },
  // Job alerts: an alert email's unsubscribe link, signed out (the token is its only key)
  alertsUnsubscribe: { pattern: '/alerts/unsubscribe', guard: null },
  errorPage: { pattern: '/errors/:statusCode', guard: null },
} as const satisfies Record<string, RouteSpec>

type Table = typeof table
/** Stable id of a route; the SPA keys its route modules by it. */
export type RouteId = keyof Table
/** The pattern of a route, e.g. `/job/:jobSlug/detail`. */
export type PatternOf<I extends RouteId> = Table[I]['pattern']

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The path parameters of a route, by name. */
export type RouteParams<I extends RouteId> = { [K in ParamNames<PatternOf<I>>]: string | number }

export interface Route {
  id: RouteId
  /** Nepali (unprefixed) pattern; the English one is `/en` + pattern. */
  pattern: string
  guard: GuardName | null
}

/** Every route of docs/product.md#screens-and-addresses, in the order of that section. */
export const ROUTES: readonly Route[] = Object.entries(table).map(([id, spec]) => ({
  id: id as RouteId,
  pattern: spec.pattern,
  guard: spec.guard,
}))

const byId = new Map(ROUTES.map((route) => [route.id, route]))

/** The route with this id. */
export function routeById(id: RouteId): Route {
  return byId.get(id)!
}

/** Tabs selected by the `tab` query of the profile pages (docs/product.md#screens-and-addresses). */
export const EMPLOYER_TABS = [
  'active-jobs',
  'pending-jobs',
  'draft-jobs',
  'denied-jobs',
  'expired-jobs',
  'overview',
  'shortlisted-jobseeker',
  'candidates',
  'orders',
] as const
export const JOBSEEKER_TABS = ['applied-jobs', 'profile-view', 'liked-jobs', 'overview'] as const
export const REFERRER_TABS = ['my-referees'] as const

export interface RouteMatch {
  route: Route
  lang: Lang
  /** Decoded path parameters. */
  params: Record<string, string>
}

interface Compiled {
  route: Route
  segments: string[]
  staticCount: number
}

const compiled: Compiled[] = ROUTES.map((route) => {
  const segments = route.pattern === '/' ? [] : route.pattern.slice(1).split('/')
  return { route, segments, staticCount: segments.filter((s) => !s.startsWith(':')).length }
})

/** Drops the query and hash of a path-like string. */
function pathOnly(value: string): string {
  const cut = value.search(/[?#]/)
  return cut === -1 ? value : value.slice(0, cut)
}

/** Splits the `/en` prefix off a path: `/en/about` → en `/about`; `/about` → ne `/about`. */
export function splitLang(pathname: string): { lang: Lang; path: string } {
  const head = pathname.slice(0, 4).toLowerCase()
  if (head === EN_PREFIX || head === `${EN_PREFIX}/`) {
    return { lang: 'en', path: pathname.length > 3 ? pathname.slice(3) : '/' }
  }
  return { lang: 'ne', path: pathname === '' ? '/' : pathname }
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * The route a pathname shows, its language and parameters; null for an unknown path. Static
 * segments compare case-insensitively (as React Router does) so no casing slips past a guard;
 * one trailing slash is tolerated.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const { lang, path } = splitLang(pathOnly(pathname))
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  if (!trimmed.startsWith('/')) return null
  const parts = trimmed === '/' ? [] : trimmed.slice(1).split('/')
  let best: { entry: Compiled; params: Record<string, string> } | null = null
  for (const entry of compiled) {
    if (entry.segments.length !== parts.length) continue
    if (best && best.entry.staticCount >= entry.staticCount) continue
    const params = matchSegments(entry.segments, parts)
    if (params) best = { entry, params }
  }
  return best ? { route: best.entry.route, lang, params: best.params } : null
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    const part = parts[i]!
    // Compared decoded, as the SPA's router does, so `/employer/profile/%6De` is still `me`.
    const value = part === '' ? null : decode(part)
    if (value === null || value === '') return null
    if (segment.startsWith(':')) params[segment.slice(1)] = value
    else if (segment !== value.toLowerCase()) return null
  }
  return params
}

/**
 * The same path (query and hash kept) in the other language: `/about?x=1` → `/en/about?x=1`.
 * Runs of slashes collapse to one, so the result is always a path on this site: `/en//evil.example`
 * would otherwise become `//evil.example`, which a browser reads as another host.
 */
export function localizePath(path: string, lang: Lang): string {
  const cut = path.search(/[?#]/)
  const pathname = (cut === -1 ? path : path.slice(0, cut)).replace(/[/\\]+/g, '/')
  const suffix = cut === -1 ? '' : path.slice(cut)
  const { path: bare } = splitLang(pathname || '/')
  if (lang === 'ne') return bare + suffix
  return (bare === '/' ? EN_PREFIX : EN_PREFIX + bare) + suffix
}

/** Query values; undefined and null are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>

type HrefArgs<I extends RouteId> = [ParamNames<PatternOf<I>>] extends [never]
  ? [params?: Record<string, never> | null, query?: Query | null, lang?: Lang]
  : [params: RouteParams<I>, query?: Query | null, lang?: Lang]

/** A link to a route: `href('jobDetail', { jobSlug: 'x' }, { a: 1 }, 'en')` → `/en/job/x/detail?a=1`. */
export function href<I extends RouteId>(id: I, ...args: HrefArgs<I>): string {
  const [params, query, lang = DEFAULT_LANG] = args
  const values = (params ?? {}) as Record<string, string | number>
  const path = routeById(id).pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === '')
      throw new Error(`href(${id}): missing parameter ${name}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value))
  }
  const qs = search.toString()
  return localizePath(path, lang) + (qs ? `?${qs}` : '')
}
