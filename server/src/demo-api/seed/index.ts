import type { DemoState } from '../store/types.js'
import { seedDemoAccounts } from './accounts.js'
import { seedActivity } from './activity.js'
import { seedJobseekers } from './jobseekers.js'
import { seedLocations, seedLookups } from './lookups.js'
import { seedJobs, seedQuestions, seedTemplates } from './jobs.js'
import { seedOrganizations } from './organizations.js'
import { seededRandom } from './random.js'

/** Bump when the state's shape or seeded texts change: files of another version are reseeded at start. */
export const SEED_VERSION = 11

/** A fresh seed, dated from `now` (deadlines and 'posted n days ago' follow it). */
export function createSeed(now: Date): DemoState {
  const joined = new Date(now.getTime() - 90 * 86_400_000).toISOString()
  const demoAccounts = seedDemoAccounts(joined)
  const organizations = seedOrganizations()
  organizations[0]!.owner = 1
  organizations[1]!.owner = 2
  const lookups = seedLookups()
  const locations = seedLocations()
  const random = seededRandom(20_250_101)
  const jobs = seedJobs({ now, random, organizations, lookups, locations })
  const questions = seedQuestions()
  const templates = seedTemplates(lookups)
  const seekers = seedJobseekers({
    firstId: demoAccounts.length + 1,
    firstProfileId: 4,
    joined,
    random,
    designations: lookups.designations,
  })
  const users = [...demoAccounts, ...seekers]
  const activity = seedActivity(now, jobs, seekers)
  const seq: Record<string, number> = {
    users: users.length + 1,
    organizations: organizations.length + 1,
    locations: locations.length + 1,
    jobs: jobs.length + 1,
    questions: questions.length + 1,
    choices: 100,
    jobseeker_profiles: 4 + seekers.length,
    employer_profiles: 4,
    referrer_profiles: 2,
    referees: 4,
    education: 100,
    experience: 100,
    applications: activity.applications.length + 1,
    hiring_packages: 2,
    package_entries: 3,
    wishlist: 1,
    orders: 1,
    submissions: 1,
  }
  for (const [kind, list] of Object.entries(lookups)) seq[kind] = list.length + 1
  return {
    version: SEED_VERSION,
    seeded_at: now.toISOString(),
    seq,
    users,
    tokens: [],
    organizations,
    lookups,
    locations,
    jobs,
    questions,
    templates,
    ...activity,
    wishlist: [],
    orders: [],
    signups: [],
    submissions: [],
  }
}
