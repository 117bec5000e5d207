import { devanagariDigits } from '@jagir/shared/rules/digits'
import type { Locale } from './current-user.js'

/*
 * The per-address limit on the writes anyone may make without an account (issue 26, findings 5
 * and 7): one table of the paths and the budgets they draw on. Each budget is counted per client
 * address (request.ip: TRUST_PROXY decides whose X-Forwarded-For is believed; IPv6 by its /64),
 * over every replica with REDIS_URL.
 *
 * The budgets are sized for Nepal, where many phones share one carrier NAT address: generous for
 * the people behind one address, small for a script. ANONYMOUS_WRITE_LIMIT_FACTOR multiplies
 * them all (the browser tests, every one from 127.0.0.1, raise it; an operator may too).
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * One-time codes sent per address and hour, sign-up and password reset together: each one is a
 * paid SMS, so this is what stops a script pumping texts to numbers of its choice.
 */
export const CODES_PER_HOUR = 10
/** Codes checked per address and hour (sign-up and reset): three tries for each code sent. */
export const CODE_CHECKS_PER_HOUR = 30
/** Public forms sent per address and hour: contact, insta-hire, COVID-19 survey, enrolment. */
export const FORMS_PER_HOUR = 20
/**
 * Enrolments per address in one training within a day: a person and a companion. What it bounds
 * is how many seats one address can take from a training, whatever numbers it makes up. Every
 * request counts, taken or refused: a count made when the answer comes would let a burst of
 * parallel requests all pass before the first was counted. (The forms check a number's shape
 * before sending, so a person rarely spends one on a refusal.)
 */
export const SEATS_PER_TRAINING_PER_DAY = 2

export type BudgetName = 'codes' | 'codeChecks' | 'forms' | 'seats'

export interface Budget {
  /** Requests allowed per address (and target) within the window. */
  max: number
  /** A fixed window, starting with the first request counted. */
  windowMs: number
  /** 'address': one count per address; 'address-and-target': per address and path parameter. */
  per: 'address' | 'address-and-target'
  /** The refusal, naming the time to wait (already in the language's words and digits). */
  message: Record<Locale, (wait: string) => string>
}

export const BUDGETS: Record<BudgetName, Budget> = {
  codes: {
    max: CODES_PER_HOUR,
    windowMs: HOUR,
    per: 'address',
    message: {
      en: (wait) => `Too many codes were asked for from this network. Try again in ${wait}.`,
      ne: (wait) => `यो नेटवर्कबाट धेरै पटक कोड मागियो। ${wait}पछि फेरि प्रयास गर्नुहोस्।`,
    },
  },
  codeChecks: {
    max: CODE_CHECKS_PER_HOUR,
    windowMs: HOUR,
    per: 'address',
    message: {
      en: (wait) => `Too many codes were tried from this network. Try again in ${wait}.`,
      ne: (wait) => `यो नेटवर्कबाट धेरै पटक कोड जाँचियो। ${wait}पछि फेरि प्रयास गर्नुहोस्।`,
    },
  },
  forms: {
    max: FORMS_PER_HOUR,
    windowMs: HOUR,
    per: 'address',
    message: {
      en: (wait) => `Too many forms were sent from this network. Try again in ${wait}.`,
      ne: (wait) => `यो नेटवर्कबाट धेरै फारम पठाइए। ${wait}पछि फेरि प्रयास गर्नुहोस्।`,
    },
  },
  seats: {
    max: SEATS_PER_TRAINING_PER_DAY,
    windowMs: DAY,
    per: 'address-and-target',
    message: {
      en: (wait) =>
        `Too many enrolments in this training came from this network. Try again in ${wait}.`,
      ne: (wait) => `यो नेटवर्कबाट यस तालिममा धेरै भर्ना भए। ${wait}पछि फेरि प्रयास गर्नुहोस्।`,
    },
  },
}

export interface AnonymousWrite {
  method: 'POST'
  /**
   * Matched against the canonical path (request.pathname: decoded, dot-segments and `//`
   * already refused) lower-cased and without its trailing slash, so neither case nor the slash
   * the provider ignores can make a path escape its budget. The first group, when there is one,
   * is the target of a per-target budget.
   */
  path: RegExp
  budgets: readonly BudgetName[]
}

/** Every anonymous write and the budgets it draws on (all of them must allow it). */
export const ANONYMOUS_WRITES: readonly AnonymousWrite[] = [
  {
    method: 'POST',
    path: /^\/api\/v1\/auth\/(?:signup|password-reset)\/send-otp$/,
    budgets: ['codes'],
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/auth\/(?:signup|password-reset)\/verify-otp$/,
    budgets: ['codeChecks'],
  },
  { method: 'POST', path: /^\/api\/v1\/contact$/, budgets: ['forms'] },
  { method: 'POST', path: /^\/api\/v1\/insta-hire$/, budgets: ['forms'] },
  { method: 'POST', path: /^\/api\/v1\/covid-19\/survey$/, budgets: ['forms'] },
  { method: 'POST', path: /^\/api\/v1\/training\/([^/]+)\/enroll$/, budgets: ['forms', 'seats'] },
]

export interface MatchedWrite {
  write: AnonymousWrite
  /** The path parameter a per-target budget counts by ('' when the path has none). */
  target: string
}

/** The anonymous write a request is, or null. `path`: request.pathname. */
export function matchAnonymousWrite(method: string, path: string): MatchedWrite | null {
  if (method !== 'POST') return null
  const plain = path.toLowerCase().replace(/\/$/, '')
  for (const write of ANONYMOUS_WRITES) {
    const match = write.path.exec(plain)
    if (match) return { write, target: match[1] ?? '' }
  }
  return null
}

/** The wait in the language's words and digits: minutes up to two hours, hours beyond. */
export function waitText(ms: number, locale: Locale): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE))
  const [count, en, ne] =
    minutes <= 120
      ? [minutes, minutes === 1 ? 'minute' : 'minutes', 'मिनेट']
      : [Math.ceil(ms / HOUR), 'hours', 'घण्टा']
  return locale === 'ne' ? `${devanagariDigits(count)} ${ne}` : `${count} ${en}`
}

/** The refusal's `detail` in the request's language. */
export function anonymousWaitMessage(budget: BudgetName, ms: number, locale: Locale): string {
  return BUDGETS[budget].message[locale](waitText(ms, locale))
}
