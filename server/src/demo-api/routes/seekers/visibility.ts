import { randomInt } from 'node:crypto'
import type { Db } from '../../db/database.js'
import type { AccountRow } from '../../db/rows.js'
import { seekerById, seekerByUsername, type Seeker } from './present.js'

/**
 * Whether an employer may see this job seeker at all. A public profile, yes. A hidden one only
 * when the seeker applied to one of the employer's jobs (posted by them or under one of their
 * organisations): applying shows the profile to that employer, and to no one else. Every route
 * that lets an employer reach a seeker (profile, shortlist, hiring package, cart, checkout)
 * asks this, so a hidden profile is, to everyone else, a profile that does not exist.
 */
export async function employerMaySee(
  db: Db,
  employer: Pick<AccountRow, 'id' | 'employer'>,
  seeker: Seeker,
): Promise<boolean> {
  if (seeker.jobseeker.is_public) return true
  const organizations = employer.employer?.organizations ?? []
  const applied = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select('applications.id')
    .where('applications.user_id', '=', seeker.id)
    .where((eb) =>
      organizations.length
        ? eb.or([eb('jobs.owner', '=', employer.id), eb('jobs.organization', 'in', organizations)])
        : eb('jobs.owner', '=', employer.id),
    )
    .executeTakeFirst()
  return !!applied
}

/** The seeker with this username when the employer may see them, else undefined (as unknown). */
export async function seekerForEmployer(
  db: Db,
  employer: Pick<AccountRow, 'id' | 'employer'>,
  username: string,
): Promise<Seeker | undefined> {
  const seeker = await seekerByUsername(db, username)
  return seeker && (await employerMaySee(db, employer, seeker)) ? seeker : undefined
}

/** True when the user id is a seeker the employer may see (for entries kept by id). */
export async function maySeeId(
  db: Db,
  employer: Pick<AccountRow, 'id' | 'employer'>,
  id: number,
): Promise<boolean> {
  const seeker = await seekerById(db, id)
  return !!seeker && (await employerMaySee(db, employer, seeker))
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A candidate username: the name's latin letters and digits, then six random ones. */
function candidateUsername(fullName: string): string {
  const base =
    fullName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40)
      .replace(/^-+|-+$/g, '') || 'jobseeker'
  const suffix = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${base}-${suffix}`
}

/**
 * A username for a new profile: the name's latin letters and digits, then six random letters or
 * digits from the system's CSPRNG (`sita-gurung-k3x9q2`), so no profile can be found by counting.
 * `taken` says which usernames are in use already (a query; the seed's set for `seedUsername`).
 */
export async function newUsername(
  fullName: string,
  taken: (username: string) => Promise<boolean>,
): Promise<string> {
  for (;;) {
    const username = candidateUsername(fullName)
    if (!(await taken(username))) return username
  }
}

/** `newUsername` for the seed, which knows every username it gave. */
export function seedUsername(fullName: string, taken: (username: string) => boolean): string {
  for (;;) {
    const username = candidateUsername(fullName)
    if (!taken(username)) return username
  }
}
