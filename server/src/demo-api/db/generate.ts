import { DESIGNATION_PROFILES } from '../seed/job-catalog.js'
import { seededRandom } from '../seed/random.js'
import type { Db } from './database.js'
import { generateJobs } from './generate/jobs.js'
import { generateOrganizations, type GeneratedOrganization } from './generate/organizations.js'
import { generateSeekers } from './generate/seekers.js'
import { districtPicker, loadWorld, namesOf } from './generate/world.js'

/** What `db:seed` adds beyond the demo seed. */
export interface GenerateOptions {
  jobs: number
  seekers: number
  /** The same seed on the same database gives the same rows (default 2028). */
  seed?: number
  /** Dates follow it: deadlines ahead of it, joining dates before it. */
  now?: Date
  /** Rows per statement and transaction (default 5,000 jobs or 10,000 job seekers). */
  batch?: number
  /** Called after each batch. */
  onProgress?: (progress: GenerateProgress) => void
}

export interface GenerateProgress {
  kind: 'organizations' | 'jobs' | 'seekers'
  done: number
  total: number
}

export interface GenerateReport {
  organizations: number
  jobs: number
  seekers: number
}

/** One organisation (and its employer account) per this many generated jobs. */
export const JOBS_PER_ORGANIZATION = 50

/**
 * Adds generated organisations with their employers, jobs and job seekers to a database that
 * has the demo seed's lookups, spread over all 77 districts, the job categories, levels and
 * salaries, in both languages, each with its search document. Rows go in with one statement per
 * batch and column arrays (`unnest`), each batch its own transaction: an interrupted run keeps
 * the batches it finished. Every generated account shares one password hash (of a random
 * password nobody knows): the accounts are there to be found, not signed in to.
 */
export async function generateData(db: Db, options: GenerateOptions): Promise<GenerateReport> {
  const seed = options.seed ?? 2028
  const now = (options.now ?? new Date()).getTime()
  const world = await loadWorld(db)
  const names = namesOf(world)
  const pickDistrict = districtPicker(world.nepal)
  const report = { organizations: 0, jobs: 0, seekers: 0 }
  const progress = (kind: GenerateProgress['kind'], done: number, total: number) =>
    options.onProgress?.({ kind, done, total })

  const orgRandom = seededRandom(seed)
  const orgCount = Math.ceil(options.jobs / JOBS_PER_ORGANIZATION)
  const organizations: GeneratedOrganization[] = []
  const joined = () => new Date(now - orgRandom.int(30, 900) * 86_400_000).toISOString()
  for (let done = 0; done < orgCount;) {
    const count = Math.min(options.batch ?? 5_000, orgCount - done)
    organizations.push(
      ...(await generateOrganizations(db, world, orgRandom, count, pickDistrict, joined)),
    )
    done += count
    report.organizations = done
    progress('organizations', done, orgCount)
  }

  const jobRandom = seededRandom(seed + 1)
  for (let done = 0; done < options.jobs;) {
    const count = Math.min(options.batch ?? 5_000, options.jobs - done)
    await generateJobs(db, world, names, jobRandom, { count, organizations, offset: done, now })
    done += count
    report.jobs = done
    progress('jobs', done, options.jobs)
  }

  const context = {
    world,
    names,
    random: seededRandom(seed + 2),
    now,
    pickDistrict,
    designations: world.lookups.designations.filter((d) => d.id in DESIGNATION_PROFILES),
  }
  for (let done = 0; done < options.seekers;) {
    const count = Math.min(options.batch ?? 10_000, options.seekers - done)
    await generateSeekers(db, context, count)
    done += count
    report.seekers = done
    progress('seekers', done, options.seekers)
  }
  return report
}
