/**
 * The two sign-up tracks and the forgotten-password track: a mobile number (with a name for a new
 * account), the 6-digit code sent to it, then a password. docs/product.md#sign-up-and-onboarding gives only the route
 * names; the order is the one every phone sign-up has. Paths carry no /en prefix.
 */

/** Job seeker sign-up, employer sign-up, or a forgotten password. */
export type FlowTrack = 'jobseeker' | 'employer' | 'reset'
/** The steps of a track, in order. */
export type FlowStep = 'details' | 'code' | 'password'
export const FLOW_STEPS: readonly FlowStep[] = ['details', 'code', 'password']

/** The page of each step (the job seeker's first step also answers at its aliases). */
export const FLOW_PATHS: Readonly<Record<FlowTrack, Readonly<Record<FlowStep, string>>>> = {
  jobseeker: {
    details: '/signup/jobseeker',
    code: '/signup/verify-otp',
    password: '/signup/set-password',
  },
  employer: {
    details: '/signup/employer',
    code: '/signup/employer-verify-otp',
    password: '/signup/employer-set-password',
  },
  reset: {
    details: '/forgot-password',
    code: '/forgot-password/verify-otp',
    password: '/forgot-password/set-password',
  },
}

/** Other addresses of a track's first step: the sign-up choice's buttons and the product's aliases. */
const DETAILS_ALIASES: Readonly<Record<string, FlowTrack>> = {
  '/jobseeker/registration': 'jobseeker',
  '/signup': 'jobseeker',
  '/sign-up': 'jobseeker',
  '/employer/sign-up': 'employer',
}

/** The track and step a page shows (path without the /en prefix), or null for other pages. */
export function flowStepOfPath(path: string): { track: FlowTrack; step: FlowStep } | null {
  const bare = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path
  const alias = DETAILS_ALIASES[bare]
  if (alias) return { track: alias, step: 'details' }
  for (const track of Object.keys(FLOW_PATHS) as FlowTrack[]) {
    const step = FLOW_STEPS.find((candidate) => FLOW_PATHS[track][candidate] === bare)
    if (step) return { track, step }
  }
  return null
}

/** Where a track leads once its password is set: onboarding, the organisation, or sign-in. */
export const FLOW_DONE_PATHS: Readonly<Record<FlowTrack, string>> = {
  jobseeker: '/signup/prefered-location',
  employer: '/signup/organization-details',
  reset: '/sign-in',
}

/** What a track's draft holds so far (session storage; sign-up drafts, docs/product.md#sign-up-and-onboarding). */
export interface FlowProgress {
  /** The mobile number the code was sent to; '' before. */
  phoneNumber: string
  /** The 6 digits typed and accepted; '' before. */
  otp: string
}

/** The furthest step a draft lets one open: the code needs a number, the password a checked code. */
export function furthestFlowStep(progress: FlowProgress | null | undefined): FlowStep {
  if (!progress?.phoneNumber) return 'details'
  if (!/^\d{6}$/.test(progress.otp)) return 'code'
  return 'password'
}

/**
 * Whether a step may be shown with this draft: a step past the furthest one (an address typed
 * or a reload after the draft was cleared) goes back to the furthest one.
 */
export function flowStepAccess(
  track: FlowTrack,
  step: FlowStep,
  progress: FlowProgress | null | undefined,
): { allow: true } | { allow: false; redirect: string } {
  const furthest = furthestFlowStep(progress)
  return FLOW_STEPS.indexOf(step) <= FLOW_STEPS.indexOf(furthest)
    ? { allow: true }
    : { allow: false, redirect: FLOW_PATHS[track][furthest] }
}

/** Seconds before another code may be asked for the same number (the server refuses sooner: 429). */
export const OTP_RESEND_SECONDS = 30
/** Codes one number may be sent in an hour (then 429 until the oldest is an hour old). */
export const OTP_SENDS_PER_HOUR = 5
/** Minutes a code works after it is sent (the SMS says so). */
export const OTP_CODE_MINUTES = 10
/** Wrong tries a code survives: the last one kills it, and a new code must be asked for. */
export const OTP_WRONG_TRIES = 5

/** Whole seconds left before a code sent at `sentAt` may be sent again (0: now). */
export function resendWaitSeconds(sentAt: number | null | undefined, now: number): number {
  if (!sentAt) return 0
  const left = Math.ceil((sentAt + OTP_RESEND_SECONDS * 1000 - now) / 1000)
  // A clock read before the code was sent still waits no longer than the rule.
  return Math.min(OTP_RESEND_SECONDS, Math.max(0, left))
}
