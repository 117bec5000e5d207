import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayInNepal } from '@jagir/shared/rules/birth-date'
import { addDays, deadlineDay } from '@jagir/shared/rules/job-deadline'
import { buildAdditionalInfo, buildBasicInfo, buildQuestion } from './factories.js'
import { as, tokenFor } from './helpers.js'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 31: a job the employer steers. The deadline chosen in step 1 (today to 90 days ahead,
 * 30 by default), closing early, extending, duplicating, reposting (which spends a post as
 * publishing does), each the owner's alone; and each language's title and description their own.
 */

let stack: Stack
let employer: string
let employerNe: string
let bonus: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
  employerNe = employer.replace('locale=en', 'locale=ne')
  bonus = await stack.signIn('bonus@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

const today = () => todayInNepal()
const path = (slug: string, action = '') => `/api/v1/job/${slug}/${action}`
const row = (slug: string) =>
  stack.demo.demoDb
    .selectFrom('jobs')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()
const balance = () =>
  stack.demo.demoDb
    .selectFrom('employers')
    .innerJoin('users', 'users.id', 'employers.user_id')
    .select(['free_posts', 'purchased_posts'])
    .where('users.email', '=', 'employer@jagir.demo')
    .executeTakeFirstOrThrow()
const setBalance = (free: number, purchased: number) =>
  stack.demo.demoDb
    .updateTable('employers')
    .set({ free_posts: free, purchased_posts: purchased })
    .where(
      'user_id',
      '=',
      stack.demo.demoDb.selectFrom('users').select('id').where('email', '=', 'employer@jagir.demo'),
    )
    .execute()

async function draft(overrides: Record<string, unknown> = {}, cookie = employer) {
  const res = await stack.call(
    'post',
    '/api/v1/job/basic-info-new/',
    cookie,
    buildBasicInfo(overrides),
  )
  expect(res.status).toBe(201)
  return res.body.slug as string
}
async function liveJob(overrides: Record<string, unknown> = {}) {
  const slug = await draft(overrides)
  expect((await stack.call('post', path(slug, 'publish/'), employer)).status).toBe(200)
  return slug
}
const searchSlugs = async (words: string) =>
  (
    await stack.call('get', `/api/v1/job/search/?search=${encodeURIComponent(words)}`)
  ).body.results.map((job: { slug: string }) => job.slug) as string[]

describe('the deadline of step 1', () => {
  it('keeps the day chosen through saving and publishing; none given is 30 days', async () => {
    const day = addDays(today(), 45)
    const slug = await draft({ deadline: day })
    const read = await stack.call('get', path(slug, 'basic-info-new/'), employer)
    expect(deadlineDay(read.body.deadline)).toBe(day)
    expect(read.body.status).toBe('draft')
    const published = await stack.call('post', path(slug, 'publish/'), employer)
    expect(published.status).toBe(200)
    expect(deadlineDay(published.body.deadline)).toBe(day)
    // A visitor's job page says the same day.
    expect(deadlineDay((await stack.call('get', path(slug))).body.deadline)).toBe(day)

    const plain = await draft()
    expect(deadlineDay((await row(plain)).deadline)).toBe(addDays(today(), 30))
  })

  it('refuses a day in the past or beyond 90 days with 400 in both languages', async () => {
    // The BFF checks the wizard's writes with the form's own schema, and answers in the page's
    // language (this employer's pages are Nepali).
    for (const day of [addDays(today(), 91), addDays(today(), -1), '2026-02-30']) {
      const res = await stack.call(
        'post',
        '/api/v1/job/basic-info-new/',
        employerNe,
        buildBasicInfo({ deadline: day }),
      )
      expect(res.status).toBe(400)
      expect(res.body.deadline).toEqual(['आवेदनको अन्तिम मिति आजदेखि ९० दिनभित्रको दिन हुनुपर्छ'])
    }
    // The API behind it answers in the asked language.
    const token = await tokenFor(stack.demo, 'employer@jagir.demo')
    for (const [language, message] of [
      ['en', 'Choose a day from today to 90 days from today.'],
      ['ne', 'आजदेखि ९० दिनभित्रको एउटा दिन छान्नुहोस्।'],
    ] as const) {
      const res = await stack.demo.inject({
        method: 'POST',
        url: '/api/v1/job/basic-info-new/',
        headers: as(token, language),
        payload: buildBasicInfo({ deadline: addDays(today(), 91) }),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ deadline: [message] })
    }
    // Today and the 90th day are the bounds, both allowed.
    await draft({ deadline: today() })
    await draft({ deadline: addDays(today(), 90) })
  })

  it('an edit of a live job moves its deadline; an ended one keeps its own', async () => {
    const slug = await liveJob()
    const day = addDays(today(), 60)
    const put = await stack.call(
      'put',
      path(slug, 'basic-info-new/'),
      employer,
      buildBasicInfo({ deadline: day }),
    )
    expect(put.status).toBe(200)
    expect(deadlineDay((await row(slug)).deadline)).toBe(day)
    expect((await stack.call('post', path(slug, 'close/'), employer)).status).toBe(200)
    const ended = (await row(slug)).deadline
    await stack.call(
      'put',
      path(slug, 'basic-info-new/'),
      employer,
      buildBasicInfo({ deadline: day }),
    )
    expect((await row(slug)).deadline).toEqual(ended)
    expect((await row(slug)).status).toBe('expired')
  })
})

describe('closing early', () => {
  it('ends a live job at once: out of the search, its page gone, its applications kept', async () => {
    const seeded = await stack.demo.demoDb
      .selectFrom('jobs')
      .innerJoin('applications', 'applications.job_id', 'jobs.id')
      .innerJoin('users', 'users.id', 'jobs.owner')
      .select(['jobs.slug', 'jobs.title_en'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.email', '=', 'employer@jagir.demo')
      .where('jobs.status', '=', 'active')
      .where('jobs.deadline', '>', new Date().toISOString())
      .groupBy(['jobs.slug', 'jobs.title_en'])
      .executeTakeFirstOrThrow()
    expect(await searchSlugs(seeded.title_en)).toContain(seeded.slug)
    const closed = await stack.call('post', path(seeded.slug, 'close/'), employer)
    expect(closed.status).toBe(200)
    expect(closed.body.status).toBe('expired')
    expect(closed.body.applications_count).toBe(Number(seeded.n))
    expect(await searchSlugs(seeded.title_en)).not.toContain(seeded.slug)
    expect((await stack.call('get', path(seeded.slug))).status).toBe(410)
    const list = await stack.call('get', path(seeded.slug, 'applications/'), employer)
    expect(list.body.count).toBe(Number(seeded.n))
    // Twice is refused, in the asked language, and changes nothing.
    const again = await stack.call('post', path(seeded.slug, 'close/'), employerNe)
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ detail: 'खुला जागिर मात्र बन्द गर्न वा म्याद थप्न सकिन्छ।' })
  })

  it("is the owner's alone: another employer gets 404, a job seeker 403", async () => {
    const slug = await liveJob()
    expect((await stack.call('post', path(slug, 'close/'), bonus)).status).toBe(404)
    expect(
      (await stack.call('post', path(slug, 'extend/'), bonus, { deadline: today() })).status,
    ).toBe(404)
    expect((await stack.call('post', path(slug, 'duplicate/'), bonus)).status).toBe(404)
    expect((await stack.call('post', path(slug, 'repost/'), bonus, {})).status).toBe(404)
    const seeker = await stack.signIn('seeker@jagir.demo')
    expect((await stack.call('post', path(slug, 'close/'), seeker)).status).toBe(403)
    expect((await row(slug)).status).toBe('active')
  })
})

describe('extending', () => {
  it('moves a live job deadline later, spending nothing', async () => {
    const slug = await liveJob({ deadline: addDays(today(), 10) })
    const before = await balance()
    const day = addDays(today(), 80)
    const res = await stack.call('post', path(slug, 'extend/'), employer, { deadline: day })
    expect(res.status).toBe(200)
    expect(deadlineDay(res.body.deadline)).toBe(day)
    expect(await balance()).toEqual(before)
  })

  it('refuses an earlier day, one beyond 90 days, and an ended job, in both languages', async () => {
    const slug = await liveJob({ deadline: addDays(today(), 20) })
    const earlier = await stack.call('post', path(slug, 'extend/'), employer, {
      deadline: addDays(today(), 5),
    })
    expect(earlier.status).toBe(400)
    expect(earlier.body).toEqual({ deadline: ['Choose a day after the current deadline.'] })
    const far = await stack.call('post', path(slug, 'extend/'), employerNe, {
      deadline: addDays(today(), 95),
    })
    expect(far.status).toBe(400)
    expect(far.body).toEqual({ deadline: ['आजदेखि ९० दिनभित्रको एउटा दिन छान्नुहोस्।'] })
    expect(deadlineDay((await row(slug)).deadline)).toBe(addDays(today(), 20))
    await stack.call('post', path(slug, 'close/'), employer)
    const ended = await stack.call('post', path(slug, 'extend/'), employer, {
      deadline: addDays(today(), 30),
    })
    expect(ended.status).toBe(409)
    expect(ended.body).toEqual({ detail: 'Only a live job can be closed or extended.' })
  })
})

describe('duplicating', () => {
  it('copies every step and the screening questions into a new draft without applicants', async () => {
    const slug = await liveJob({ title: 'Copy Source Accountant', vacancies: 4 })
    await stack.call('post', path(slug, 'questions/'), employer, buildQuestion())
    const res = await stack.call('post', path(slug, 'duplicate/'), employer)
    expect(res.status).toBe(201)
    expect(res.body.slug).not.toBe(slug)
    expect(res.body).toMatchObject({
      title: 'Copy Source Accountant',
      vacancies: 4,
      status: 'draft',
      applications_count: 0,
      questions_count: 1,
    })
    const questions = await stack.call('get', path(res.body.slug, 'questions/'), employer)
    const original = await stack.call('get', path(slug, 'questions/'), employer)
    const strip = (list: { id: number }[]) => list.map(({ id: _id, ...rest }) => rest)
    expect(strip(questions.body.results ?? questions.body)).toEqual(
      strip(original.body.results ?? original.body),
    )
    // The draft is not public, and the original is untouched.
    expect((await stack.call('get', path(res.body.slug))).status).toBe(404)
    expect((await row(slug)).status).toBe('active')
  })
})

describe('reposting', () => {
  it('puts an ended job live again for a new deadline, spending one post', async () => {
    const slug = await liveJob({ title: 'Repost Storekeeper' })
    await stack.call('post', path(slug, 'close/'), employer)
    await setBalance(0, 3)
    const day = addDays(today(), 50)
    const res = await stack.call('post', path(slug, 'repost/'), employer, { deadline: day })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('active')
    expect(deadlineDay(res.body.deadline)).toBe(day)
    expect(await balance()).toEqual({ free_posts: 0, purchased_posts: 2 })
    expect(await searchSlugs('Repost Storekeeper')).toContain(slug)
    // A live job is not reposted (nothing spent).
    const live = await stack.call('post', path(slug, 'repost/'), employer, {})
    expect(live.status).toBe(409)
    expect(live.body).toEqual({ detail: 'Only an expired or closed job can be reposted.' })
    expect(await balance()).toEqual({ free_posts: 0, purchased_posts: 2 })
  })

  it('with no post left: 403 pointing to the packages, in both languages, the job still ended', async () => {
    const slug = await liveJob()
    await stack.call('post', path(slug, 'close/'), employer)
    await setBalance(0, 0)
    const refused = await stack.call('post', path(slug, 'repost/'), employer, {})
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      detail: 'You have no job post available. Please buy a package first.',
    })
    const refusedNe = await stack.call('post', path(slug, 'repost/'), employerNe, {})
    expect(refusedNe.body).toEqual({
      detail: 'तपाईंसँग कुनै जागिर पोस्ट बाँकी छैन। कृपया पहिले प्याकेज किन्नुहोस्।',
    })
    expect((await row(slug)).status).toBe('expired')
    await setBalance(1, 0)
    const free = await stack.call('post', path(slug, 'repost/'), employer, {})
    expect(free.status).toBe(200)
    expect(deadlineDay(free.body.deadline)).toBe(addDays(today(), 30))
    expect(await balance()).toEqual({ free_posts: 0, purchased_posts: 0 })
    await setBalance(0, 10)
  })

  it('two reposts at once spend one post', async () => {
    const slug = await liveJob()
    await stack.call('post', path(slug, 'close/'), employer)
    await setBalance(0, 5)
    const answers = await Promise.all([
      stack.call('post', path(slug, 'repost/'), employer, {}),
      stack.call('post', path(slug, 'repost/'), employer, {}),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(await balance()).toEqual({ free_posts: 0, purchased_posts: 4 })
  })
})

describe('both languages kept', () => {
  it('editing only the vacancies in English leaves the Nepali title and description as written', async () => {
    const title = 'लेखापाल बहुभाषी'
    const description = '<p>हिसाब राख्ने काम।</p>'
    const slug = await draft({ title, description, vacancies: 2 }, employerNe)
    // The English form reads the job as the browser does, and sends back what it shows.
    const read = await stack.call('get', path(slug, 'basic-info-new/'), employer)
    expect(read.body).toMatchObject({ title, title_lang: 'ne', description_lang: 'ne' })
    const sent = buildBasicInfo({
      title: read.body.title,
      description: read.body.description,
      vacancies: 7,
    })
    const put = await stack.call('put', path(slug, 'basic-info-new/'), employer, sent)
    expect(put.status).toBe(200)
    const saved = await row(slug)
    expect(saved).toMatchObject({
      title_ne: title,
      description_ne: description,
      title_en: '',
      description_en: '',
      vacancies: 7,
    })
    // Readers show the Nepali text on the English page, saying it is Nepali.
    const detail = await stack.call('get', path(slug), employer)
    expect(detail.body).toMatchObject({ title, title_lang: 'ne', description_lang: 'ne' })

    // An English title typed in English is English's own; the Nepali one stays.
    await stack.call(
      'put',
      path(slug, 'basic-info-new/'),
      employer,
      buildBasicInfo({ title: 'Bilingual Accountant', description: '<p>Keep the books.</p>' }),
    )
    expect(await row(slug)).toMatchObject({
      title_en: 'Bilingual Accountant',
      title_ne: title,
      description_ne: description,
    })
    const nepali = await stack.call('get', path(slug), employerNe)
    expect(nepali.body).toMatchObject({ title, title_lang: 'ne' })
    // Published, the job is found by either title.
    await stack.call('post', path(slug, 'publish/'), employer)
    expect(await searchSlugs('Bilingual Accountant')).toContain(slug)
    expect(await searchSlugs('लेखापाल बहुभाषी')).toContain(slug)
  })

  it('a job written in English only shows English on the Nepali page, marked as English', async () => {
    const slug = await liveJob({ title: 'Monolingual Welder' })
    expect(await row(slug)).toMatchObject({ title_en: 'Monolingual Welder', title_ne: '' })
    const nepali = await stack.call('get', path(slug), 'locale=ne')
    expect(nepali.body).toMatchObject({ title: 'Monolingual Welder', title_lang: 'en' })
    const cards = await stack.call(
      'get',
      `/api/v1/job/search/?search=${encodeURIComponent('Monolingual Welder')}`,
      'locale=ne',
    )
    expect(cards.body.results[0]).toMatchObject({ title: 'Monolingual Welder', title_lang: 'en' })
  })

  it('the alternative organisation name of one language leaves the other alone', async () => {
    const slug = await draft()
    const additional = (name: string) =>
      buildAdditionalInfo({ show_name: false, org_alt_name: name })
    await stack.call('put', path(slug, 'additional-info-new/'), employerNe, additional('एक बैंक'))
    await stack.call('put', path(slug, 'additional-info-new/'), employer, additional('एक बैंक'))
    expect(await row(slug)).toMatchObject({ org_alt_name_ne: 'एक बैंक', org_alt_name_en: null })
    await stack.call('put', path(slug, 'additional-info-new/'), employer, additional('A bank'))
    expect(await row(slug)).toMatchObject({ org_alt_name_ne: 'एक बैंक', org_alt_name_en: 'A bank' })
  })
})
