import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

let stack: Stack
let employer: string
let seeker: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
  seeker = await stack.signIn('seeker@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

describe('job seeker search (employers)', () => {
  it('finds public seekers by text, district, level, experience and salary band', async () => {
    const all = await stack.call('get', '/api/v1/jobseeker/search/?page_size=100', employer)
    expect(all.status).toBe(200)
    expect(all.body.count).toBeGreaterThanOrEqual(40)
    expect(all.body.results[0]).not.toHaveProperty('contact')
    const ktm = await stack.call(
      'get',
      '/api/v1/jobseeker/search/?district=27&page_size=100',
      employer,
    )
    expect(ktm.body.results.every((s: { district: { id: number } }) => s.district.id === 27)).toBe(
      true,
    )
    const seniors = await stack.call(
      'get',
      '/api/v1/jobseeker/search/?job_level=senior_level&experience=60',
      employer,
    )
    expect(
      seniors.body.results.every(
        (s: { job_level: string; experience_months: number }) =>
          s.job_level === 'senior_level' && s.experience_months >= 60,
      ),
    ).toBe(true)
    const text = await stack.call('get', '/api/v1/jobseeker/search/?search=sharma', employer)
    expect(text.body.results.map((s: { username: string }) => s.username)).toContain('sita-sharma')
  })

  it('pages through every profile once, in the order of the whole list', async () => {
    for (const query of ['', 'search=kathmandu', 'district=27']) {
      const whole = await stack.call(
        'get',
        `/api/v1/jobseeker/search/?page_size=100&${query}`,
        employer,
      )
      const usernames = whole.body.results.map((s: { username: string }) => s.username)
      expect(usernames.length, query).toBeGreaterThan(2)
      const paged: string[] = []
      for (let page = 1; page <= Math.ceil(usernames.length / 3); page++) {
        const res = await stack.call(
          'get',
          `/api/v1/jobseeker/search/?page_size=3&page=${page}&${query}`,
          employer,
        )
        expect(res.status).toBe(200)
        paged.push(...res.body.results.map((s: { username: string }) => s.username))
      }
      expect(paged, query).toEqual(usernames)
    }
  })

  it('filters by working status and ignores unknown statuses and filters', async () => {
    const all = await stack.call('get', '/api/v1/jobseeker/search/?page_size=100', employer)
    const working = await stack.call(
      'get',
      '/api/v1/jobseeker/search/?working_status=currently_working&page_size=100',
      employer,
    )
    expect(working.body.count).toBeGreaterThan(0)
    expect(working.body.count).toBeLessThan(all.body.count)
    expect(
      working.body.results.every(
        (s: { working_status: string }) => s.working_status === 'currently_working',
      ),
    ).toBe(true)
    const unknown = await stack.call(
      'get',
      '/api/v1/jobseeker/search/?working_status=retired&colour=blue&page_size=100',
      employer,
    )
    expect(unknown.status).toBe(200)
    expect(unknown.body.count).toBe(all.body.count)
  })

  it('is for employers only', async () => {
    expect((await stack.call('get', '/api/v1/jobseeker/search/', seeker)).status).toBe(403)
    expect((await stack.call('get', '/api/v1/jobseeker/search/')).status).toBe(401)
    expect((await stack.call('get', '/api/v1/jobseeker/insights/', seeker)).status).toBe(403)
  })

  it('answers insights in both languages', async () => {
    const en = await stack.call('get', '/api/v1/jobseeker/insights/', employer)
    expect(en.body.total).toBeGreaterThanOrEqual(40)
    expect(en.body.by_district[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      count: expect.any(Number),
    })
    const ne = await stack.call(
      'get',
      '/api/v1/jobseeker/insights/',
      employer.replace('locale=en', 'locale=ne'),
    )
    expect(ne.body.by_category[0].name).toMatch(/[\u0900-\u097F]/)
  })
})

describe('job seeker profiles', () => {
  it('shows a profile to an employer without contact details, and records the view', async () => {
    const res = await stack.call('get', '/api/v1/jobseeker/profile/sita-sharma/', employer)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      username: 'sita-sharma',
      full_name: 'Sita Sharma',
      contact: null,
    })
    const views = await stack.call('get', '/api/v1/jobseeker/profile-views/', seeker)
    expect(views.body.results[0]).toMatchObject({ organization: { id: 1 } })
    expect(views.body.count).toBe(4)
  })

  it("shows a seeker their own profile with contact, never another seeker's", async () => {
    const me = await stack.call('get', '/api/v1/jobseeker/profile/me/', seeker)
    expect(me.body.contact).toEqual({
      email: 'seeker@jagir.demo',
      phone_number: '9800000005',
      alternate_phone: '',
    })
    // Another job seeker sees the public part only.
    const other = await stack.call('get', '/api/v1/jobseeker/profile/hari-adhikari/', seeker)
    expect(other.status).toBe(200)
    expect(other.body).toMatchObject({ username: 'hari-adhikari', is_limited: true })
    expect(other.body).not.toHaveProperty('contact')
    expect((await stack.call('get', '/api/v1/jobseeker/profile/nobody/', employer)).status).toBe(
      404,
    )
  })

  it('answers the own profile at /jobseeker/me/, to job seekers only', async () => {
    const me = await stack.call('get', '/api/v1/jobseeker/me/', seeker)
    expect(me.body).toMatchObject({
      username: 'sita-sharma',
      contact: { email: 'seeker@jagir.demo' },
    })
    expect((await stack.call('get', '/api/v1/jobseeker/me/', employer)).status).toBe(403)
    expect((await stack.call('get', '/api/v1/jobseeker/me/')).status).toBe(401)
  })

  it('updates the own profile', async () => {
    const res = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      headline: 'Senior frontend developer',
      skills: [1, 2],
      expected_salary: 90000,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      headline: 'Senior frontend developer',
      expected_salary: 90000,
      skills: [{ id: 1 }, { id: 2 }],
    })
    const bad = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      skills: [999],
      expected_salary: -5,
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toHaveProperty('expected_salary')
  })

  it('answers the seeker stats', async () => {
    const res = await stack.call('get', '/api/v1/jobseeker/stats/', seeker)
    expect(res.body).toMatchObject({
      applications: { total: 3, new: 2, applied: 2, shortlisted: 1, interview: 0 },
      liked_jobs: 5,
      profile_views: { total: expect.any(Number) },
      // Everything but the photo (1 part of 11).
      profile_completeness: 91,
    })
  })
})

describe('onboarding', () => {
  it('walks the mid-onboarding seeker through the missing steps', async () => {
    const onboarding = await stack.signIn('onboarding@jagir.demo')
    const jobs = await stack.call(
      'put',
      '/api/v1/jobseeker/onboarding/preferred-jobs/',
      onboarding,
      { categories: [1, 6] },
    )
    expect(jobs.status).toBe(200)
    expect(jobs.body.has_preferred_jobs).toBe(true)
    const invalid = await stack.call(
      'put',
      '/api/v1/jobseeker/onboarding/basic-information/',
      onboarding,
      { gender: 'Robot', date_of_birth: 'yesterday', district: 27 },
    )
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.body).sort()).toEqual(['date_of_birth', 'gender'])
    const basic = await stack.call(
      'put',
      '/api/v1/jobseeker/onboarding/basic-information/',
      onboarding,
      { gender: 'Female', date_of_birth: '1999-01-15', district: 27 },
    )
    expect(basic.body.has_filled_description_form).toBe(true)
    const status = await stack.call(
      'put',
      '/api/v1/jobseeker/onboarding/working-status/',
      onboarding,
      { working_status: 'available' },
    )
    expect(status.body.has_working_status).toBe(true)
    const locations = await stack.call(
      'put',
      '/api/v1/jobseeker/onboarding/preferred-locations/',
      onboarding,
      { districts: [999] },
    )
    expect(locations.body).toEqual({ districts: ['Invalid pk "999" - object does not exist.'] })
    expect(
      (
        await stack.call('put', '/api/v1/jobseeker/onboarding/working-status/', employer, {
          working_status: 'available',
        })
      ).status,
    ).toBe(403)
  })
})

describe('referrer', () => {
  it('lists and adds referees; others are refused', async () => {
    const referrer = await stack.signIn('referrer@jagir.demo')
    const list = await stack.call('get', '/api/v1/referrer/referees/', referrer)
    expect(list.body.count).toBe(3)
    const added = await stack.call('post', '/api/v1/referrer/referees/', referrer, {
      full_name: 'Maya Rai',
      phone_number: '+9779812345678',
      relation: 'Friend',
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      full_name: 'Maya Rai',
      phone_number: '9812345678',
      status: 'invited',
    })
    const bad = await stack.call('post', '/api/v1/referrer/referees/', referrer, {
      full_name: '',
      phone_number: '123',
      relation: 'Cousin',
    })
    expect(Object.keys(bad.body).sort()).toEqual(['full_name', 'phone_number', 'relation'])
    expect((await stack.call('get', '/api/v1/referrer/referees/', seeker)).status).toBe(403)
    expect((await stack.call('get', '/api/v1/referrer/me/', referrer)).body).toMatchObject({
      referees: 4,
      hired: 1,
    })
  })
})
