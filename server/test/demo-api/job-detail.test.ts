import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { effectiveStatus } from '../../src/demo-api/routes/jobs/access.js'
import { createSeed } from '../../src/demo-api/seed/index.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack.close()
})

const jobs = () => stack.demo.demoDb.selectFrom('jobs').selectAll().orderBy('id').execute()
const withStatus = async (status: string) =>
  (await jobs()).find((job) => effectiveStatus(job) === status && job.owner !== 1)!

describe('job seed', () => {
  it('has at least 15 organisations and 80 jobs across districts, levels and types', () => {
    const state = createSeed(new Date())
    expect(state.organizations.length).toBeGreaterThanOrEqual(15)
    expect(state.jobs.length).toBeGreaterThanOrEqual(80)
    expect(new Set(state.jobs.map((j) => j.location)).size).toBeGreaterThan(15)
    expect(new Set(state.jobs.map((j) => j.job_level))).toEqual(
      new Set(['entry_level', 'mid_level', 'senior_level', 'top_level']),
    )
    expect(new Set(state.jobs.flatMap((j) => j.available_for)).size).toBeGreaterThanOrEqual(6)
    for (const job of state.jobs) {
      expect(job.title.ne).toMatch(/[\u0900-\u097F]/)
      expect(job.description.ne).toMatch(/[\u0900-\u097F]/)
      expect(job.offered_salary.minimum).toBeGreaterThanOrEqual(5000)
      expect(job.offered_salary.currency).toBe('NRs')
    }
  })

  it('is the same on every start', () => {
    const now = new Date('2025-06-01T00:00:00Z')
    expect(createSeed(now).jobs).toEqual(createSeed(now).jobs)
  })
})

describe('GET /api/v1/job/{slug}/', () => {
  it('answers a published job to visitors, in the asked language', async () => {
    const job = await withStatus('active')
    const en = await stack.call('get', `/api/v1/job/${job.slug}/`)
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({
      slug: job.slug,
      title: job.title_en,
      status: 'active',
      offered_salary: {
        currency: job.salary_currency,
        operator: job.salary_operator,
        minimum: job.salary_minimum,
        maximum: job.salary_maximum,
        unit: job.salary_unit,
      },
      location_info: { province: { id: expect.any(Number) }, district: { id: expect.any(Number) } },
      setting: expect.objectContaining({ min_experience_months: job.min_experience_months }),
      is_owner: false,
      has_applied: false,
    })
    const ne = await stack.call('get', `/api/v1/job/${job.slug}/`, 'locale=ne')
    expect(ne.body.title).toBe(job.title_ne)
    expect(ne.body.description).toBe(job.description_ne)
  })

  it("names each of the job's listed items in the asked language, in the job's order", async () => {
    const db = stack.demo.demoDb
    const job = (await jobs()).find(
      (j) => effectiveStatus(j) === 'active' && j.skills.length > 1 && j.benefits.length > 0,
    )!
    const lists = {
      tags: ['job_tags', job.tags],
      skills: ['skills', job.skills],
      personal_qualities: ['personal_qualities', job.personal_qualities],
      required_knowledge: ['required_knowledge', job.required_knowledge],
      work_standards: ['work_standards', job.work_standards],
      benefits: ['job_benefits', job.benefits],
      document_categories: ['document_categories', job.document_categories],
    } as const
    for (const locale of ['en', 'ne'] as const) {
      const body = (await stack.call('get', `/api/v1/job/${job.slug}/`, `locale=${locale}`)).body
      for (const [field, [kind, ids]] of Object.entries(lists)) {
        const rows = ids.length
          ? await db
              .selectFrom('lookups')
              .selectAll()
              .where('kind', '=', kind)
              .where('id', 'in', ids)
              .execute()
          : []
        const name = new Map(rows.map((row) => [row.id, row[`name_${locale}`]]))
        expect(body[field], `${field} ${locale}`).toEqual(
          ids.map((id) => ({ id, name: name.get(id) })),
        )
      }
    }
  })

  it('answers 410 for an expired job, 404 for an unknown or unpublished one', async () => {
    const expired = await stack.call('get', `/api/v1/job/${(await withStatus('expired')).slug}/`)
    expect(expired.status).toBe(410)
    expect(expired.body).toEqual({ detail: 'This job is no longer available.' })
    expect((await stack.call('get', '/api/v1/job/no-such-job/')).status).toBe(404)
    const draft = (await jobs()).find((j) => j.status === 'draft')!
    expect((await stack.call('get', `/api/v1/job/${draft.slug}/`)).status).toBe(404)
  })

  it("counts each visit by someone else as a view, never the owner's", async () => {
    const employer = await stack.signIn('employer@jagir.demo')
    const own = (await jobs()).find((j) => j.owner === 1 && effectiveStatus(j) === 'active')!
    const viewsOf = async () =>
      (
        await stack.demo.demoDb
          .selectFrom('jobs')
          .select('views')
          .where('id', '=', own.id)
          .executeTakeFirstOrThrow()
      ).views
    const before = await viewsOf()
    const visit = await stack.call('get', `/api/v1/job/${own.slug}/`)
    expect(visit.body.views).toBe(before + 1)
    expect((await stack.call('get', `/api/v1/job/${own.slug}/`, employer)).body.views).toBe(
      before + 1,
    )
    expect(await viewsOf()).toBe(before + 1)
  })

  it('shows the owner their draft and expired jobs', async () => {
    const employer = await stack.signIn('employer@jagir.demo')
    const own = (await jobs()).filter((j) => j.owner === 1)
    for (const status of ['draft', 'expired', 'pending', 'denied']) {
      const job = own.find((j) => effectiveStatus(j) === status)!
      const res = await stack.call('get', `/api/v1/job/${job.slug}/`, employer)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ status, is_owner: true })
    }
  })
})
