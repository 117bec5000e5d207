import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SURVEY_ANSWER_MAX } from '../../src/demo-api/routes/forms.js'
import { buildDemo } from './helpers.js'

// Issue 26, finding 5: what one anonymous post may store. The survey kept answers to question
// ids that do not exist (about 54 KB a post); every public form now keeps only what it asks for,
// each field capped, and refuses the rest with field errors in the request's language.

let app: FastifyInstance
beforeAll(async () => {
  app = await buildDemo()
})
afterAll(async () => {
  await app.close()
})

/** The forms' rows: how many, and the bytes of what they keep. */
const stored = () =>
  app.demoDb
    .selectFrom('submissions')
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      sql<number>`coalesce(sum(octet_length(data::text)), 0)`.as('bytes'),
    ])
    .executeTakeFirstOrThrow()
const storedBytes = async () => (await stored()).bytes

const post = (url: string, payload: object, language: 'en' | 'ne' = 'en') =>
  app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } })

const SURVEY = '/api/v1/covid-19/survey/'
const REQUIRED = [
  { question: 1, answer: 'Yes' },
  { question: 2, answer: 'No' },
]
/** Devanagari text of `chars` characters (three bytes each in the file). */
const nepaliText = (chars: number) => 'क'.repeat(chars)

describe('the COVID-19 survey keeps only answers to its questions', () => {
  it('refuses answers to questions it does not have, in both languages, and stores nothing', async () => {
    const before = (await stored()).rows
    const answers = [...REQUIRED, { question: 999, answer: nepaliText(400) }]
    const en = await post(SURVEY, { answers })
    expect(en.statusCode).toBe(400)
    expect(en.json()).toEqual({ 'answers.999': ['This survey has no such question.'] })
    const ne = await post(SURVEY, { answers }, 'ne')
    expect(ne.statusCode).toBe(400)
    expect(ne.json()).toEqual({ 'answers.999': ['यो सर्वेक्षणमा यस्तो प्रश्न छैन।'] })
    expect((await stored()).rows).toBe(before)
  })

  it('refuses two answers to one question', async () => {
    const res = await post(SURVEY, { answers: [...REQUIRED, { question: 1, answer: 'No' }] }, 'ne')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ 'answers.1': ['प्रत्येक प्रश्नको एउटा मात्र उत्तर दिनुहोस्।'] })
  })

  it('refuses more answers than it has questions, and a written answer over the cap', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ question: i + 1, answer: 'Yes' }))
    const tooMany = await post(SURVEY, { answers: many })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toEqual({ answers: ['Ensure this field has no more than 4 elements.'] })

    const long = [...REQUIRED, { question: 4, answer: nepaliText(SURVEY_ANSWER_MAX + 1) }]
    const en = await post(SURVEY, { answers: long })
    expect(en.statusCode).toBe(400)
    // Under the question, where the survey form shows it.
    expect(en.json()).toEqual({
      'answers.4': ['Ensure this field has no more than 500 characters.'],
    })
    const ne = await post(SURVEY, { answers: long }, 'ne')
    expect(ne.json()).toEqual({ 'answers.4': ['यो फिल्डमा ५००भन्दा बढी अक्षर हुनु हुँदैन।'] })
  })

  it('405 hostile posts leave the stored data as it was; a full answer keeps a few KB', async () => {
    const before = await storedBytes()
    const hostile = Array.from({ length: 20 }, (_, i) => ({
      question: 100 + i,
      answer: nepaliText(900),
    }))
    for (let i = 0; i < 405; i++) {
      const res = await post(SURVEY, {
        answers: i % 2 ? hostile : [...REQUIRED, ...hostile.slice(0, 2)],
      })
      expect(res.statusCode).toBe(400)
    }
    expect(await storedBytes()).toBe(before)

    const full = await post(SURVEY, {
      district: 27,
      answers: [
        ...REQUIRED,
        { question: 3, answer: 'Yes' },
        { question: 4, answer: nepaliText(500) },
      ],
      junk: nepaliText(50_000),
    })
    expect(full.statusCode).toBe(201)
    expect((await storedBytes()) - before).toBeLessThan(3_000)
  })
})

describe('the other public forms cap every field', () => {
  it('contact: over-long fields are 400 with field errors in both languages; unknown fields are not kept', async () => {
    const before = await storedBytes()
    const long = {
      full_name: 'x'.repeat(101),
      email: `${'a'.repeat(250)}@example.com`,
      subject: 'x'.repeat(151),
      message: nepaliText(5_001),
    }
    const en = await post('/api/v1/contact/', long)
    expect(en.statusCode).toBe(400)
    expect(Object.keys(en.json()).sort()).toEqual(['email', 'full_name', 'message', 'subject'])
    expect(en.json().message).toEqual(['Ensure this field has no more than 5000 characters.'])
    const ne = await post('/api/v1/contact/', long, 'ne')
    expect(ne.json().full_name).toEqual(['यो फिल्डमा १००भन्दा बढी अक्षर हुनु हुँदैन।'])
    expect(await storedBytes()).toBe(before)

    const ok = await post('/api/v1/contact/', {
      full_name: 'Gita Rai',
      email: 'gita@example.com',
      subject: 'Hi',
      message: 'Hello',
      junk: nepaliText(50_000),
    })
    expect(ok.statusCode).toBe(201)
    const last = await app.demoDb
      .selectFrom('submissions')
      .select('data')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(last.data).not.toHaveProperty('junk')
    expect((await storedBytes()) - before).toBeLessThan(1_000)
  })

  it('insta-hire: over-long fields are 400, never 500', async () => {
    const res = await post(
      '/api/v1/insta-hire/',
      {
        organization_name: 'x'.repeat(151),
        contact_person: 'Ram',
        phone_number: '9841000001',
        email: 'ram@example.com',
        job_title: 'Cashier',
        positions: 2,
        message: 'x'.repeat(2_001),
      },
      'ne',
    )
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'organization_name'])
  })

  it('training enrolment: over-long name and email are 400 in both languages', async () => {
    const body = {
      full_name: 'x'.repeat(101),
      phone_number: '9841000002',
      // Well formed (labels of 60 letters), and too long to be anyone's address.
      email: `${'a'.repeat(60)}@${Array(6).fill('b'.repeat(60)).join('.')}.com`,
    }
    const url = '/api/v1/training/react-for-beginners/enroll/'
    const en = await post(url, body)
    expect(en.statusCode).toBe(400)
    expect(en.json()).toEqual({
      full_name: ['Ensure this field has no more than 100 characters.'],
      email: ['Ensure this field has no more than 254 characters.'],
    })
    const ne = await post(url, body, 'ne')
    expect(ne.json().email).toEqual(['यो फिल्डमा २५४भन्दा बढी अक्षर हुनु हुँदैन।'])
  })
})
