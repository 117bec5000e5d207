import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeForSearch } from '../../src/demo-api/search/normalize.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
let employer: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

const organization = {
  name: 'Sajha Software',
  category: 1,
  district: 38,
  address: 'Chipledhunga, Pokhara',
  phone_number: '061-520000',
  website: null,
  employees: '11-50',
  about: 'A small software studio.',
}

describe("employer's jobs and overview", () => {
  it.each(['active', 'pending', 'draft', 'denied', 'expired'])('lists %s jobs', async (status) => {
    const res = await stack.call('get', `/api/v1/employer/jobs/?status=${status}`, employer)
    expect(res.status).toBe(200)
    expect(res.body.count).toBeGreaterThan(0)
    expect(res.body.results.every((job: { status: string }) => job.status === status)).toBe(true)
    expect(res.body.results[0]).toHaveProperty('applications_count')
  })

  it("sums up the employer's jobs, applications and shortlist", async () => {
    const res = await stack.call('get', '/api/v1/employer/overview/', employer)
    expect(res.body).toMatchObject({
      jobs: { active: 6, pending: 1, draft: 1, denied: 1, expired: 1 },
      applications: expect.any(Number),
      shortlisted_jobseekers: 2,
      job_posts_left: { free: 0, purchased: 25 },
    })
  })

  it('counts applications per day in Nepal over the last 30 days, today last, and this week', async () => {
    const res = await stack.call('get', '/api/v1/employer/overview/', employer)
    const days: { date: string; count: number }[] = res.body.applications_by_day
    expect(days).toHaveLength(30)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(
      new Date(),
    )
    expect(days.at(-1)!.date).toBe(today)
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort())
    // The days hold the month's applications: some of all of them (an expired job's came earlier).
    const month = days.reduce((sum, d) => sum + d.count, 0)
    expect(month).toBeGreaterThan(0)
    expect(month).toBeLessThanOrEqual(res.body.applications)
    // Issue 34: applications came over the weeks the jobs were open, so this week's are a part
    // of them (the seed dated all of them in the last five days: "this week" was "in all").
    expect(res.body.applications_this_week).toBeGreaterThan(0)
    expect(res.body.applications_this_week).toBeLessThan(month)
  })

  it('refuses job seekers (403) and visitors (401)', async () => {
    const seeker = await stack.signIn('seeker@jagir.demo')
    expect((await stack.call('get', '/api/v1/employer/jobs/', seeker)).status).toBe(403)
    expect((await stack.call('get', '/api/v1/employer/overview/')).status).toBe(401)
  })
})

describe('initial form (organisation details)', () => {
  it('creates the organisation of a new employer, who can then post', async () => {
    const fresh = await stack.signIn('newemployer@jagir.demo')
    const bad = await stack.call('post', '/api/v1/employer/organization/', fresh, {
      ...organization,
      district: 999,
      name: '',
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toHaveProperty('name')
    const res = await stack.call('post', '/api/v1/employer/organization/', fresh, organization)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      has_filled_initial_form: true,
      related_organizations: [{ name: 'Sajha Software' }],
    })
    const me = await stack.call('get', '/bff/user', fresh)
    expect(me.body.user.has_filled_initial_form).toBe(true)
    const twice = await stack.call('post', '/api/v1/employer/organization/', fresh, organization)
    expect(twice.body).toEqual({ non_field_errors: ['You already have an organization.'] })
  })

  it('answers the organisation as its form edits it, so Edit details starts from what is saved', async () => {
    const fresh = await stack.signIn('newemployer@jagir.demo')
    const saved = await stack.call('get', '/api/v1/employer/organization/', fresh)
    expect(saved.status).toBe(200)
    // Every field the form sends back, with the province its district is in (Kaski: Gandaki).
    expect(saved.body).toMatchObject({
      ...organization,
      province: 4,
      email: null,
      pan: null,
    })
    const seeker = await stack.signIn('seeker@jagir.demo')
    expect((await stack.call('get', '/api/v1/employer/organization/', seeker)).status).toBe(403)
  })

  it('updates the organisation with PUT', async () => {
    const res = await stack.call('put', '/api/v1/employer/organization/', employer, {
      ...organization,
      name: 'Himalayan Tech',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'Himalayan Tech', district: { id: 38, name: 'Kaski' } })
  })

  it("an edit in one language keeps the other's text, and the jobs are found by the new name", async () => {
    // Everest Trading Company (bonus@'s), named and placed in both languages by the seed.
    const bonus = await stack.signIn('bonus@jagir.demo', 'ne')
    const res = await stack.call('put', '/api/v1/employer/organization/', bonus, {
      ...organization,
      name: 'एभरेस्ट ट्रेडर्स',
      address: 'पुल्चोक, ललितपुर',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'एभरेस्ट ट्रेडर्स', address: 'पुल्चोक, ललितपुर' })
    const en = await stack.call('get', `/api/v1/organizations/${res.body.id}/`)
    expect(en.body).toMatchObject({
      name: 'Everest Trading Company',
      address: 'Pulchowk, Lalitpur',
    })
    const jobs = await stack.demo.demoDb
      .selectFrom('jobs')
      .select('search_doc')
      .where('organization', '=', res.body.id as number)
      .where('show_name', '=', true)
      .execute()
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) expect(job.search_doc).toContain(normalizeForSearch('एभरेस्ट ट्रेडर्स'))
  })
})

describe('employer zone', () => {
  it('lists organisations with their open jobs, and one by id or slug', async () => {
    const list = await stack.call('get', '/api/v1/organizations/?search=hotel')
    expect(list.body.results[0]).toMatchObject({
      name: 'Annapurna Hotel & Resort',
      active_jobs: expect.any(Number),
    })
    const one = await stack.call(
      'get',
      `/api/v1/organizations/${list.body.results[0].slug}/`,
      'locale=ne',
    )
    expect(one.body.name).toBe('अन्नपूर्ण होटल एण्ड रिसोर्ट')
    expect((await stack.call('get', '/api/v1/organizations/999/')).status).toBe(404)
    const jobs = await stack.call('get', `/api/v1/job/search/?organization=${one.body.id}`)
    expect(jobs.body.count).toBe(one.body.active_jobs)
  })
})
