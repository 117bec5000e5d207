import { describe, expect, it } from 'vitest'
import { currentUserSchema, type CurrentUser } from '../schemas/user.js'
import { GUARDS, UnknownGuardError, guardFor, runGuard } from './guards.js'
import type { GuardName, Lang } from './table.js'

/** A user as /api/v1/users/me/ would answer it, with the product's defaults for what is left out. */
function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserSchema.parse({ full_name: 'Sita Sharma', ...overrides })
}

const seekerProfile = { id: 11 }
const USERS = {
  anonymous: null,
  onboardingJobseeker: buildUser({ jobseeker_profile: seekerProfile }),
  jobseeker: buildUser({
    jobseeker_profile: seekerProfile,
    has_preferred_locations: true,
    has_preferred_jobs: true,
    has_filled_description_form: true,
    has_working_status: true,
  }),
  referrer: buildUser({ jobseeker_profile: seekerProfile, referrer_profile: { id: 3 } }),
  employerWithPurchase: buildUser({
    employer_profile: { id: 5 },
    has_filled_initial_form: true,
    is_purchase_available: true,
    related_organizations: [{ id: 1, name: 'Himal Traders', logo: null }],
  }),
  employerWithFreePost: buildUser({
    employer_profile: { id: 6 },
    has_filled_initial_form: true,
    has_free_post_balance: true,
  }),
  employerWithNeither: buildUser({ employer_profile: { id: 7 }, has_filled_initial_form: true }),
  employerWithoutInitialForm: buildUser({ employer_profile: { id: 8 } }),
} satisfies Record<string, CurrentUser | null>
type UserKind = keyof typeof USERS

type Outcome =
  | 'allow'
  | 'signIn'
  | 'home'
  | 'pricing'
  | 'referrerTab'
  | 'referrerProfile'
  | 'employerSignUp'
  | 'firstStep'
  | 'organizationForm'

/** A page each guard protects (with a query, so `next` must carry it). */
const PAGE: Record<GuardName, string> = {
  employer: '/employer/profile/me?tab=overview',
  jobPost: '/job/post?slug=cook&step=2',
  jobseeker: '/jobseeker/profile/me?tab=applied-jobs',
  referrer: '/referrer/profile/me',
  loggedIn: '/settings/change-password',
  anonymousOrJobseeker: '/jobseeker/registration',
  anonymousOrEmployer: '/employer/sign-up',
  organizationDetails: '/signup/organization-details',
  onboarding: '/signup/working-status',
}

/** The rows of docs/product.md#guards, read literally, for every kind of user. */
const EXPECTED: Record<GuardName, Record<UserKind, Outcome>> = {
  employer: {
    anonymous: 'signIn',
    onboardingJobseeker: 'home',
    jobseeker: 'home',
    referrer: 'referrerTab',
    employerWithPurchase: 'allow',
    employerWithFreePost: 'allow',
    employerWithNeither: 'allow',
    employerWithoutInitialForm: 'allow',
  },
  jobPost: {
    anonymous: 'signIn',
    onboardingJobseeker: 'home',
    jobseeker: 'home',
    referrer: 'referrerTab',
    employerWithPurchase: 'allow',
    // A free post but no organisation: the organisation first (as Post Job's rule 4).
    employerWithFreePost: 'organizationForm',
    employerWithNeither: 'pricing',
    employerWithoutInitialForm: 'organizationForm',
  },
  jobseeker: {
    anonymous: 'signIn',
    onboardingJobseeker: 'allow',
    jobseeker: 'allow',
    referrer: 'referrerProfile',
    employerWithPurchase: 'home',
    employerWithFreePost: 'home',
    employerWithNeither: 'home',
    employerWithoutInitialForm: 'home',
  },
  referrer: {
    anonymous: 'signIn',
    onboardingJobseeker: 'home',
    jobseeker: 'home',
    referrer: 'allow',
    employerWithPurchase: 'home',
    employerWithFreePost: 'home',
    employerWithNeither: 'home',
    employerWithoutInitialForm: 'home',
  },
  loggedIn: {
    anonymous: 'signIn',
    onboardingJobseeker: 'allow',
    jobseeker: 'allow',
    referrer: 'allow',
    employerWithPurchase: 'allow',
    employerWithFreePost: 'allow',
    employerWithNeither: 'allow',
    employerWithoutInitialForm: 'allow',
  },
  // Ours on top of the row: a signed-in employer goes home too.
  anonymousOrJobseeker: {
    anonymous: 'allow',
    onboardingJobseeker: 'referrerTab',
    jobseeker: 'referrerTab',
    referrer: 'home',
    employerWithPurchase: 'home',
    employerWithFreePost: 'home',
    employerWithNeither: 'home',
    employerWithoutInitialForm: 'home',
  },
  anonymousOrEmployer: {
    anonymous: 'allow',
    onboardingJobseeker: 'allow',
    jobseeker: 'allow',
    referrer: 'referrerProfile',
    employerWithPurchase: 'home',
    employerWithFreePost: 'home',
    employerWithNeither: 'home',
    employerWithoutInitialForm: 'home',
  },
  // Not in docs/product.md#guards: the employer track's last step (a visitor starts the employer sign-up).
  organizationDetails: {
    anonymous: 'employerSignUp',
    onboardingJobseeker: 'home',
    jobseeker: 'home',
    referrer: 'referrerTab',
    employerWithPurchase: 'allow',
    employerWithFreePost: 'allow',
    employerWithNeither: 'allow',
    employerWithoutInitialForm: 'allow',
  },
  // Not in docs/product.md#guards: onboarding (the jobseeker guard, then its steps in order).
  onboarding: {
    anonymous: 'signIn',
    onboardingJobseeker: 'firstStep',
    jobseeker: 'allow',
    referrer: 'referrerProfile',
    employerWithPurchase: 'home',
    employerWithFreePost: 'home',
    employerWithNeither: 'home',
    employerWithoutInitialForm: 'home',
  },
}

/** Why each guard sends someone home or to a referrer page: the notice the page then shows. */
const ELSEWHERE_NOTICE: Record<GuardName, { home: string; referrer: string }> = {
  employer: { home: 'employers-only', referrer: 'employers-only' },
  jobPost: { home: 'employers-only', referrer: 'employers-only' },
  organizationDetails: { home: 'employers-only', referrer: 'employers-only' },
  jobseeker: { home: 'jobseekers-only', referrer: 'referrer-account' },
  onboarding: { home: 'jobseekers-only', referrer: 'referrer-account' },
  referrer: { home: 'referrers-only', referrer: 'referrers-only' },
  loggedIn: { home: 'sign-in', referrer: 'sign-in' },
  anonymousOrJobseeker: { home: 'signed-in', referrer: 'signed-in' },
  anonymousOrEmployer: { home: 'signed-in', referrer: 'signed-in' },
}

/** Where each outcome lands, written out per language. */
function expectedResult(guard: GuardName, outcome: Outcome, lang: Lang, path: string) {
  const en = lang === 'en'
  const notice = ELSEWHERE_NOTICE[guard]
  switch (outcome) {
    case 'allow':
      return { allow: true }
    case 'signIn':
      return {
        allow: false,
        redirect: `${en ? '/en' : ''}/sign-in?next=${encodeURIComponent(path)}`,
        notice: 'sign-in',
      }
    case 'home':
      return { allow: false, redirect: en ? '/en' : '/', notice: notice.home }
    case 'pricing':
      // The pricing page says why itself.
      return { allow: false, redirect: `${en ? '/en' : ''}/pricing?reason=no-posts` }
    case 'referrerTab':
      return {
        allow: false,
        redirect: `${en ? '/en' : ''}/referrer/profile/me?tab=my-referees`,
        notice: notice.referrer,
      }
    case 'referrerProfile':
      return {
        allow: false,
        redirect: `${en ? '/en' : ''}/referrer/profile/me`,
        notice: notice.referrer,
      }
    case 'employerSignUp':
      return {
        allow: false,
        redirect: `${en ? '/en' : ''}/employer/sign-up`,
        notice: 'employer-sign-up',
      }
    case 'organizationForm':
      // The form's page says why itself.
      return {
        allow: false,
        redirect: `${en ? '/en' : ''}/signup/organization-details?reason=initial-form`,
      }
    case 'firstStep':
      // The step's page says why itself.
      return {
        allow: false,
        redirect: `${en ? '/en' : ''}/signup/prefered-location?skipped=working-status`,
      }
  }
}

const cases = Object.entries(EXPECTED).flatMap(([guard, row]) =>
  Object.entries(row).flatMap(([kind, outcome]) =>
    (['ne', 'en'] as const).map(
      (lang) => [guard as GuardName, kind as UserKind, lang, outcome] as const,
    ),
  ),
)

describe('route guards', () => {
  it.each(cases)('%s guard, %s user, %s page: %s', (guard, kind, lang, outcome) => {
    const path = lang === 'en' ? `/en${PAGE[guard]}` : PAGE[guard]
    const result = runGuard(guard, USERS[kind], { path, lang })
    expect(result).toEqual(expectedResult(guard, outcome, lang, path))
    expect(GUARDS[guard](USERS[kind], { path, lang })).toEqual(result)
  })

  it('sends an English visitor to English sign-in with the whole original path and query as next', () => {
    // next is the path as a browser would request it (the space percent-encoded), then encoded
    // once more as a query value.
    expect(runGuard('jobPost', null, { path: '/en/job/post?slug=a b&step=2', lang: 'en' })).toEqual(
      {
        allow: false,
        redirect: '/en/sign-in?next=%2Fen%2Fjob%2Fpost%3Fslug%3Da%2520b%26step%3D2',
        notice: 'sign-in',
      },
    )
  })

  it('keeps a non-ASCII path usable as next, and leaves out a next that is not a local path', () => {
    const nepali = runGuard('employer', null, { path: '/en/जागिर', lang: 'en' })
    expect(nepali).toEqual({
      allow: false,
      redirect: `/en/sign-in?next=${encodeURIComponent('/en/%E0%A4%9C%E0%A4%BE%E0%A4%97%E0%A4%BF%E0%A4%B0')}`,
      notice: 'sign-in',
    })
    expect(runGuard('employer', null, { path: '//evil.com', lang: 'ne' })).toEqual({
      allow: false,
      redirect: '/sign-in',
      notice: 'sign-in',
    })
  })

  it('sends an employer without the initial form to the organisation form, not to pricing', () => {
    const user = buildUser({ employer_profile: { id: 9 }, has_free_post_balance: true })
    expect(runGuard('jobPost', user, { path: '/en/job/post', lang: 'en' })).toEqual({
      allow: false,
      redirect: '/en/signup/organization-details?reason=initial-form',
    })
    const withPost = buildUser({
      employer_profile: { id: 9 },
      has_filled_initial_form: true,
      has_free_post_balance: true,
      related_organizations: [{ id: 2, name: 'Sajha', logo: null }],
    })
    expect(runGuard('jobPost', withPost, { path: '/job/post', lang: 'ne' })).toEqual({
      allow: true,
    })
  })

  it.each([
    ['/signup/prefered-location', 0, 'allow'],
    [
      '/signup/prefered-job-category',
      0,
      '/signup/prefered-location?skipped=preferred-job-category',
    ],
    ['/signup/prefered-job-category', 1, 'allow'],
    [
      '/en/signup/basic-information/',
      1,
      '/en/signup/prefered-job-category?skipped=basic-information',
    ],
    ['/signup/WORKING-STATUS', 2, '/signup/basic-information?skipped=working-status'],
    ['/signup/prefered-location', 3, 'allow'],
    ['/en/signup/profile?x=1', 3, '/en/signup/working-status?skipped=profile'],
    ['/signup/profile', 4, 'allow'],
  ])('onboarding: %s after %i steps done → %s', (path, done, outcome) => {
    const user = buildUser({
      jobseeker_profile: seekerProfile,
      has_preferred_locations: done >= 1,
      has_preferred_jobs: done >= 2,
      has_filled_description_form: done >= 3,
      has_working_status: done >= 4,
    })
    const lang = path.startsWith('/en/') ? 'en' : 'ne'
    expect(runGuard('onboarding', user, { path, lang })).toEqual(
      outcome === 'allow' ? { allow: true } : { allow: false, redirect: outcome },
    )
  })

  it('gives 500 "Unknown middleware" for a guard that does not exist', () => {
    for (const name of ['admin', 'toString', '__proto__', '']) {
      let caught: unknown
      try {
        runGuard(name, null, { path: '/', lang: 'ne' })
      } catch (error) {
        caught = error
      }
      expect(caught, name).toBeInstanceOf(UnknownGuardError)
      expect(caught).toMatchObject({ statusCode: 500, message: 'Unknown middleware' })
    }
  })
})

describe('guardFor (both languages)', () => {
  it.each([
    ['/job/post', 'jobPost'],
    ['/job/preview', 'jobPost'],
    ['/employer/profile/me', 'employer'],
    ['/job/cook/applications', 'employer'],
    ['/jobseeker/search', 'employer'],
    ['/jobseeker/insights', 'employer'],
    ['/payment/cart-summary', 'employer'],
    ['/jobseeker/profile/me', 'jobseeker'],
    ['/jobseeker/data', 'jobseeker'],
    ['/jobseeker/stats', 'jobseeker'],
    ['/referrer/profile/me', 'referrer'],
    ['/settings/change-password', 'loggedIn'],
    ['/jobseeker/registration', 'anonymousOrJobseeker'],
    ['/employer/sign-up', 'anonymousOrEmployer'],
    ['/signup/organization-details', 'organizationDetails'],
    ['/sign-up', 'anonymousOrJobseeker'],
    ['/signup', 'anonymousOrJobseeker'],
    ['/signup/jobseeker', 'anonymousOrJobseeker'],
    ['/signup/verify-otp', 'anonymousOrJobseeker'],
    ['/signup/set-password', 'anonymousOrJobseeker'],
    ['/signup/employer', 'anonymousOrEmployer'],
    ['/signup/employer-verify-otp', 'anonymousOrEmployer'],
    ['/signup/employer-set-password', 'anonymousOrEmployer'],
    ['/signup/prefered-location', 'onboarding'],
    ['/signup/prefered-job-category', 'onboarding'],
    ['/signup/basic-information', 'onboarding'],
    ['/signup/working-status', 'onboarding'],
    ['/signup/profile', 'onboarding'],
    ['/sign-in', null],
    ['/forgot-password/verify-otp', null],
    ['/employer/profile/12', null],
    ['/jobseeker/profile/ram', null],
    ['/referrer/profile/3', null],
    ['/job/cook/detail', null],
    ['/', null],
    ['/no-such-page', null],
  ])('%s → %s', (path, guard) => {
    expect(guardFor(path)).toBe(guard)
    expect(guardFor(`/en${path === '/' ? '' : path}?x=1`)).toBe(guard)
  })
})
