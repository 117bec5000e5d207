import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeForSearch } from '../../src/demo-api/search/normalize.js'
import { buildBasicInfo, buildSpecification } from './factories.js'
import { as, buildDemo, tokenFor } from './helpers.js'

/**
 * Issue 28: a job's writes on the database. Each language's title is its own column (an edit in
 * one language keeps the other's), a job titled only in Nepali gets a romanised slug, what a
 * job is found by follows every edit, a publish spends one post and two cannot spend the last,
 * and an apply made twice at once is one application.
 */

let demo: FastifyInstance
let employer: string
let bonus: string
beforeAll(async () => {
  demo = await buildDemo()
  employer = await tokenFor(demo, 'employer@jagir.demo')
  bonus = await tokenFor(demo, 'bonus@jagir.demo')
})
afterAll(async () => {
  await demo.close()
})

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  language: 'en' | 'ne' = 'en',
  payload?: object,
) =>
  demo.inject({
    method,
    url,
    headers: token ? as(token, language) : { 'accept-language': language },
    payload,
  })

const stored = (slug: string) =>
  demo.demoDb.selectFrom('jobs').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow()

const balanceOf = (userId: number) =>
  demo.demoDb
    .selectFrom('employers')
    .select(['free_posts', 'purchased_posts'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()

async function createJob(token: string, language: 'en' | 'ne', body: object): Promise<string> {
  const res = await call('POST', '/api/v1/job/basic-info-new/', token, language, body)
  expect(res.statusCode).toBe(201)
  return res.json().slug as string
}

describe('a job in two languages', () => {
  it('keeps the Nepali title and description when the job is edited in English', async () => {
    const slug = await createJob(employer, 'en', buildBasicInfo({ title: 'Accountant' }))
    // A new job shows the one language it was given in both until the other is written.
    expect((await call('GET', `/api/v1/job/${slug}/`, employer, 'ne')).json().title).toBe(
      'Accountant',
    )
    const nepali = buildBasicInfo({ title: 'लेखापाल', description: '<p>हिसाब राख्ने।</p>' })
    const put = (language: 'en' | 'ne', body: object) =>
      call('PUT', `/api/v1/job/${slug}/basic-info-new/`, employer, language, body)
    expect((await put('ne', nepali)).statusCode).toBe(200)

    const edited = await put('en', buildBasicInfo({ title: 'Senior Accountant', vacancies: 4 }))
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ title: 'Senior Accountant', vacancies: 4 })
    const inNepali = (await call('GET', `/api/v1/job/${slug}/`, employer, 'ne')).json()
    expect(inNepali).toMatchObject({
      title: 'लेखापाल',
      description: '<p>हिसाब राख्ने।</p>',
      vacancies: 4,
    })
    const inEnglish = (await call('GET', `/api/v1/job/${slug}/basic-info-new/`, employer)).json()
    expect(inEnglish).toMatchObject({ title: 'Senior Accountant', slug })
    // Found by both titles.
    const { search_doc } = await stored(slug)
    expect(search_doc).toContain(normalizeForSearch('Senior Accountant'))
    expect(search_doc).toContain(normalizeForSearch('लेखापाल'))
  })

  it('gives a job titled only in Nepali a readable romanised slug', async () => {
    const slug = await createJob(employer, 'ne', buildBasicInfo({ title: 'चालक' }))
    const { id } = await stored(slug)
    expect(slug).toBe(`chalak-${id}`)
    expect(
      (await call('GET', `/api/v1/job/${slug}/basic-info-new/`, employer, 'ne')).json(),
    ).toMatchObject({ slug, title: 'चालक' })
  })
})

describe('what a job is found by', () => {
  it('follows the title, skills and address, and its district and province follow the address', async () => {
    const slug = await createJob(employer, 'en', buildBasicInfo({ title: 'Hotel receptionist' }))
    const created = await stored(slug)
    // Address 1 is in Kathmandu (district 27, Bagmati Province, 3).
    expect(created).toMatchObject({ district: 27, province: 3 })
    expect(created.search_doc).toContain(normalizeForSearch('Hotel receptionist'))
    expect(created.search_doc).toContain(normalizeForSearch('Kathmandu'))
    expect(created.search_doc).toContain(normalizeForSearch('काठमाडौं'))

    const elsewhere = await demo.demoDb
      .selectFrom('locations')
      .select(['id', 'city'])
      .where('city', '<>', 307)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const moved = await call(
      'PUT',
      `/api/v1/job/${slug}/basic-info-new/`,
      employer,
      'en',
      buildBasicInfo({ title: 'Front desk officer', job_locations: [{ address: elsewhere.id }] }),
    )
    expect(moved.statusCode).toBe(200)
    const place = moved.json().location_info
    const after = await stored(slug)
    expect(after).toMatchObject({ district: place.district.id, province: place.province.id })
    expect(after.district).not.toBe(27)
    expect(after.search_doc).toContain(normalizeForSearch('Front desk officer'))
    expect(after.search_doc).toContain(normalizeForSearch(place.district.name))
    expect(after.search_doc).not.toContain(normalizeForSearch('Kathmandu'))

    const spec = await call(
      'PUT',
      `/api/v1/job/${slug}/job-specification-new/`,
      employer,
      'en',
      buildSpecification({ skills: [2] }),
    )
    expect(spec.statusCode).toBe(200)
    expect((await stored(slug)).search_doc).toContain(normalizeForSearch('React'))
  })
})

describe('publishing spends a post', () => {
  it("takes one from the employer's balance", async () => {
    const slug = await createJob(employer, 'en', buildBasicInfo({ title: 'Cashier' }))
    const before = await balanceOf(1)
    expect((await call('POST', `/api/v1/job/${slug}/publish/`, employer)).statusCode).toBe(200)
    expect(await balanceOf(1)).toEqual({
      free_posts: before.free_posts,
      purchased_posts: before.purchased_posts - 1,
    })
  })

  it('publishes one of two jobs sent together with the last post; the other is refused', async () => {
    const info = (title: string) => buildBasicInfo({ title, organization: 2 })
    const slugs = [
      await createJob(bonus, 'en', info('Waiter')),
      await createJob(bonus, 'en', info('Cook')),
    ]
    expect(await balanceOf(2)).toEqual({ free_posts: 1, purchased_posts: 0 })
    const answers = await Promise.all(
      slugs.map((slug) => call('POST', `/api/v1/job/${slug}/publish/`, bonus)),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403])
    const refused = answers.find((a) => a.statusCode === 403)!
    expect(refused.json()).toEqual({ detail: expect.stringMatching(/job post/i) })
    expect(await balanceOf(2)).toEqual({ free_posts: 0, purchased_posts: 0 })
    const statuses = await Promise.all(slugs.map(async (slug) => (await stored(slug)).status))
    expect(statuses.sort()).toEqual(['active', 'draft'])
  })
})

describe('applying twice at once', () => {
  it('makes one application; the other answers as a repeat, never a 500', async () => {
    const slug = await createJob(employer, 'en', buildBasicInfo({ title: 'Store keeper' }))
    expect((await call('POST', `/api/v1/job/${slug}/publish/`, employer)).statusCode).toBe(200)
    const seeker = await tokenFor(demo, 'seeker@jagir.demo')
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/api/v1/job/${slug}/apply/`, seeker, 'en', {})),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400])
    for (const repeat of answers.filter((a) => a.statusCode === 400)) {
      expect(repeat.json()).toEqual({
        non_field_errors: ['You have already applied for this job.'],
      })
    }
    const { id } = await stored(slug)
    const rows = await demo.demoDb
      .selectFrom('applications')
      .select('id')
      .where('job_id', '=', id)
      .execute()
    expect(rows).toHaveLength(1)
  })
})
