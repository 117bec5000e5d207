import type {
  ApplicationRecord,
  HiringPackage,
  LikeRecord,
  ProfileView,
} from '../store/activity-types.js'
import type { JobRecord, UserRecord } from '../store/types.js'

const DAY = 86_400_000

interface ActivitySeed {
  applications: ApplicationRecord[]
  likes: LikeRecord[]
  profile_views: ProfileView[]
  hiring_packages: HiringPackage[]
}

/** Applications, likes, profile views and a shortlist, so every screen has something to show. */
export function seedActivity(now: Date, jobs: JobRecord[], seekers: UserRecord[]): ActivitySeed {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString()
  const applications: ApplicationRecord[] = []
  const apply = (
    job: JobRecord,
    user: number,
    daysAgo: number,
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
      created_at: at(daysAgo),
    })

  // The demo employer's published jobs get a few applicants each.
  const own = jobs.filter((job) => job.owner === 1 && job.published_at)
  own.forEach((job, index) => {
    for (let k = 0; k < 2 + (index % 4); k++) {
      const seeker = seekers[(index * 5 + k) % seekers.length]!
      const status =
        k === 0 && index % 2 ? 'shortlisted' : k === 1 && index % 3 === 0 ? 'interview' : 'new'
      apply(job, seeker.id, 1 + k, status)
    }
  })
  // The demo job seeker (id 5) applied to three jobs, the demo employer's first among them.
  const active = jobs.filter((job) => job.status === 'active' && job.owner !== 1)
  apply(jobs[0]!, 5, 2)
  apply(active[3]!, 5, 4)
  apply(active[10]!, 5, 6, 'shortlisted')

  // One saved job has expired since, as saved jobs do: the liked-jobs tab says so.
  const expired = jobs.find((job) => job.status === 'expired' && job.owner !== 1)!
  const saved = [active[1]!, active[5]!, active[12]!, jobs[1]!, expired]
  const likes: LikeRecord[] = saved.map((job, index) => ({
    job: job.id,
    user: 5,
    created_at: at(index + 1),
  }))

  const profile_views: ProfileView[] = [
    { seeker: 5, viewer: 1, organization: 1, created_at: at(1) },
    { seeker: 5, viewer: 2, organization: 2, created_at: at(3) },
    { seeker: 5, viewer: 1, organization: 1, created_at: at(8) },
    { seeker: 6, viewer: 1, organization: 1, created_at: at(2) },
  ]

  const hiring_packages: HiringPackage[] = [
    {
      id: 1,
      employer: 1,
      status: 'open',
      entries: seekers
        .slice(0, 2)
        .map((seeker, index) => ({ id: index + 1, seeker: seeker.id, added_at: at(1) })),
      created_at: at(1),
    },
  ]
  return { applications, likes, profile_views, hiring_packages }
}
