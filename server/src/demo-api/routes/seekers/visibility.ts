import { randomInt } from 'node:crypto'
import type { DemoStore } from '../../store/store.js'
import type { UserRecord } from '../../store/types.js'
import { isSeeker, seekerByUsername, type Seeker } from './present.js'

/**
 * Whether an employer may see this job seeker at all. A public profile, yes. A hidden one only
 * when the seeker applied to one of the employer's jobs (posted by them or under one of their
 * organisations): applying shows the profile to that employer, and to no one else. Every route
 * that lets an employer reach a seeker (profile, shortlist, hiring package, cart, checkout)
 * asks this, so a hidden profile is, to everyone else, a profile that does not exist.
 */
export function employerMaySee(store: DemoStore, employer: UserRecord, seeker: Seeker): boolean {
  if (seeker.jobseeker.is_public) return true
  const organizations = employer.employer?.organizations ?? []
  const jobs = new Set(
    store.state.jobs
      .filter(
        (job) =>
          job.owner === employer.id ||
          (job.organization !== null && organizations.includes(job.organization)),
      )
      .map((job) => job.id),
  )
  return store.state.applications.some((a) => a.user === seeker.id && jobs.has(a.job))
}

/** The seeker with this username when the employer may see them, else undefined (as unknown). */
export function seekerForEmployer(
  store: DemoStore,
  employer: UserRecord,
  username: string,
): Seeker | undefined {
  const seeker = seekerByUsername(store, username)
  return seeker && employerMaySee(store, employer, seeker) ? seeker : undefined
}

/** True when the user id is a seeker the employer may see (for entries kept by id). */
export function maySeeId(store: DemoStore, employer: UserRecord, id: number): boolean {
  const seeker = store.state.users.find((u) => u.id === id)
  return isSeeker(seeker) && employerMaySee(store, employer, seeker)
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** The start of a name's username: its latin letters and digits (`sita-gurung`). */
const usernameBase = (fullName: string) =>
  fullName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '') || 'jobseeker'

/** Six random letters or digits from the system's CSPRNG. */
const randomPart = () =>
  Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/**
 * A username for a new profile: the name's latin letters and digits, then six random letters or
 * digits (`sita-gurung-k3x9q2`), so no profile can be found by counting. `taken` says which
 * usernames are in use already.
 */
export async function newUsername(
  fullName: string,
  taken: (username: string) => Promise<boolean>,
): Promise<string> {
  const base = usernameBase(fullName)
  for (;;) {
    const username = `${base}-${randomPart()}`
    if (!(await taken(username))) return username
  }
}

/** `newUsername` for the seed, which makes its profiles in memory before any is stored. */
export function seedUsername(fullName: string, taken: (username: string) => boolean): string {
  const base = usernameBase(fullName)
  for (;;) {
    const username = `${base}-${randomPart()}`
    if (!taken(username)) return username
  }
}
