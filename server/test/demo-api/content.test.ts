import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack.close()
})

const get = (path: string, locale: 'en' | 'ne' = 'en') =>
  stack.call('get', path, `locale=${locale}`)

describe('blog', () => {
  it('lists 10 posts, filters by category and tag, answers a post or 404', async () => {
    const all = await get('/api/v1/blog/posts/?page_size=20')
    expect(all.body.count).toBe(10)
    const category = await get('/api/v1/blog/posts/?category=hiring-tips')
    expect(
      category.body.results.every(
        (p: { category: { slug: string } }) => p.category.slug === 'hiring-tips',
      ),
    ).toBe(true)
    const tag = await get('/api/v1/blog/posts/?tag=cv')
    expect(tag.body.count).toBeGreaterThan(0)
    const post = await get(`/api/v1/blog/posts/${all.body.results[0].slug}/`, 'ne')
    expect(post.body.body).toMatch(/[\u0900-\u097F]/)
    expect((await get('/api/v1/blog/posts/nope/')).status).toBe(404)
    expect((await get('/api/v1/blog/categories/')).body).toContainEqual({
      slug: 'news',
      name: 'News',
      count: 1,
    })
  })
})

describe('FAQ', () => {
  it('answers 25 questions, by category, tag and search, in both languages', async () => {
    expect((await get('/api/v1/faq/')).body.count).toBe(25)
    const employers = await get('/api/v1/faq/?category=employers')
    expect(employers.body.count).toBeGreaterThan(3)
    const search = await get(`/api/v1/faq/?search=${encodeURIComponent('पासवर्ड')}`, 'ne')
    expect(search.body.count).toBeGreaterThan(0)
    const one = await get(`/api/v1/faq/${search.body.results[0].slug}/`, 'ne')
    expect(one.body.answer).toMatch(/[\u0900-\u097F]/)
    expect((await get('/api/v1/faq/categories/')).body).toHaveLength(4)
    expect((await get('/api/v1/faq/nope/')).status).toBe(404)
  })
})

describe('business directory and trainings', () => {
  it('lists 12 businesses and 6 trainings', async () => {
    expect((await get('/api/v1/business/?page_size=20')).body.count).toBe(12)
    expect((await get('/api/v1/business/?category=tourism')).body.results[0]).toMatchObject({
      slug: 'far-west-homestay',
      district: { id: 77 },
    })
    expect((await get('/api/v1/business/thakali-kitchen/', 'ne')).body.name).toBe('थकाली किचन')
    expect((await get('/api/v1/business/categories/')).body).toHaveLength(6)
    expect((await get('/api/v1/training/')).body.count).toBe(6)
    expect((await get('/api/v1/training/?mode=online')).body.count).toBe(2)
    expect((await get('/api/v1/training/nope/')).status).toBe(404)
  })

  it('enrols in a training, which takes a seat', async () => {
    const before = (await get('/api/v1/training/react-for-beginners/')).body.seats_left
    const res = await stack.call(
      'post',
      '/api/v1/training/react-for-beginners/enroll/',
      undefined,
      { full_name: 'Asha Tamang', phone_number: '9841000010' },
    )
    expect(res.status).toBe(201)
    expect((await get('/api/v1/training/react-for-beginners/')).body.seats_left).toBe(before - 1)
    const bad = await stack.call(
      'post',
      '/api/v1/training/react-for-beginners/enroll/',
      undefined,
      { full_name: '' },
    )
    expect(Object.keys(bad.body).sort()).toEqual(['full_name', 'phone_number'])
    expect((await stack.call('post', '/api/v1/training/nope/enroll/', undefined, {})).status).toBe(
      404,
    )
  })
})

describe('insta-hire, contact and the COVID-19 survey', () => {
  it('takes an insta-hire request and a contact message', async () => {
    const hire = await stack.call('post', '/api/v1/insta-hire/', 'locale=ne', {
      organization_name: 'Sajha Pasal',
      contact_person: 'Ram Thapa',
      phone_number: '9812345678',
      email: 'ram@example.com',
      job_title: 'Cashier',
      positions: 2,
    })
    expect(hire.status).toBe(201)
    expect(hire.body.detail).toBe('धन्यवाद, हामीले प्राप्त गर्यौं।')
    const bad = await stack.call('post', '/api/v1/insta-hire/', undefined, {
      positions: 0,
      email: 'x',
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      positions: expect.any(Array),
      email: ['Enter a valid email address.'],
    })
    const contact = await stack.call('post', '/api/v1/contact/', undefined, {
      full_name: 'A',
      email: 'a@example.com',
      subject: 'Hi',
      message: 'Hello',
    })
    expect(contact.status).toBe(201)
  })

  it('serves the survey questions and checks the answers', async () => {
    const survey = await get('/api/v1/covid-19/survey/', 'ne')
    expect(survey.body.questions[0]).toMatchObject({
      id: 1,
      type: 'radio',
      required: true,
      choices: ['हो', 'होइन'],
    })
    const missing = await stack.call('post', '/api/v1/covid-19/survey/', undefined, {
      answers: [{ question: 1, answer: 'Yes' }],
    })
    expect(missing.body).toEqual({ 'answers.2': ['This field is required.'] })
    const ok = await stack.call('post', '/api/v1/covid-19/survey/', undefined, {
      answers: [
        { question: 1, answer: 'Yes' },
        { question: 2, answer: 'होइन' },
      ],
    })
    expect(ok.status).toBe(201)
  })
})
