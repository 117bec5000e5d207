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
  it('lists 10 posts newest first, filters by category and tag, answers a post or 404', async () => {
    const all = await get('/api/v1/blog/posts/?page_size=20')
    expect(all.body.count).toBe(10)
    const dates = all.body.results.map((p: { published_at: string }) => p.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const category = await get('/api/v1/blog/posts/?category=hiring-tips')
    expect(category.body.count).toBe(3)
    expect(
      category.body.results.every(
        (p: { category: { slug: string } }) => p.category.slug === 'hiring-tips',
      ),
    ).toBe(true)
    const tag = await get('/api/v1/blog/posts/?tag=cv')
    expect(tag.body.results.map((p: { slug: string }) => p.slug)).toEqual([
      'writing-a-cv-employers-read',
    ])
    const post = await get(`/api/v1/blog/posts/${all.body.results[0].slug}/`, 'ne')
    expect(post.body.body).toMatch(/[\u0900-\u097F]/)
    expect(post.body.body).toContain('<ol>')
    expect((await get('/api/v1/blog/posts/nope/')).status).toBe(404)
    expect((await get('/api/v1/blog/categories/')).body).toContainEqual({
      slug: 'news',
      name: 'News',
      count: 1,
    })
  })

  it('pages six at a time, past the end a 404', async () => {
    const second = await get('/api/v1/blog/posts/?page=2&page_size=6')
    expect(second.body).toMatchObject({ count: 10, next: null })
    expect(second.body.results).toHaveLength(4)
    expect((await get('/api/v1/blog/posts/?page=3&page_size=6')).status).toBe(404)
  })

  it('gives a post its related posts (same category first) and a cover with its size', async () => {
    const post = await get('/api/v1/blog/posts/negotiating-salary/')
    expect(post.body.related.map((p: { slug: string }) => p.slug)).toEqual([
      'writing-a-cv-employers-read',
      'interview-questions-2025',
      'first-job-after-plus-two',
    ])
    expect(post.body.cover_image).toEqual({
      url: '/api/v1/blog/posts/negotiating-salary/cover.svg',
      width: 1200,
      height: 630,
      alt: 'How to talk about salary without fear',
    })
    const cover = await stack.call('get', post.body.cover_image.url)
    expect(cover.status).toBe(200)
    expect(cover.headers['content-type']).toMatch(/^image\/svg\+xml/)
    const svg = String(cover.body)
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 630"/)
    expect(svg).not.toMatch(/<script|<text/)
  })

  it('says how long a post takes to read, from its text', async () => {
    const posts = (await get('/api/v1/blog/posts/?page_size=20')).body.results
    for (const post of posts) expect(post.reading_minutes).toBeGreaterThanOrEqual(1)
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

  it('tags the questions employers ask (employers and payments), pages of ten', async () => {
    const tagged = await get('/api/v1/faq/?tag=employer&page_size=10')
    expect(tagged.body.count).toBe(12)
    expect(tagged.body.results).toHaveLength(10)
    for (const faq of tagged.body.results) {
      expect(['employers', 'payments']).toContain(faq.category.slug)
      expect(faq.tags).toContainEqual({ slug: 'employer', name: 'For employers' })
    }
    const tags = (await get('/api/v1/faq/tags/', 'ne')).body
    expect(tags).toContainEqual({ slug: 'employer', name: 'रोजगारदाताका लागि', count: 12 })
  })
})

describe('business directory and trainings', () => {
  it('lists 12 businesses and 7 trainings', async () => {
    expect((await get('/api/v1/business/?page_size=20')).body.count).toBe(12)
    expect((await get('/api/v1/business/?category=tourism')).body.results[0]).toMatchObject({
      slug: 'far-west-homestay',
      district: { id: 77 },
    })
    expect((await get('/api/v1/business/thakali-kitchen/', 'ne')).body.name).toBe('थकाली किचन')
    expect((await get('/api/v1/business/categories/')).body).toHaveLength(6)
    expect((await get('/api/v1/training/')).body.count).toBe(7)
    expect((await get('/api/v1/training/?mode=online')).body.count).toBe(2)
    expect((await get('/api/v1/training/nope/')).status).toBe(404)
  })

  it('names the districts that have businesses, with counts, for the filter', async () => {
    const districts = (await get('/api/v1/business/districts/')).body
    expect(districts).toHaveLength(12)
    expect(districts).toContainEqual({ id: 77, name: expect.any(String), count: 1 })
    const inOne = await get(`/api/v1/business/?district=${districts[0].id}`)
    expect(inOne.body.count).toBe(districts[0].count)
  })

  it('lists trainings soonest first, with what each teaches', async () => {
    const list = (await get('/api/v1/training/?page_size=10')).body.results
    const starts = list.map((t: { starts_on: string }) => t.starts_on)
    expect(starts).toEqual([...starts].sort())
    expect(list[0].topics).toHaveLength(3)
  })

  it('enrols in a training, which takes a seat, once per phone number', async () => {
    const before = (await get('/api/v1/training/react-for-beginners/')).body.seats_left
    expect(before).toBe(26)
    const res = await stack.call(
      'post',
      '/api/v1/training/react-for-beginners/enroll/',
      undefined,
      { full_name: 'Asha Tamang', phone_number: '9841000010' },
    )
    expect(res.status).toBe(201)
    expect((await get('/api/v1/training/react-for-beginners/')).body.seats_left).toBe(before - 1)
    const again = await stack.call(
      'post',
      '/api/v1/training/react-for-beginners/enroll/',
      'locale=ne',
      { full_name: 'Asha Tamang', phone_number: '+977 9841000010' },
    )
    expect(again.status).toBe(400)
    expect(again.body).toEqual({
      phone_number: ['यो फोन नम्बर यस तालिममा पहिले नै भर्ना भइसकेको छ।'],
    })
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

  it('refuses enrolment in a full training, with a message in the request’s language', async () => {
    const full = await get('/api/v1/training/driving-licence-preparation/')
    expect(full.body.seats_left).toBe(0)
    const person = { full_name: 'Bishnu KC', phone_number: '9801234567' }
    const path = '/api/v1/training/driving-licence-preparation/enroll/'
    const en = await stack.call('post', path, 'locale=en', person)
    expect(en.status).toBe(400)
    expect(en.body).toEqual({
      non_field_errors: ['This training is full. Choose another date or another training.'],
    })
    const ne = await stack.call('post', path, 'locale=ne', person)
    expect(ne.body.non_field_errors[0]).toMatch(/^यो तालिमका सबै सिट भरिइसके/)
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
    expect(hire.body.detail).toBe('धन्यवाद, हामीले प्राप्त गर्‍यौँ।')
    const bad = await stack.call('post', '/api/v1/insta-hire/', undefined, {
      positions: 0,
      email: 'x',
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      positions: expect.any(Array),
      email: ['Enter a valid email address.'],
      phone_number: ['This field is required.'],
    })
    const badNe = await stack.call('post', '/api/v1/insta-hire/', 'locale=ne', {
      organization_name: 'Sajha Pasal',
      contact_person: 'Ram Thapa',
      phone_number: '014411223',
      email: 'ram@',
      job_title: 'Cashier',
      positions: '०',
    })
    expect(badNe.body).toEqual({
      phone_number: ['मान्य फोन नम्बर लेख्नुहोस्।'],
      email: ['मान्य इमेल ठेगाना लेख्नुहोस्।'],
      positions: [expect.stringMatching(/[१]/)],
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
