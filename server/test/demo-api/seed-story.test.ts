import { describe, expect, it } from 'vitest'
import { SALARY_BANDS } from '@jagir/shared/rules/options'
import { createSeed } from '../../src/demo-api/seed/index.js'
import { DESIGNATION_PROFILES } from '../../src/demo-api/seed/job-catalog.js'

// Issue 34, item 19: a visitor could tell the demo data was made up. Pending and denied jobs had
// views and applicants, every application was from the last five days, two seekers had the same
// skills and salary, an account assistant applied to a frontend job, and one salary band held 18
// of 42 seekers. The seed now tells one story; these are its rules.

const now = new Date('2026-03-15T06:00:00Z')
const seed = createSeed(now)
const jobOf = (id: number) => seed.jobs.find((job) => job.id === id)!
const userOf = (id: number) => seed.users.find((user) => user.id === id)!
const seekers = seed.users.filter((user) => user.jobseeker?.has_filled_description_form)
const wentLive = (status: string) => status === 'active' || status === 'expired'

describe('issue 34: the demo seed tells one consistent story', () => {
  it('only jobs that went live have a publishing date, views, applicants and saves', () => {
    const neverLive = seed.jobs.filter((job) => !wentLive(job.status))
    expect(neverLive.map((job) => job.status).sort()).toEqual(
      expect.arrayContaining(['denied', 'draft', 'pending']),
    )
    for (const job of neverLive) {
      expect({ job: job.slug, published: job.published_at, views: job.views }).toEqual({
        job: job.slug,
        published: null,
        views: 0,
      })
    }
    for (const { job } of [...seed.applications, ...seed.likes]) {
      expect(wentLive(jobOf(job).status)).toBe(true)
    }
  })

  it('dates every application and save within the days its job was open, spread over weeks', () => {
    for (const { job, created_at } of [...seed.applications, ...seed.likes]) {
      const { published_at, deadline } = jobOf(job)
      expect(Date.parse(created_at)).toBeGreaterThanOrEqual(Date.parse(published_at!))
      expect(Date.parse(created_at)).toBeLessThanOrEqual(
        Math.min(now.getTime(), Date.parse(deadline)),
      )
    }
    // A job that expired was posted before its deadline, and seen only while it was live.
    for (const job of seed.jobs.filter((j) => j.status === 'expired')) {
      expect(Date.parse(job.created_at)).toBeLessThan(Date.parse(job.deadline))
      expect(Date.parse(job.deadline)).toBeLessThan(now.getTime())
    }
    const ages = seed.applications.map((a) => (now.getTime() - Date.parse(a.created_at)) / 864e5)
    const thisWeek = ages.filter((days) => days <= 7).length
    expect(thisWeek).toBeGreaterThan(0)
    expect(thisWeek).toBeLessThan(ages.length / 2)
  })

  it('has people apply to jobs in the fields they want work in', () => {
    for (const application of seed.applications) {
      const job = jobOf(application.job)
      const seeker = userOf(application.user).jobseeker!
      expect({ job: job.title.en, fields: seeker.preferred_jobs }).toEqual({
        job: job.title.en,
        fields: expect.arrayContaining([job.category]),
      })
    }
  })

  it('gives each seeker skills of their own field, and no two seekers the same skills', () => {
    const skillSets = seekers.map((user) => JSON.stringify([...user.jobseeker!.skills].sort()))
    expect(new Set(skillSets).size).toBe(seekers.length)
    for (const user of seekers) {
      const { preferred_jobs: fields, skills } = user.jobseeker!
      const trade = new Set(
        Object.values(DESIGNATION_PROFILES)
          .filter((profile) => fields.includes(profile.category))
          .flatMap((profile) => profile.skills),
      )
      // Their trade's skills first (one for a one-skill trade, such as driving), and at most
      // as many general ones (English, Excel, first aid, ...).
      const own = skills.filter((skill) => trade.has(skill)).length
      expect({ seeker: user.full_name.en, own: own >= 1 && own >= skills.length / 2 }).toEqual({
        seeker: user.full_name.en,
        own: true,
      })
    }
  })

  it('spreads expected salaries over the bands: none holds more than a third of the seekers', () => {
    const counts = new Map<string, number>()
    for (const user of seekers) {
      const salary = user.jobseeker!.expected_salary!
      const band = SALARY_BANDS.find(
        (b) => salary >= (b.min ?? 0) && salary <= (b.max ?? Infinity),
      )!.value
      counts.set(band, (counts.get(band) ?? 0) + 1)
    }
    expect(counts.size).toBeGreaterThanOrEqual(5)
    for (const count of counts.values()) expect(count).toBeLessThanOrEqual(seekers.length / 3)
  })
})
