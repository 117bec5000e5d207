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

const jobs = () => stack.demo.demoDb.selectFrom('jobs').selectAll().orderBy('id').execute()
const jobWithQuestions = async () => (await jobs()).find((j) => j.id === 1)!
const freshJob = async (index: number) =>
  (await jobs()).filter((j) => effectiveStatus(j) === 'active' && j.owner !== 1 && j.id > 40)[
    index
  ]!

describe('applying', () => {
  it('applies with screening answers; the owner sees the application with them', async () => {
    const other = await stack.signIn('referrer@jagir.demo')
    const job = await jobWithQuestions()
    const res = await stack.call('post', `/api/v1/job/${job.slug}/apply/`, other, {
      answers: [
        { question: 1, answer: '3' },
        { question: 2, answer: 'Yes' },
      ],
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ job: job.slug, status: 'new' })
    const list = await stack.call('get', `/api/v1/job/${job.slug}/applications/`, employer)
    expect(list.status).toBe(200)
    const mine = list.body.results.find((a: { id: number }) => a.id === res.body.id)
    expect(mine).toMatchObject({
      jobseeker: { username: 'hari-adhikari', full_name: 'Hari Adhikari' },
      answers: [
        { question: { id: 1 }, answer: '3' },
        { question: { id: 2 }, answer: 'Yes' },
      ],
    })
    expect(mine.jobseeker).not.toHaveProperty('contact')
    const again = await stack.call('post', `/api/v1/job/${job.slug}/apply/`, other, {
      answers: [{ question: 1, answer: '3' }],
    })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ non_field_errors: ['You have already applied for this job.'] })
  })

  it('refuses a missing required answer, a choice not offered, and a stray question', async () => {
    const onboarding = await stack.signIn('onboarding@jagir.demo')
    const slug = (await jobWithQuestions()).slug
    const missing = await stack.call('post', `/api/v1/job/${slug}/apply/`, onboarding, {
      answers: [],
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({ 'answers.1': ['This field is required.'] })
    const wrong = await stack.call('post', `/api/v1/job/${slug}/apply/`, onboarding, {
      answers: [
        { question: 1, answer: '2' },
        { question: 2, answer: 'Maybe' },
      ],
    })
    expect(wrong.body).toEqual({ 'answers.2': ['Not a valid choice.'] })
    const stray = await stack.call('post', `/api/v1/job/${slug}/apply/`, onboarding, {
      answers: [{ question: 999, answer: 'x' }],
    })
    expect(stray.body).toEqual({ answers: ['Invalid pk "999" - object does not exist.'] })
  })

  it('answers 403 to employers, 401 to visitors, 404 unknown, 410 expired', async () => {
    const slug = (await freshJob(0)).slug
    expect((await stack.call('post', `/api/v1/job/${slug}/apply/`, employer, {})).status).toBe(403)
    expect((await stack.call('post', `/api/v1/job/${slug}/apply/`, 'locale=en', {})).status).toBe(
      401,
    )
    expect((await stack.call('post', '/api/v1/job/nope/apply/', seeker, {})).status).toBe(404)
    const expired = (await jobs()).find((j) => effectiveStatus(j) === 'expired' && j.owner !== 1)!
    expect(
      (await stack.call('post', `/api/v1/job/${expired.slug}/apply/`, seeker, {})).status,
    ).toBe(410)
  })

  it("lists the seeker's applied jobs, newest first", async () => {
    const job = await freshJob(1)
    await stack.call('post', `/api/v1/job/${job.slug}/apply/`, seeker, {})
    const res = await stack.call('get', '/api/v1/jobseeker/applied-jobs/', seeker)
    expect(res.status).toBe(200)
    expect(res.body.results[0]).toMatchObject({ status: 'new', job: { slug: job.slug } })
    expect(res.body.count).toBeGreaterThanOrEqual(4)
    expect((await stack.call('get', '/api/v1/jobseeker/applied-jobs/', employer)).status).toBe(403)
  })
})

describe('likes', () => {
  it('likes and unlikes a job; the liked list and the job say so', async () => {
    const job = await freshJob(2)
    expect((await stack.call('post', `/api/v1/job/${job.slug}/like/`, seeker)).status).toBe(201)
    expect((await stack.call('get', `/api/v1/job/${job.slug}/`, seeker)).body.is_liked).toBe(true)
    const liked = await stack.call('get', '/api/v1/jobseeker/liked-jobs/', seeker)
    expect(liked.body.results[0].job.slug).toBe(job.slug)
    expect((await stack.call('delete', `/api/v1/job/${job.slug}/like/`, seeker)).status).toBe(204)
    expect((await stack.call('get', `/api/v1/job/${job.slug}/`, seeker)).body.is_liked).toBe(false)
    expect((await stack.call('post', `/api/v1/job/${job.slug}/like/`, employer)).status).toBe(403)
  })
})
