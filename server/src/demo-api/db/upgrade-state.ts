import { createSeed } from '../seed/index.js'
import type { Text } from '../lib/locale.js'
import type { DemoState, LookupKind } from '../store/types.js'

const COLLECTIONS = [
  'users',
  'tokens',
  'organizations',
  'locations',
  'jobs',
  'questions',
  'templates',
  'applications',
  'likes',
  'profile_views',
  'hiring_packages',
  'wishlist',
  'orders',
  'signups',
  'submissions',
] as const

/** Collections that are reference data: a file written before they existed gets the seed's. */
const REFERENCE = new Set(['locations', 'templates'])

type Loose = Record<string, unknown>

const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A text that was one string before both languages were kept: the same in each. */
const asText = (value: unknown): Text | null =>
  typeof value === 'string' ? { en: value, ne: value } : (value as Text | null)

/**
 * Brings a data file of the JSON store, of any seed version, to today's shape, so importing it
 * loses nothing: fields added since it was written get their defaults (the importer reads absent
 * optional ones as empty), texts kept as one string become the same text in both languages, a
 * collection the file predates is empty (or, for the lookups, addresses and templates, the
 * seed's). Throws when the text is not a data file at all.
 */
export function upgradeState(parsed: unknown, now: Date = new Date()): DemoState {
  if (!isRecord(parsed) || !Array.isArray(parsed.users)) {
    throw new Error('not a demo data file: expected a JSON object with a "users" list')
  }
  const state = { ...parsed } as Loose
  let seed: DemoState | undefined
  const fresh = () => (seed ??= createSeed(now))
  for (const name of COLLECTIONS) {
    if (!Array.isArray(state[name])) state[name] = REFERENCE.has(name) ? fresh()[name] : []
  }
  const lookups = isRecord(state.lookups) ? { ...state.lookups } : {}
  for (const [kind, items] of Object.entries(fresh().lookups)) {
    if (!Array.isArray(lookups[kind])) lookups[kind] = items
  }
  state.lookups = lookups as Record<LookupKind, unknown>
  state.version = typeof state.version === 'number' ? state.version : 0
  state.seeded_at = typeof state.seeded_at === 'string' ? state.seeded_at : now.toISOString()
  state.seq = isRecord(state.seq) ? state.seq : {}
  const upgraded = state as unknown as DemoState
  for (const job of upgraded.jobs) {
    job.org_alt_name = asText(job.org_alt_name) ?? null
    job.category ??= null
  }
  for (const signup of upgraded.signups) {
    signup.code_hash ??= null
    signup.wrong_tries ??= 0
  }
  for (const pack of upgraded.hiring_packages) pack.entries ??= []
  for (const order of upgraded.orders) order.items ??= []
  for (const application of upgraded.applications) application.answers ??= []
  for (const question of upgraded.questions) question.answer_choices ??= []
  for (const user of upgraded.users) {
    user.profile_picture ??= null
    user.employer ??= null
    user.jobseeker ??= null
    user.referrer ??= null
  }
  return upgraded
}
