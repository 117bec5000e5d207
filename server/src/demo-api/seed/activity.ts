import type {
  ApplicationRecord,
  HiringPackage,
  LikeRecord,
  ProfileView,
} from '../store/activity-types.js'
import type { JobRecord, UserRecord } from '../store/types.js'
import { seededRandom } from './random.js'

const DAY = 86_400_000
const HOUR = 3_600_000

interface ActivitySeed {
  applications: ApplicationRecord[]
  likes: LikeRecord[]
  profile_views: ProfileView[]
  hiring_packages: HiringPackage[]
}

/** A job that went live (and so could be seen, saved and applied to): active now, or expired. */
const wentLive = (job: JobRecord) =>
  job.published_at !== null && (job.status === 'active' || job.status === 'expired')

/** A seeker who wants work in the job's field (their preferred job categories). */
const fits = (seeker: UserRecord, job: JobRecord) =>
  job.category !== null && (seeker.jobseeker?.preferred_jobs.includes(job.category) ?? false)

/**
 * Applications, likes, profile views and a shortlist, so every screen has something to show,
 * and one story: only jobs that went live were applied to or saved, each by people who want work
 * in its field, at times spread over the days the job was open (so this week's applicants are a
 * part of all of them).
 */
export function seedActivity(now: Date, jobs: JobRecord[], seekers: UserRecord[]): ActivitySeed {
  const random = seededRandom(20_250_202)
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString()
  /** A moment `share` (0 to 1) of the way through the days a job was open, on a working hour. */
  const during = (job: JobRecord, share: number) => {
    const from = Date.parse(job.published_at!)
    const to = Math.min(now.getTime() - HOUR, Date.parse(job.deadline))
    return new Date(from + Math.max(0, to - from) * share).toISOString()
  }
  const applications: ApplicationRecord[] = []
  const apply = (
    job: JobRecord,
    user: number,
    created: string,
    status: ApplicationRecord['status'] = 'new',
  ) =>
    applications.push({
      id: applications.length + 1,
      job: job.id,
      user,
      answers:
        job.id === 1
          ? [
              { question: 1, answer: String(1 + (user % 4)) },
              { question: 2, answer: user % 2 ? 'Yes' : 'No' },
            ]
          : [],
      cover_letter: '',
      status,
      created_at: created,
    })

  // The demo employer's jobs that went live get a few applicants each, from their field.
  const own = jobs.filter((job) => job.owner === 1 && wentLive(job))
  own.forEach((job, index) => {
    const field = seekers.filter((seeker) => fits(seeker, job))
    const count = Math.min(field.length, 2 + (index % 4))
    for (let k = 0; k < count; k++) {
      const seeker = field[(index * 3 + k) % field.length]!
      const status =
        k === 0 && index % 2 ? 'shortlisted' : k === 1 && index % 3 === 0 ? 'interview' : 'new'
      // Spread over the job's open days, a little at random: older jobs' applicants came earlier.
      const share = (k + 0.2 + random.next() * 0.6) / count
      apply(job, seeker.id, during(job, share), status)
    }
  })

  // The demo job seeker (id 5, frontend developer) applied to three live jobs in her fields: the
  // demo employer's first and two others'.
  const demoSeeker = { jobseeker: { preferred_jobs: [1, 6] } } as unknown as UserRecord
  const others = jobs.filter(
    (job) => job.status === 'active' && job.owner !== 1 && fits(demoSeeker, job),
  )
  const other = (n: number) => others[n % others.length]!
  apply(jobs[0]!, 5, during(jobs[0]!, 0.6))
  apply(other(1), 5, during(other(1), 0.5))
  apply(other(4), 5, during(other(4), 0.3), 'shortlisted')

  // She saved jobs in her fields too; one has expired since, as saved jobs do (the liked-jobs
  // tab says so).
  const expired =
    jobs.find((job) => job.status === 'expired' && job.owner !== 1 && fits(demoSeeker, job)) ??
    jobs.find((job) => job.status === 'expired' && fits(demoSeeker, job))!
  const saved = [other(0), other(2), other(3), jobs[1]!, expired]
  const likes: LikeRecord[] = saved.map((job, index) => ({
    job: job.id,
    user: 5,
    created_at: during(job, 0.15 + index * 0.15),
  }))

  const profile_views: ProfileView[] = [
    { seeker: 5, viewer: 1, organization: 1, created_at: at(1) },
    { seeker: 5, viewer: 2, organization: 2, created_at: at(3) },
    { seeker: 5, viewer: 1, organization: 1, created_at: at(8) },
    { seeker: 6, viewer: 1, organization: 1, created_at: at(2) },
  ]

  // The demo employer's open shortlist: two seekers from the field of its first job.
  const shortlisted = seekers.filter((seeker) => fits(seeker, jobs[0]!)).slice(0, 2)
  const hiring_packages: HiringPackage[] = [
    {
      id: 1,
      employer: 1,
      status: 'open',
      entries: shortlisted.map((seeker, index) => ({
        id: index + 1,
        seeker: seeker.id,
        added_at: at(1),
      })),
      created_at: at(1),
    },
  ]
  return { applications, likes, profile_views, hiring_packages }
}
