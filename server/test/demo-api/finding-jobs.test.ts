import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

/** Browse counts, the recommended ordering and similar jobs (docs/finding-jobs.md). */

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack.close()
})

const KATHMANDU = 27
const IT = 1

type Card = {
  id: number
  slug: string
  status: string
  district: { id: number } | null
  category: { id: number } | null
  published_at: string
}
type Group = { id: number; name: string; count: number; slug?: string }

const db = () => stack.demo.demoDb
const openJobs = () =>
  db()
    .selectFrom('jobs')
    .selectAll()
    .where('status', '=', 'active')
    .where('deadline', '>=', sql<string>`now()`)
    .execute()
const browse = async (by: string, lang: 'en' | 'ne' = 'en') => {
  const res = await stack.call('get', `/api/v1/job/browse/?by=${by}`, `locale=${lang}`)
  expect(res.status).toBe(200)
  return res.body as { by: string; count: number; results: Group[] }
}
/** Closes a job behind the API's back, and forgets the kept counts (as a write through it does). */
const expire = async (id: number) => {
  await db()
    .updateTable('jobs')
    .set({ deadline: new Date(Date.now() - 60_000) })
    .where('id', '=', id)
    .execute()
  stack.demo.searchCounts.forget()
}

describe('GET /api/v1/job/browse/', () => {
  it('counts the open jobs of each category, most first, named in the asked language', async () => {
    const open = await openJobs()
    const { results } = await browse('category')
    const byId = new Map<number, number>()
    for (const job of open) {
      if (job.category !== null) byId.set(job.category, (byId.get(job.category) ?? 0) + 1)
    }
    expect(new Map(results.map((g) => [g.id, g.count]))).toEqual(byId)
    const counts = results.map((g) => g.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(results.find((g) => g.id === IT)?.name).toBe('IT & Telecommunication')
    const ne = await browse('category', 'ne')
    expect(ne.results.find((g) => g.id === IT)?.name).toBe('सूचना प्रविधि तथा दूरसञ्चार')
  })

  it('counts only open jobs: a job whose deadline passed leaves its district', async () => {
    const job = (await openJobs()).find((j) => j.district !== null)!
    const before = (await browse('district')).results.find((g) => g.id === job.district)!
    await expire(job.id)
    const after = (await browse('district')).results.find((g) => g.id === job.district)
    expect(after?.count ?? 0).toBe(before.count - 1)
  })

  it('names districts in both languages', async () => {
    const en = (await browse('district')).results.find((g) => g.id === KATHMANDU)
    const ne = (await browse('district', 'ne')).results.find((g) => g.id === KATHMANDU)
    expect(en?.name).toBe('Kathmandu')
    expect(ne?.name).toBe('काठमाडौँ')
  })

  it('lists the employers with open jobs that show their name, with their counts', async () => {
    const open = (await openJobs()).filter((j) => j.show_name && j.organization !== null)
    const { results } = await browse('company')
    expect(results.reduce((sum, g) => sum + g.count, 0)).toBe(open.length)
    expect(results.every((g) => g.count > 0 && typeof g.slug === 'string' && g.name)).toBe(true)
    // Each count is what the job search filtered by that employer finds.
    const first = results[0]!
    const found = await stack.call('get', `/api/v1/job/search/?organization=${first.id}`)
    expect(found.body.count).toBe(first.count)
  })

  it('refuses an unknown grouping with a 400 in both languages', async () => {
    for (const [lang, text] of [
      ['en', 'must be one of'],
      ['ne', 'मध्ये एउटा हुनुपर्छ'],
    ] as const) {
      for (const by of ['', 'salary', 'category,district']) {
        const res = await stack.call('get', `/api/v1/job/browse/?by=${by}`, `locale=${lang}`)
        expect(res.status).toBe(400)
        expect(res.body.by[0]).toContain(text)
      }
    }
  })
})

describe('ordering=recommended', () => {
  it('shows a seeker who chose Kathmandu and IT the Kathmandu IT jobs first', async () => {
    const cookie = await stack.signIn('seeker@jagir.demo')
    const put = (path: string, body: object) =>
      stack.call('put', `/api/v1/jobseeker/onboarding/${path}/`, cookie, body)
    expect((await put('preferred-locations', { districts: [KATHMANDU] })).status).toBe(200)
    expect((await put('preferred-jobs', { categories: [IT] })).status).toBe(200)
    const list = async (who: string) => {
      const res = await stack.call(
        'get',
        '/api/v1/job/search/?ordering=recommended&page_size=100',
        who,
      )
      expect(res.status).toBe(200)
      return res.body as { count: number; results: Card[] }
    }
    const { count, results } = await list(cookie)
    expect(count).toBe((await openJobs()).length)
    const both = (job: Card) => job.district?.id === KATHMANDU && job.category?.id === IT
    const one = (job: Card) => job.district?.id === KATHMANDU || job.category?.id === IT
    const bothCount = results.filter(both).length
    expect(bothCount).toBeGreaterThan(0)
    // Both first, then one of the two, then neither.
    expect(results.slice(0, bothCount).every(both)).toBe(true)
    const oneCount = results.filter(one).length
    expect(results.slice(bothCount, oneCount).every((j) => one(j) && !both(j))).toBe(true)
    expect(results.slice(oneCount).some(one)).toBe(false)
    // The same order every time (ties broken by publication, then id).
    expect((await list(cookie)).results.map((j) => j.slug)).toEqual(results.map((j) => j.slug))
    // Its pages are the whole list cut in order, to the last.
    const paged: string[] = []
    for (let page = 1; page <= Math.ceil(results.length / 30); page++) {
      const res = await stack.call(
        'get',
        `/api/v1/job/search/?ordering=recommended&page_size=30&page=${page}`,
        cookie,
      )
      paged.push(...(res.body as { results: Card[] }).results.map((j) => j.slug))
    }
    expect(paged).toEqual(results.map((j) => j.slug))
  })

  it('ranks by shared skills, then level, when no category or district is preferred', async () => {
    const cookie = await stack.signIn('seeker@jagir.demo')
    const open = await openJobs()
    const tally = new Map<number, number>()
    for (const job of open)
      for (const skill of job.skills) tally.set(skill, (tally.get(skill) ?? 0) + 1)
    const [skill] = [...tally].sort((a, b) => b[1] - a[1])[0]!
    const seeker = (columns: object) =>
      db()
        .updateTable('jobseekers')
        .set({ preferred_jobs: [], preferred_locations: [], expected_salary: null, ...columns })
        .where('user_id', '=', (eb) =>
          eb.selectFrom('users').select('id').where('email', '=', 'seeker@jagir.demo'),
        )
        .executeTakeFirstOrThrow()
        .then((result) => expect(Number(result.numUpdatedRows)).toBe(1))
    const order = async () =>
      (
        await stack.call('get', '/api/v1/job/search/?ordering=recommended&page_size=100', cookie)
      ).body.results.map((card: Card) => open.find((job) => job.slug === card.slug)!)
    await seeker({ skills: [skill], job_level: null })
    const bySkill = (await order()) as typeof open
    const having = bySkill.filter((job) => job.skills.includes(skill)).length
    expect(having).toBeGreaterThan(0)
    expect(having).toBeLessThan(bySkill.length)
    expect(bySkill.slice(0, having).every((job) => job.skills.includes(skill))).toBe(true)
    await seeker({ skills: [], job_level: 'senior_level' })
    const byLevel = (await order()) as typeof open
    const senior = byLevel.filter((job) => job.job_level === 'senior_level').length
    expect(senior).toBeGreaterThan(0)
    expect(byLevel.slice(0, senior).every((job) => job.job_level === 'senior_level')).toBe(true)
  })

  it('is the newest first for a visitor', async () => {
    const recommended = await stack.call('get', '/api/v1/job/search/?ordering=recommended')
    const newest = await stack.call('get', '/api/v1/job/search/?ordering=newest')
    expect(recommended.status).toBe(200)
    expect(recommended.body.results.map((j: Card) => j.slug)).toEqual(
      newest.body.results.map((j: Card) => j.slug),
    )
  })
})

describe('GET /api/v1/job/{slug}/similar/', () => {
  it('lists up to 6 open jobs, the same category first, never the job itself', async () => {
    const open = await openJobs()
    const job = open.find((j) => open.filter((other) => other.category === j.category).length > 7)!
    const res = await stack.call('get', `/api/v1/job/${job.slug}/similar/`)
    expect(res.status).toBe(200)
    const results = res.body.results as Card[]
    expect(results).toHaveLength(6)
    expect(results.some((j) => j.slug === job.slug)).toBe(false)
    expect(results.every((j) => j.status === 'active' && j.category?.id === job.category)).toBe(
      true,
    )
  })

  it('leaves out a job once its deadline passed', async () => {
    const open = await openJobs()
    const job = open.find((j) => open.filter((other) => other.category === j.category).length > 3)!
    const first = (await stack.call('get', `/api/v1/job/${job.slug}/similar/`)).body
      .results[0] as Card
    await expire(first.id)
    const again = (await stack.call('get', `/api/v1/job/${job.slug}/similar/`)).body
      .results as Card[]
    expect(again.some((j) => j.slug === first.slug)).toBe(false)
  })

  it('is a 404 for a job no one has, and for another employer’s draft', async () => {
    expect((await stack.call('get', '/api/v1/job/no-such-job/similar/')).status).toBe(404)
    const draft = await db()
      .selectFrom('jobs')
      .select('slug')
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow()
    expect((await stack.call('get', `/api/v1/job/${draft.slug}/similar/`)).status).toBe(404)
  })
})
