import type { CurrentUser } from '../schemas/user.js'

/**
 * Job seeker onboarding (docs/product.md#sign-up-and-onboarding): four steps in a fixed order, each
 * marked done by one flag of the current user. Paths carry no /en prefix.
 */
export const ONBOARDING_STEPS = [
  { id: 'preferred-location', flag: 'has_preferred_locations', path: '/signup/prefered-location' },
  {
    id: 'preferred-job-category',
    flag: 'has_preferred_jobs',
    path: '/signup/prefered-job-category',
  },
  {
    id: 'basic-information',
    flag: 'has_filled_description_form',
    path: '/signup/basic-information',
  },
  { id: 'working-status', flag: 'has_working_status', path: '/signup/working-status' },
] as const satisfies readonly { id: string; flag: keyof CurrentUser; path: string }[]

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id']

/** The step a route pattern of the table shows (undefined: the summary, or no onboarding page). */
export function onboardingStepOf(pattern: string | undefined) {
  return ONBOARDING_STEPS.find((step) => step.path === pattern)
}

/** Where onboarding ends: the summary with a link to the profile. */
export const ONBOARDING_DONE_PATH = '/signup/profile'

/** The first onboarding step a job seeker still has to do, or null when done. */
export function firstMissingOnboardingStep(user: CurrentUser): string | null {
  return ONBOARDING_STEPS.find((step) => !user[step.flag])?.path ?? null
}

/** Where a job seeker resumes onboarding (a reload, a later sign-in): the first missing step, else the summary. */
export function onboardingResumePath(user: CurrentUser): string {
  return firstMissingOnboardingStep(user) ?? ONBOARDING_DONE_PATH
}

const indexOf = (id: OnboardingStepId) => ONBOARDING_STEPS.findIndex((step) => step.id === id)

/** The step after this one, or the summary after the last. */
export function nextOnboardingPath(id: OnboardingStepId): string {
  return ONBOARDING_STEPS[indexOf(id) + 1]?.path ?? ONBOARDING_DONE_PATH
}

/** The step before this one (what Back goes to), or null for the first. */
export function previousOnboardingPath(id: OnboardingStepId): string | null {
  return ONBOARDING_STEPS[indexOf(id) - 1]?.path ?? null
}

/**
 * Whether a job seeker may open this step: every earlier step must be done (a done step may be
 * opened again, which is what Back does). Otherwise they belong on the first missing step: an
 * address typed to skip ahead lands there, with a notice.
 */
export function onboardingStepAccess(
  user: CurrentUser,
  id: OnboardingStepId,
): { allow: true } | { allow: false; redirect: string } {
  const missing = ONBOARDING_STEPS.slice(0, indexOf(id)).find((step) => !user[step.flag])
  return missing ? { allow: false, redirect: missing.path } : { allow: true }
}

/** The step's number, 1 to 4 ("step 2 of 4"). */
export function onboardingStepNumber(id: OnboardingStepId): number {
  return indexOf(id) + 1
}
