import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildBasicInfo, buildQuestion } from './factories.js'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 26, finding 9: one answer per screening question. Several answers to one question are
 * refused (400 naming the repeat, in both languages) and nothing is stored; a choice question
 * takes exactly one of its options; the employer's filter by answer lists an applicant once.
 */

let stack: Stack
let employer: string
let seeker: string
let slug: string
let question: number
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
  seeker = await stack.signIn('onboarding@jagir.demo')
  const job = await stack.call(
    'post',
    '/api/v1/job/basic-info-new/',
    employer,
    // No description: the BFF's sanitizer (a worker with a deadline) is not this test's subject.
    buildBasicInfo({ title: 'Screened cashier', description: undefined }),
  )
  slug = job.body.slug
  const asked = await stack.call('post', `/api/v1/job/${slug}/questions/`, employer, {
    ...buildQuestion({ question: 'Can you start this month?' }),
  })
  question = asked.body.id
  await stack.call('post', `/api/v1/job/${slug}/publish/`, employer)
})
afterAll(async () => {
  await stack.close()
})

const apply = (answers: { question: number; answer: string }[], cookie = seeker) =>
  stack.call('post', `/api/v1/job/${slug}/apply/`, cookie, { answers })
/** The job's applications as stored, each with its answers. */
const stored = async () => {
  const db = stack.demo.demoDb
  const applications = await db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select('applications.id')
    .where('jobs.slug', '=', slug)
    .orderBy('applications.id')
    .execute()
  return Promise.all(
    applications.map(async (a) => ({
      answers: (
        await db
          .selectFrom('application_answers')
          .select(['question_id', 'answer'])
          .where('application_id', '=', a.id)
          .orderBy('question_id')
          .execute()
      ).map((given) => ({ question: given.question_id, answer: given.answer })),
    })),
  )
}
const filtered = async (answer: string) =>
  (
    await stack.call(
      'get',
      `/api/v1/job/${slug}/applications/?question=${question}&answer=${answer}`,
      employer,
    )
  ).body.count as number

describe('screening answers', () => {
  it('refuses several answers to one question, in both languages, and stores nothing', async () => {
    const several = [
      { question, answer: 'Yes' },
      { question, answer: 'No' },
      { question, answer: 'Whenever suits you' },
    ]
    const refused = await apply(several)
    expect(refused.status).toBe(400)
    const twice = 'This question is answered more than once. Give one answer.'
    expect(refused.body).toEqual({
      'answers.1.question': [twice],
      'answers.2.question': [twice],
    })
    const refusedNe = await apply(several, seeker.replace('locale=en', 'locale=ne'))
    expect(refusedNe.status).toBe(400)
    expect(refusedNe.body['answers.1.question']).toEqual([
      'यो प्रश्नको उत्तर एकभन्दा बढी पटक दिइएको छ। एउटा मात्र उत्तर दिनुहोस्।',
    ])
    expect(await stored()).toEqual([])
  })

  it('takes exactly one of the options of a choice question', async () => {
    const both = await apply([{ question, answer: 'Yes, No' }])
    expect(both.status).toBe(400)
    expect(both.body).toEqual({ [`answers.${question}`]: ['Not a valid choice.'] })
    expect(await stored()).toEqual([])
  })

  it('lists the applicant under their one answer only', async () => {
    expect((await apply([{ question, answer: 'Yes' }])).status).toBe(201)
    expect((await stored()).map((a) => a.answers)).toEqual([[{ question, answer: 'Yes' }]])
    expect(await filtered('Yes')).toBe(1)
    expect(await filtered('No')).toBe(0)
  })
})
