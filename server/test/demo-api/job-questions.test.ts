import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, tokenFor } from './helpers.js'
import { buildBasicInfo, buildQuestion } from './factories.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
let employer: string
let slug: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
  slug = (await stack.call('post', '/api/v1/job/basic-info-new/', employer, buildBasicInfo())).body
    .slug
})
afterAll(async () => {
  await stack.close()
})

const path = (suffix = '') => `/api/v1/job/${slug}/questions/${suffix}`

describe('screening questions', () => {
  it('creates, lists, updates and deletes a question', async () => {
    const created = await stack.call('post', path(), employer, buildQuestion())
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      question: 'Do you own a laptop?',
      question_type: 'radio',
      is_required: true,
      answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
    })
    const id = created.body.id as number

    const list = await stack.call('get', path(), employer)
    expect(list.body).toMatchObject({ count: 1, results: [{ id }] })

    const updated = await stack.call(
      'put',
      path(`${id}/`),
      employer,
      buildQuestion({ question: 'Do you own a bike?', question_type: 'dropdown' }),
    )
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      id,
      question: 'Do you own a bike?',
      question_type: 'dropdown',
    })

    expect((await stack.call('delete', path(`${id}/`), employer)).status).toBe(204)
    expect((await stack.call('delete', path(`${id}/`), employer)).status).toBe(404)
    expect((await stack.call('get', path(), employer)).body.count).toBe(0)
  })

  it('empties the choices of text and textarea questions', async () => {
    for (const question_type of ['text', 'textarea']) {
      const res = await stack.call('post', path(), employer, buildQuestion({ question_type }))
      expect(res.status).toBe(201)
      expect(res.body.answer_choices).toEqual([])
    }
  })

  it('refuses a radio question with one choice, naming the field', async () => {
    const res = await stack.call(
      'post',
      path(),
      employer,
      buildQuestion({ answer_choices: [{ choice_text: 'Yes' }] }),
    )
    expect(res.status).toBe(400)
    expect(res.body).toHaveProperty('answer_choices')
    const token = await tokenFor(stack.demo, 'employer@jagir.demo')
    const direct = await stack.demo.inject({
      method: 'POST',
      url: path(),
      headers: as(token),
      payload: buildQuestion({ question: '' }),
    })
    expect(direct.json()).toEqual({ question: ['This field may not be blank.'] })
  })

  it('refuses job seekers (403), visitors (401), unknown jobs and questions (404)', async () => {
    const seeker = await stack.signIn('seeker@jagir.demo')
    expect((await stack.call('post', path(), seeker, buildQuestion())).status).toBe(403)
    expect((await stack.call('post', path(), 'locale=en', buildQuestion())).status).toBe(401)
    expect(
      (await stack.call('post', '/api/v1/job/nope/questions/', employer, buildQuestion())).status,
    ).toBe(404)
    expect((await stack.call('put', path('99999/'), employer, buildQuestion())).status).toBe(404)
  })

  it('lets applicants read the questions of a published job, not of a draft', async () => {
    const published = await stack.demo.demoDb
      .selectFrom('jobs')
      .select('slug')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const res = await stack.call('get', `/api/v1/job/${published.slug}/questions/`)
    expect(res.status).toBe(200)
    expect(res.body.count).toBe(2)
    expect((await stack.call('get', path())).status).toBe(404)
  })

  it('offers preset questions in both languages', async () => {
    const en = await stack.call('get', path('get-preset-questions/'), employer)
    expect(en.status).toBe(200)
    expect(en.body.results[0]).toMatchObject({
      question: 'Do you have a valid driving licence?',
      question_type: 'radio',
      answer_choices: [{ choice_text: 'Yes' }, { choice_text: 'No' }],
    })
    const neCookie = employer.replace('locale=en', 'locale=ne')
    const ne = await stack.call('get', path('get-preset-questions/'), neCookie)
    expect(ne.body.results[0].question).toMatch(/[\u0900-\u097F]/)
  })
})
