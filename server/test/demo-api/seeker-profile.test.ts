import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { effectiveStatus } from '../../src/demo-api/routes/jobs/access.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
let seeker: string
let employer: string
beforeAll(async () => {
  stack = await startStack()
  seeker = await stack.signIn('seeker@jagir.demo')
  employer = await stack.signIn('employer@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

const education = (overrides: Record<string, unknown> = {}) => ({
  degree: 6,
  institution: 'Pokhara University',
  calendar: 'AD',
  start_year: 2020,
  end_year: 2022,
  ...overrides,
})

// A tiny PNG: the signature, then enough bytes to be a file (the type is read from the first ones).
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
])

/** PUTs raw bytes as the photo through the BFF, as the browser does. */
const putPhoto = (cookie: string, body: Buffer, type = 'image/png', locale = 'en') =>
  request(stack.bff.server)
    .put('/api/v1/jobseeker/me/photo/')
    .set(
      'cookie',
      cookie.replace('locale=en', () => `locale=${locale}`),
    )
    .set('x-csrf', '1')
    .set('content-type', type)
    .send(body)

describe('editing the profile in place', () => {
  it('saves education and experience entries; the top degree and months follow them', async () => {
    const saved = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      education_history: [education()],
      work_experience: [
        {
          title: 'Cook',
          organization: 'Hotel Annapurna',
          start_date: '2020-01-01',
          end_date: '2021-01-01',
          is_current: false,
        },
      ],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.education_history).toEqual([
      { ...education(), id: expect.any(Number), degree: { id: 6, name: "Master's degree" } },
    ])
    expect(saved.body.education).toEqual({ id: 6, name: "Master's degree" })
    expect(saved.body.work_experience[0]).toMatchObject({ title: 'Cook', end_date: '2021-01-01' })
    expect(saved.body.experience_months).toBe(12)
    // An entry sent back with its id keeps it.
    const id = saved.body.education_history[0].id
    const again = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      education_history: [education({ id, institution: 'Kathmandu University' })],
    })
    expect(again.body.education_history[0]).toMatchObject({
      id,
      institution: 'Kathmandu University',
    })
  })

  it('refuses an end before its start and an 11th skill, in the asked language', async () => {
    const bad = await stack.call(
      'patch',
      '/api/v1/jobseeker/me/',
      seeker.replace('locale=en', 'locale=ne'),
      {
        education_history: [education({ start_year: 2022, end_year: 2020 })],
        skills: Array.from({ length: 11 }, (_, i) => i + 1),
      },
    )
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      'education_history.0.end_year': ['अन्त्य सुरुभन्दा अघि हुन सक्दैन।'],
      skills: ['यो फिल्डमा १०भन्दा बढी वस्तु हुनु हुँदैन।'],
    })
    const unknown = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      education_history: [education({ degree: 999 })],
    })
    expect(unknown.body).toEqual({
      'education_history.0.degree': ['Invalid pk "999" - object does not exist.'],
    })
  })

  it('saves languages, social links, the salary band, contact; refuses a taken e-mail', async () => {
    const saved = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      languages: [{ language: 'maithili', level: 'native' }],
      social_links: [{ network: 'Facebook', url: 'facebook.com/sita.demo' }],
      expected_salary_band: '35001_45000',
      alternate_phone: '01-4123456',
      working_status: 'available',
    })
    expect(saved.body).toMatchObject({
      languages: [{ language: 'maithili', level: 'native' }],
      social_links: [{ network: 'Facebook', url: 'https://facebook.com/sita.demo' }],
      expected_salary_band: '35001_45000',
      working_status: 'available',
      contact: { alternate_phone: '014123456' },
    })
    // The band moves the seeker into that band of the employers' search.
    const found = await stack.call(
      'get',
      '/api/v1/jobseeker/search/?salary=35001_45000&search=sharma',
      employer,
    )
    expect(found.body.results.map((s: { username: string }) => s.username)).toContain('sita-sharma')
    const taken = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      email: 'EMPLOYER@jagir.demo',
    })
    expect(taken.body).toEqual({ email: ['A user with this email already exists.'] })
    const cleared = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, { email: '' })
    expect(cleared.body).toEqual({ email: ['This field is required.'] })
  })
})

describe('numbers past what the database holds', () => {
  it('answers them as unknown or out of range, never as a server error', async () => {
    const skills = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      skills: [2 ** 31],
    })
    expect(skills.status).toBe(400)
    expect(skills.body).toEqual({ skills: ['Invalid pk "2147483648" - object does not exist.'] })
    const salary = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      expected_salary: 2 ** 31,
    })
    expect(salary.status).toBe(400)
    expect(Object.keys(salary.body)).toEqual(['expected_salary'])
    for (const id of ['99999999999', '007']) {
      const withdrawn = await stack.call('delete', `/api/v1/jobseeker/applied-jobs/${id}/`, seeker)
      expect(withdrawn.status).toBe(404)
    }
  })
})

describe('text in two languages', () => {
  const seekerRow = () =>
    stack.demo.demoDb
      .selectFrom('jobseekers')
      .select(['headline_en', 'headline_ne', 'about_en', 'about_ne', 'search_doc'])
      .where('username', '=', 'sita-sharma')
      .executeTakeFirstOrThrow()

  it("keeps the other language's headline and about when one language is edited", async () => {
    const before = await seekerRow()
    expect(before.headline_ne).not.toBe('')
    const english = await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      headline: 'Head cook at Lakeside',
    })
    expect(english.body.headline).toBe('Head cook at Lakeside')
    const nepali = await stack.call(
      'patch',
      '/api/v1/jobseeker/me/',
      seeker.replace('locale=en', 'locale=ne'),
      { about: 'पोखरामा दस वर्ष भान्सा सम्हालेँ।' },
    )
    expect(nepali.body).toMatchObject({
      headline: before.headline_ne,
      about: 'पोखरामा दस वर्ष भान्सा सम्हालेँ।',
    })
    expect((await stack.call('get', '/api/v1/jobseeker/me/', seeker)).body).toMatchObject({
      headline: 'Head cook at Lakeside',
      about: before.about_en,
    })
  })

  it('finds the seeker by the new headline and skills: the search text follows the edit', async () => {
    await stack.call('patch', '/api/v1/jobseeker/me/', seeker, {
      headline: 'Momo specialist',
      skills: [1],
    })
    const { search_doc } = await seekerRow()
    expect(search_doc).toContain('momo specialist')
    expect(search_doc).toContain('javascript')
    expect(search_doc).not.toContain('typescript')
  })
})

describe('the photo', () => {
  it('takes an image, serves it from its own address, and removes it', async () => {
    const other = await stack.signIn('referrer@jagir.demo')
    const saved = await putPhoto(other, PNG)
    expect(saved.status).toBe(200)
    expect(saved.body.profile_picture).toMatch(/^\/api\/v1\/media\/photos\/6-[0-9a-f]{16}\.png$/)
    const served = await request(stack.bff.server).get(saved.body.profile_picture)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0)
    const removed = await stack.call('delete', '/api/v1/jobseeker/me/photo/', other)
    expect(removed.body.profile_picture).toBeNull()
    expect((await request(stack.bff.server).get(saved.body.profile_picture)).status).toBe(404)
  })

  it('replaces the photo: the old one is no longer served, the new one is cached for good', async () => {
    const other = await stack.signIn('referrer@jagir.demo')
    const first = await putPhoto(other, PNG)
    const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)])
    const second = await putPhoto(other, JPEG, 'image/jpeg')
    expect(second.status).toBe(200)
    expect((await request(stack.bff.server).get(first.body.profile_picture)).status).toBe(404)
    const served = await request(stack.bff.server).get(second.body.profile_picture)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Buffer.compare(served.body as Buffer, JPEG)).toBe(0)
    // One photo row per account: the bytes, never a copy in the account's own row.
    const rows = await stack.demo.demoDb
      .selectFrom('photos')
      .innerJoin('users', 'users.id', 'photos.user_id')
      .select(['photos.name', 'users.profile_picture'])
      .where('users.email', '=', 'referrer@jagir.demo')
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.profile_picture).toBe(`/api/v1/media/photos/${rows[0]!.name}`)
    await stack.call('delete', '/api/v1/jobseeker/me/photo/', other)
  })

  it('refuses bytes that are not an image whatever the header says, and oversize files', async () => {
    const text = await putPhoto(
      seeker,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/jpeg',
      'ne',
    )
    expect(text.status).toBe(400)
    expect(text.body).toEqual({ photo: ['जेपेग, पीएनजी वा वेबपी तस्बिर अपलोड गर्नुहोस्।'] })
    const big = await putPhoto(seeker, Buffer.concat([PNG, Buffer.alloc(1_000_001)]))
    expect(big.status).toBe(413)
    const svg = await putPhoto(seeker, Buffer.from('<svg/>'), 'image/svg+xml')
    expect(svg.status).toBe(415)
  })
})

describe('applications', () => {
  it('withdraws an application while the employer has not decided, not after', async () => {
    const db = stack.demo.demoDb
    const candidates = await db
      .selectFrom('jobs')
      .selectAll()
      .where('owner', '=', 1)
      .where('id', '>', 3)
      .orderBy('id')
      .execute()
    const job = candidates.find((j) => effectiveStatus(j) === 'active')!
    const applied = await stack.call('post', `/api/v1/job/${job.slug}/apply/`, seeker, {})
    expect(applied.status).toBe(201)
    const list = await stack.call('get', '/api/v1/jobseeker/applied-jobs/', seeker)
    expect(list.body.results[0]).toMatchObject({
      id: applied.body.id,
      status: 'new',
      can_withdraw: true,
      job: { slug: job.slug },
    })
    await stack.call(
      'patch',
      `/api/v1/job/${job.slug}/applications/${applied.body.id}/`,
      employer,
      {
        status: 'hired',
      },
    )
    const refused = await stack.call(
      'delete',
      `/api/v1/jobseeker/applied-jobs/${applied.body.id}/`,
      seeker,
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      non_field_errors: ['This application can no longer be withdrawn.'],
    })
    const seekersOwn = await db
      .selectFrom('applications')
      .select('id')
      .where('user_id', '=', 5)
      .where('status', '=', 'new')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const gone = await stack.call(
      'delete',
      `/api/v1/jobseeker/applied-jobs/${seekersOwn.id}/`,
      seeker,
    )
    expect(gone.status).toBe(204)
    const left = await db
      .selectFrom('applications')
      .select('id')
      .where('id', '=', seekersOwn.id)
      .execute()
    expect(left).toEqual([])
    const someoneElses = await db
      .selectFrom('applications')
      .select('id')
      .where('user_id', '<>', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(
      (await stack.call('delete', `/api/v1/jobseeker/applied-jobs/${someoneElses.id}/`, seeker))
        .status,
    ).toBe(404)
  })

  it('counts activity by week for the stats chart, the current week last', async () => {
    const stats = await stack.call('get', '/api/v1/jobseeker/stats/', seeker)
    expect(stats.body.activity).toHaveLength(12)
    const last = stats.body.activity[11]
    expect(Object.keys(last).sort()).toEqual([
      'applications',
      'profile_views',
      'shortlists',
      'week_start',
    ])
    const totalViews = stats.body.activity.reduce(
      (sum: number, week: { profile_views: number }) => sum + week.profile_views,
      0,
    )
    expect(totalViews).toBe(stats.body.profile_views.total)
    expect(stats.body.shortlists).toBeGreaterThanOrEqual(1)
  })

  it('says which saved job has expired', async () => {
    const liked = await stack.call('get', '/api/v1/jobseeker/liked-jobs/', seeker)
    expect(liked.body.results.map((l: { job: { status: string } }) => l.job.status)).toContain(
      'expired',
    )
  })
})

describe('public profiles', () => {
  it('shows visitors the public part only, and nothing of a private profile', async () => {
    const visitor = await stack.call('get', '/api/v1/jobseeker/profile/sita-sharma/')
    expect(visitor.status).toBe(200)
    expect(visitor.body).toMatchObject({ username: 'sita-sharma', is_limited: true })
    for (const hidden of [
      'contact',
      'date_of_birth',
      'education_history',
      'work_experience',
      'expected_salary',
      'social_links',
    ]) {
      expect(visitor.body).not.toHaveProperty(hidden)
    }
    // A visit is not a view: only employers' visits are.
    const views = async () =>
      (
        await stack.demo.demoDb
          .selectFrom('profile_views')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    const before = await views()
    await stack.call('get', '/api/v1/jobseeker/profile/sita-sharma/')
    expect(await views()).toBe(before)
    expect((await stack.call('get', '/api/v1/jobseeker/profile/anjali-karki/')).status).toBe(404)
    expect((await stack.call('get', '/api/v1/jobseeker/profile/me/')).status).toBe(401)
  })

  it('shows employers the whole profile with its entries, and counts the view', async () => {
    const full = await stack.call('get', '/api/v1/jobseeker/profile/sita-sharma/', employer)
    expect(full.body).toMatchObject({ is_limited: false, contact: null })
    expect(full.body.education_history.length).toBeGreaterThan(0)
    const views = await stack.call('get', '/api/v1/jobseeker/profile-views/', seeker)
    expect(views.body.results[0]).toMatchObject({ organization: { id: 1 } })
  })

  it("answers a referrer's public card, never their referees", async () => {
    const card = await stack.call('get', '/api/v1/referrer/profile/1/')
    expect(card.status).toBe(200)
    expect(card.body).toMatchObject({ id: 1, full_name: 'Hari Adhikari', hired: 1 })
    expect(JSON.stringify(card.body)).not.toContain('9811111111')
    expect((await stack.call('get', '/api/v1/referrer/profile/99/')).status).toBe(404)
  })
})

describe('the data export', () => {
  it('holds everything about the seeker, as a file when asked', async () => {
    const data = await stack.call('get', '/api/v1/jobseeker/me/data/?download=1', seeker)
    expect(data.status).toBe(200)
    expect(data.headers['content-disposition']).toMatch(
      /^attachment; filename="jagir-data-sita-sharma-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(Object.keys(data.body).sort()).toEqual([
      'account',
      'applications',
      'cv',
      'exported_at',
      'liked_jobs',
      'photo',
      'profile',
      'profile_views',
      'referrer',
      'saved_searches',
      'shortlisted_by',
    ])
    expect(data.body.account).toMatchObject({
      email: 'seeker@jagir.demo',
      phone_number: '9800000005',
    })
    expect(data.body.account.sessions.length).toBeGreaterThan(0)
    expect(JSON.stringify(data.body)).not.toMatch(/scrypt|"hash"|"password"/)
    expect((await stack.call('get', '/api/v1/jobseeker/me/data/', employer)).status).toBe(403)
  })
})

describe('referees', () => {
  it("takes a phone type, refuses the same number twice and the referrer's own", async () => {
    const referrer = await stack.signIn('referrer@jagir.demo', 'ne')
    const home = await stack.call('post', '/api/v1/referrer/referees/', referrer, {
      full_name: 'Ram Bahadur',
      phone_type: 'Home',
      phone_number: '+977-61-523456',
      relation: 'Father',
    })
    expect(home.status).toBe(201)
    expect(home.body).toMatchObject({
      phone_type: 'Home',
      phone_number: '061523456',
      status: 'invited',
    })
    const twice = await stack.call('post', '/api/v1/referrer/referees/', referrer, {
      full_name: 'Ram B.',
      phone_type: 'Work',
      phone_number: '061 523456',
      relation: 'Friend',
    })
    expect(twice.status).toBe(400)
    expect(twice.body).toEqual({ phone_number: ['तपाईंले यो नम्बर पहिले नै सिफारिस गर्नुभएको छ।'] })
    const own = await stack.call('post', '/api/v1/referrer/referees/', referrer, {
      full_name: 'Me',
      phone_type: 'Mobile',
      phone_number: '9800000006',
      relation: 'Friend',
    })
    expect(own.body).toEqual({ phone_number: ['तपाईं आफ्नै नम्बर सिफारिस गर्न सक्नुहुन्न।'] })
    const landlineAsMobile = await stack.call('post', '/api/v1/referrer/referees/', referrer, {
      full_name: 'Sunil',
      phone_type: 'Mobile',
      phone_number: '01-4123456',
      relation: 'Friend',
    })
    expect(Object.keys(landlineAsMobile.body)).toEqual(['phone_number'])
  })
})
