import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { effectiveStatus } from '../../src/demo-api/routes/jobs/access.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
let employer: string
let bonus: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
  bonus = await stack.signIn('bonus@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

const db = () => stack.demo.demoDb
const jobs = () => db().selectFrom('jobs').selectAll().orderBy('id').execute()
/** The demo employer's job with screening questions, which seekers answered. */
const jobWithAnswers = async () => (await jobs()).find((j) => j.id === 1)!
const activeJobOf = async (owner: number) =>
  (await jobs()).find((j) => j.owner === owner && effectiveStatus(j) === 'active')!
/** The job's applications as stored, first made first. */
const applicationsOf = (jobId: number) =>
  db().selectFrom('applications').selectAll().where('job_id', '=', jobId).orderBy('id').execute()
/** The stored status of an application. */
const statusOf = async (id: number) =>
  (
    await db()
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status
const applicationsPath = (slug: string) => `/api/v1/job/${slug}/applications/`

describe("a job's applications, for its owner", () => {
  it('lists each applicant with the answers under their questions, education and the counts per status', async () => {
    const job = await jobWithAnswers()
    const res = await stack.call('get', applicationsPath(job.slug), employer)
    expect(res.status).toBe(200)
    const total = (await applicationsOf(job.id)).length
    expect(res.body.count).toBe(total)
    const counts = res.body.status_counts
    expect(Object.keys(counts)).toEqual(['new', 'shortlisted', 'interview', 'rejected', 'hired'])
    expect(Object.values(counts as Record<string, number>).reduce((a, b) => a + b)).toBe(total)
    const first = res.body.results[0]
    expect(first.answers[0]).toMatchObject({ question: { id: 1, question: expect.any(String) } })
    expect(first.jobseeker).toHaveProperty('education')
    expect(first.jobseeker).toHaveProperty('username')
    expect(first.jobseeker).not.toHaveProperty('contact')
  })

  it('filters by status and by the answer to a question, and ignores an unknown status', async () => {
    const job = await jobWithAnswers()
    const yes = await stack.call(
      'get',
      `${applicationsPath(job.slug)}?question=2&answer=yes`,
      employer,
    )
    expect(yes.body.count).toBeGreaterThan(0)
    for (const application of yes.body.results) {
      expect(
        application.answers.find((a: { question: { id: number } }) => a.question.id === 2),
      ).toMatchObject({ answer: 'Yes' })
    }
    const no = await stack.call(
      'get',
      `${applicationsPath(job.slug)}?question=2&answer=No`,
      employer,
    )
    expect(yes.body.count + no.body.count).toBe(
      yes.body.status_counts.new +
        yes.body.status_counts.shortlisted +
        yes.body.status_counts.interview +
        yes.body.status_counts.rejected +
        yes.body.status_counts.hired,
    )
    const fresh = await stack.call('get', `${applicationsPath(job.slug)}?status=new`, employer)
    expect(fresh.body.count).toBe(fresh.body.status_counts.new)
    // The old name of new still filters.
    const applied = await stack.call(
      'get',
      `${applicationsPath(job.slug)}?status=applied`,
      employer,
    )
    expect(applied.body.count).toBe(fresh.body.count)
    const unknown = await stack.call(
      'get',
      `${applicationsPath(job.slug)}?status=promoted`,
      employer,
    )
    expect(unknown.status).toBe(200)
    expect(unknown.body.count).toBe(yes.body.count + no.body.count)
  })

  it('moves an application to each status, and the counts move with it', async () => {
    const job = await activeJobOf(1)
    const before = await stack.call('get', applicationsPath(job.slug), employer)
    const target = before.body.results.find((a: { status: string }) => a.status === 'new')
    for (const status of ['shortlisted', 'interview', 'rejected', 'hired', 'new'] as const) {
      const res = await stack.call(
        'patch',
        `${applicationsPath(job.slug)}${target.id}/`,
        employer,
        {
          status,
        },
      )
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ id: target.id, status })
    }
    const shortlisted = await stack.call(
      'patch',
      `${applicationsPath(job.slug)}${target.id}/`,
      employer,
      { status: 'shortlisted' },
    )
    expect(shortlisted.status).toBe(200)
    const after = await stack.call('get', applicationsPath(job.slug), employer)
    expect(after.body.status_counts).toEqual({
      ...before.body.status_counts,
      new: before.body.status_counts.new - 1,
      shortlisted: before.body.status_counts.shortlisted + 1,
    })
    // `applied`, the old name, is taken and answered as new.
    const old = await stack.call('patch', `${applicationsPath(job.slug)}${target.id}/`, employer, {
      status: 'applied',
    })
    expect(old.body.status).toBe('new')
  })

  it("refuses another employer's application with 404, whichever job it is asked through", async () => {
    const job = await activeJobOf(1)
    const own = await activeJobOf(2)
    const application = (await applicationsOf(job.id))[0]!
    const before = application.status
    // Through its own job's address, by someone else: the job is not theirs.
    const theirs = await stack.call(
      'patch',
      `${applicationsPath(job.slug)}${application.id}/`,
      bonus,
      {
        status: 'hired',
      },
    )
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual({ detail: 'Not found.' })
    // Through the other employer's own job: that job has no such application.
    const through = await stack.call(
      'patch',
      `${applicationsPath(own.slug)}${application.id}/`,
      bonus,
      {
        status: 'hired',
      },
    )
    expect(through.status).toBe(404)
    expect(await statusOf(application.id)).toBe(before)
    expect((await stack.call('get', applicationsPath(job.slug), bonus)).status).toBe(404)
  })

  it('refuses an unknown status with 400 naming the field, and changes nothing', async () => {
    const job = await activeJobOf(1)
    const application = (await applicationsOf(job.id))[0]!
    const before = application.status
    for (const status of ['promoted', 'Hired', 'applied ']) {
      const res = await stack.call(
        'patch',
        `${applicationsPath(job.slug)}${application.id}/`,
        employer,
        {
          status,
        },
      )
      expect(res.status).toBe(400)
      expect(Object.keys(res.body)).toEqual(['status'])
      expect(res.body.status[0]).toMatch(/valid choice/)
    }
    const missing = await stack.call(
      'patch',
      `${applicationsPath(job.slug)}${application.id}/`,
      employer,
      {},
    )
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ status: ['This field is required.'] })
    expect(await statusOf(application.id)).toBe(before)
  })

  it('answers 403 to a job seeker and 401 to a visitor', async () => {
    const job = await activeJobOf(1)
    const seeker = await stack.signIn('seeker@jagir.demo')
    expect((await stack.call('get', applicationsPath(job.slug), seeker)).status).toBe(403)
    expect((await stack.call('get', applicationsPath(job.slug))).status).toBe(401)
  })
})
