/**
 * The route guards of docs/product.md#guards as pure functions. The BFF runs them on HTML navigations
 * (the real check) and the SPA runs the same ones on client-side navigation.
 */
import {
  ONBOARDING_DONE_PATH,
  onboardingResumePath,
  onboardingStepAccess,
  onboardingStepOf,
} from '../rules/onboarding.js'
import { hasOrganization } from '../rules/organization.js'
import { canPostJob, NO_POSTS_PRICING_PATH } from '../rules/post-job.js'
import { isEmployer, isJobseeker, isReferrer, type CurrentUser } from '../schemas/user.js'
import type { GuardNotice } from './guard-notice.js'
import { toSafeNextPath } from './next-path.js'
import { localizePath, matchRoute, type GuardName, type Lang } from './table.js'

export {
  GUARD_NOTICE_COOKIE,
  GUARD_NOTICE_SECONDS,
  GUARD_NOTICES,
  toGuardNotice,
  type GuardNotice,
} from './guard-notice.js'

/** The navigation being guarded. */
export interface GuardTarget {
  /** The original path and query, `/en` prefix included (it becomes `?next=` on sign-in). */
  path: string
  lang: Lang
}

/** Either let the navigation through, or a localized place to send the user instead (and why). */
export type GuardResult = { allow: true } | { allow: false; redirect: string; notice?: GuardNotice }

export type Guard = (user: CurrentUser | null, target: GuardTarget) => GuardResult

const ALLOW: GuardResult = { allow: true }

const to = (path: string, target: GuardTarget, notice?: GuardNotice): GuardResult => ({
  allow: false,
  redirect: localizePath(path, target.lang),
  ...(notice ? { notice } : {}),
})
const home = (target: GuardTarget, notice: GuardNotice) => to('/', target, notice)
// The pricing page explains itself (its `reason`): no notice on top.
const pricing = (target: GuardTarget) => to(NO_POSTS_PRICING_PATH, target)
/** "The referrer profile (me, tab my-referees)", as the employer and anonymousOrJobseeker rows say. */
const referrerTab = (target: GuardTarget, notice: GuardNotice) =>
  to('/referrer/profile/me?tab=my-referees', target, notice)
/** "The referrer profile", as the jobseeker and anonymousOrEmployer rows say (no tab named). */
const referrerProfile = (target: GuardTarget, notice: GuardNotice) =>
  to('/referrer/profile/me', target, notice)

/**
 * Sign-in in the target's language, with `next` set to where the user was going when that is a
 * safe local path (the rule of next-path.ts, the same one the callback applies); else no `next`.
 */
function signInRedirect(target: GuardTarget): GuardResult {
  const signIn = localizePath('/sign-in', target.lang)
  const next = toSafeNextPath(target.path)
  return {
    allow: false,
    redirect: next === null ? signIn : `${signIn}?next=${encodeURIComponent(next)}`,
    notice: 'sign-in',
  }
}

/** employer: sign-in; an employer profile passes; a referrer to their profile tab; others home. */
const employer: Guard = (user, target) => {
  if (!user) return signInRedirect(target)
  if (isEmployer(user)) return ALLOW
  if (isReferrer(user)) return referrerTab(target, 'employers-only')
  return home(target, 'employers-only')
}

/**
 * Where the jobPost guard sends an employer without the initial form: the organisation form as a
 * page (the details dialog's same form), told why (it says "Initial profile form not filled").
 * Here, not with the Post Job rules, which every page loads: only guarded pages load this module.
 */
export const INITIAL_FORM_REASON = 'initial-form'
const ORGANIZATION_FORM_PATH = `/signup/organization-details?reason=${INITIAL_FORM_REASON}`

/**
 * jobPost: logged in; an employer without an organisation (the initial form not filled) goes to
 * the organisation form, told "Initial profile form not filled" (what they lack is that, not a
 * job post); one with neither a purchase nor a free post goes to pricing.
 */
const jobPost: Guard = (user, target) => {
  if (!user) return signInRedirect(target)
  if (!isEmployer(user)) return employer(user, target)
  // The Post Job button's order (docs/product.md#post-job-button): the form, then a post to use.
  // The form's page says why itself (its `reason`): no notice on top.
  const organizationForm = () => to(ORGANIZATION_FORM_PATH, target)
  if (!user.has_filled_initial_form) return organizationForm()
  if (!canPostJob(user)) return pricing(target)
  return hasOrganization(user) ? ALLOW : organizationForm()
}

/** jobseeker: sign-in; non-jobseekers home; a jobseeker who is also a referrer to that profile. */
const jobseeker: Guard = (user, target) => {
  if (!user) return signInRedirect(target)
  if (!isJobseeker(user)) return home(target, 'jobseekers-only')
  if (isReferrer(user)) return referrerProfile(target, 'referrer-account')
  return ALLOW
}

/** referrer: sign-in; non-referrers home. */
const referrer: Guard = (user, target) => {
  if (!user) return signInRedirect(target)
  if (!isReferrer(user)) return home(target, 'referrers-only')
  return ALLOW
}

/** loggedIn: any signed-in user passes, others go to sign-in. */
const loggedIn: Guard = (user, target) => (user ? ALLOW : signInRedirect(target))

/**
 * anonymousOrJobseeker, every page of the job seeker sign-up: the product's row reads "a logged-in
 * jobseeker goes home if a referrer, else to the referrer profile tab my-referees", oddity kept (a
 * plain jobseeker is sent to a referrer page, whose referrer guard then sends them home). Ours on
 * top: anyone else signed in (an employer) goes home as anonymousOrEmployer sends them, rather
 * than starting a second account while signed in.
 */
const anonymousOrJobseeker: Guard = (user, target) => {
  if (!user) return ALLOW
  if (!isJobseeker(user) || isReferrer(user)) return home(target, 'signed-in')
  return referrerTab(target, 'signed-in')
}

/**
 * anonymousOrEmployer, every page of the employer sign-up: a referrer to the referrer profile; a
 * user without a jobseeker profile home. A signed-in plain job seeker may start an employer account.
 */
const anonymousOrEmployer: Guard = (user, target) => {
  if (!user) return ALLOW
  if (isReferrer(user)) return referrerProfile(target, 'signed-in')
  if (!isJobseeker(user)) return home(target, 'signed-in')
  return ALLOW
}

/**
 * organizationDetails (the employer track's last step): a visitor has no account to describe
 * yet and starts the employer sign-up; signed in, the employer guard's rule.
 */
const organizationDetails: Guard = (user, target) => {
  if (!user) return to('/employer/sign-up', target, 'employer-sign-up')
  return employer(user, target)
}

/**
 * onboarding (ours: the job seeker's four onboarding steps and their summary): the jobseeker
 * guard's rule, so a referrer, who has no onboarding, goes to the referrer profile; then the
 * steps go in order. A step opened before every earlier one is done, or the summary before all
 * are, goes to the first step not done with `?skipped=`, which that page explains itself. A done
 * step opens again: that is what Back does.
 */
const onboarding: Guard = (user, target) => {
  const asJobseeker = jobseeker(user, target)
  if (!asJobseeker.allow || !user) return asJobseeker
  const step = onboardingStepOf(matchRoute(target.path)?.route.pattern)
  if (step) {
    const access = onboardingStepAccess(user, step.id)
    return access.allow ? ALLOW : to(`${access.redirect}?skipped=${step.id}`, target)
  }
  const resume = onboardingResumePath(user)
  return resume === ONBOARDING_DONE_PATH ? ALLOW : to(`${resume}?skipped=profile`, target)
}

/** Every guard by name. */
export const GUARDS: Readonly<Record<GuardName, Guard>> = {
  employer,
  jobPost,
  jobseeker,
  referrer,
  loggedIn,
  anonymousOrJobseeker,
  anonymousOrEmployer,
  organizationDetails,
  onboarding,
}

/** Raised for a guard name that does not exist: docs/product.md#guards says 500 'Unknown middleware'. */
export class UnknownGuardError extends Error {
  readonly statusCode = 500
  constructor(readonly guard: string) {
    super('Unknown middleware')
    this.name = 'UnknownGuardError'
  }
}

/** Runs the guard with this name; throws UnknownGuardError (500 'Unknown middleware') if none. */
export function runGuard(name: string, user: CurrentUser | null, target: GuardTarget): GuardResult {
  const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name as GuardName] : undefined
  if (!guard) throw new UnknownGuardError(name)
  return guard(user, target)
}

/** The guard of the route this pathname shows, or null (unguarded or unknown path). */
export function guardFor(pathname: string): GuardName | null {
  return matchRoute(pathname)?.route.guard ?? null
}
