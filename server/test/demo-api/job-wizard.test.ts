import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, tokenFor } from './helpers.js'
import { buildAdditionalInfo, buildBasicInfo, buildSpecification } from './factories.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
let employer: string
let seeker: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
  seeker = await stack.signIn('seeker@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

async function createJob(body = buildBasicInfo()): Promise<string> {
  const res = await stack.call('post', '/api/v1/job/basic-info-new/', employer, body)
  expect(res.status).toBe(201)
  return res.body.slug as string
}

describe('basic-info-new', () => {
  it('creates a draft and answers its slug; GET reads it back with location_info', async () => {
    const res = await stack.call('post', '/api/v1/job/basic-info-new/', employer, buildBasicInfo())
    expect(res.status).toBe(201)
    expect(res.body.slug).toMatch(/^react-developer-\d+$/)
    const read = await stack.call('get', `/api/v1/job/${res.body.slug}/basic-info-new/`, employer)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      slug: res.body.slug,
      title: 'React Developer',
      vacancies: 2,
      location_info: {
        province: { id: 3, name: 'Bagmati Province' },
        district: { id: 27, name: 'Kathmandu' },
        city: { id: 307, name: 'Kathmandu Metropolitan City' },
      },
      job_locations: [{ address: { id: 1, address: 'New Baneshwor' } }],
      offered_salary: { currency: 'NRs', minimum: 50000, maximum: 80000, unit: 'Monthly' },
      available_for: ['full_time'],
      tags: [{ id: 1, name: 'Urgent' }],
    })
  })

  it.each([
    ['Driver', 'Logistics & Transport'],
    ['Senior Driver (Kathmandu)', 'Logistics & Transport'],
    ['चालक', 'Logistics & Transport'],
    ['Medical Officer', 'Healthcare'],
    ['Juggler', null],
  ])(
    "gives %j the category of the designation it names, never the organisation's (issue 11)",
    async (title, category) => {
      const slug = await createJob(buildBasicInfo({ title }))
      const read = await stack.call('get', `/api/v1/job/${slug}/`, employer)
      expect(read.status).toBe(200)
      expect(read.body.category?.name ?? null).toBe(category)
    },
  )

  it('PUT updates the job and answers it', async () => {
    const slug = await createJob()
    const res = await stack.call(
      'put',
      `/api/v1/job/${slug}/basic-info-new/`,
      employer,
      buildBasicInfo({
        vacancies: 5,
        offered_salary: {
          currency: 'NRs',
          operator: 'Equals',
          minimum: 60000,
          maximum: null,
          unit: 'Monthly',
        },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ slug, vacancies: 5, offered_salary: { maximum: null } })
  })

  it('answers 412 with the fixed message to an employer without the initial form', async () => {
    const newEmployer = await stack.signIn('newemployer@jagir.demo')
    const res = await stack.call(
      'post',
      '/api/v1/job/basic-info-new/',
      newEmployer,
      buildBasicInfo({ organization: null }),
    )
    expect(res.status).toBe(412)
    expect(res.body).toEqual({ detail: 'Please fill up the Initial form first.' })
  })

  it('refuses job seekers (403) and visitors (401)', async () => {
    expect(
      (await stack.call('post', '/api/v1/job/basic-info-new/', seeker, buildBasicInfo())).status,
    ).toBe(403)
    const anonymous = await stack.call(
      'post',
      '/api/v1/job/basic-info-new/',
      'locale=en',
      buildBasicInfo(),
    )
    expect(anonymous.status).toBe(401)
  })

  it('answers 400 for an invalid payload, naming the fields', async () => {
    const res = await stack.call(
      'post',
      '/api/v1/job/basic-info-new/',
      employer,
      buildBasicInfo({ title: '', vacancies: 0 }),
    )
    expect(res.status).toBe(400)
    expect(res.body).toHaveProperty('title')
    expect(res.body).toHaveProperty('vacancies')
  })

  it("answers 404 for an unknown slug and for another employer's job", async () => {
    expect(
      (await stack.call('get', '/api/v1/job/no-such-job/basic-info-new/', employer)).status,
    ).toBe(404)
    const bonus = await stack.signIn('bonus@jagir.demo')
    const slug = await createJob()
    expect((await stack.call('get', `/api/v1/job/${slug}/basic-info-new/`, bonus)).status).toBe(404)
  })
})

describe('basic-info-new validation messages (demo API directly)', () => {
  it('answers DRF messages in the asked language, and unknown references by id', async () => {
    const token = await tokenFor(stack.demo, 'employer@jagir.demo')
    const post = (payload: object, language: 'en' | 'ne' = 'en') =>
      stack.demo.inject({
        method: 'POST',
        url: '/api/v1/job/basic-info-new/',
        headers: as(token, language),
        payload,
      })
    const blank = await post(
      buildBasicInfo({
        title: '',
        vacancies: 0,
        tags: Array.from({ length: 11 }, (_, i) => i + 1),
      }),
    )
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({
      title: ['This field may not be blank.'],
      vacancies: ['Ensure this value is greater than or equal to 1.'],
      tags: ['Ensure this field has no more than 10 elements.'],
    })
    const nepali = await post(buildBasicInfo({ vacancies: 0 }), 'ne')
    expect(nepali.json()).toEqual({ vacancies: ['यो मान १ वा बढी हुनुपर्छ।'] })
    const unknown = await post(
      buildBasicInfo({ organization: 5, job_locations: [{ address: 9999 }] }),
    )
    expect(unknown.json()).toEqual({
      organization: ['Invalid pk "5" - object does not exist.'],
      'job_locations.0.address': ['Invalid pk "9999" - object does not exist.'],
    })
  })
})

describe('job-specification-new and additional-info-new', () => {
  it('save the later steps, which the job detail reads back', async () => {
    const slug = await createJob()
    const spec = await stack.call(
      'put',
      `/api/v1/job/${slug}/job-specification-new/`,
      employer,
      buildSpecification(),
    )
    expect(spec.status).toBe(200)
    const extra = await stack.call(
      'put',
      `/api/v1/job/${slug}/additional-info-new/`,
      employer,
      buildAdditionalInfo(),
    )
    expect(extra.status).toBe(200)
    const detail = await stack.call('get', `/api/v1/job/${slug}/`, employer)
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      education_level: { id: 5, name: "Bachelor's degree" },
      is_education_specific: true,
      skills: [
        { id: 1, name: 'JavaScript' },
        { id: 2, name: 'React' },
        { id: 3, name: 'TypeScript' },
      ],
      personal_qualities: [{ id: 1 }, { id: 2 }],
      work_standards: [{ id: 1 }],
      required_knowledge: [],
      setting: {
        min_experience_months: 24,
        is_experience_required: true,
        is_age_specific: true,
        min_age: 18,
        max_age: null,
        gender: null,
      },
      benefits: [{ id: 1 }, { id: 3 }],
      document_categories: [{ id: 1 }],
      org_alt_name: null,
      status: 'draft',
    })
  })

  it('refuse inconsistent or unknown values with 400', async () => {
    const slug = await createJob()
    const spec = await stack.call(
      'put',
      `/api/v1/job/${slug}/job-specification-new/`,
      employer,
      buildSpecification({ education_level: null }),
    )
    expect(spec.status).toBe(400)
    expect(spec.body).toHaveProperty('education_level')
    const extra = await stack.call(
      'put',
      `/api/v1/job/${slug}/additional-info-new/`,
      employer,
      buildAdditionalInfo({ show_name: false, org_alt_name: '' }),
    )
    expect(extra.status).toBe(400)
    expect(extra.body).toHaveProperty('org_alt_name')
    const token = await tokenFor(stack.demo, 'employer@jagir.demo')
    const unknown = await stack.demo.inject({
      method: 'PUT',
      url: `/api/v1/job/${slug}/job-specification-new/`,
      headers: as(token),
      payload: buildSpecification({ skills: [1, 999] }),
    })
    expect(unknown.json()).toEqual({ skills: ['Invalid pk "999" - object does not exist.'] })
  })

  it('refuse job seekers and unknown slugs', async () => {
    expect(
      (
        await stack.call(
          'put',
          '/api/v1/job/react-developer-1/job-specification-new/',
          seeker,
          buildSpecification(),
        )
      ).status,
    ).toBe(403)
    expect(
      (
        await stack.call(
          'put',
          '/api/v1/job/nope/additional-info-new/',
          employer,
          buildAdditionalInfo(),
        )
      ).status,
    ).toBe(404)
  })

  it('hiding the name shows the alternative name on the job', async () => {
    const slug = await createJob()
    await stack.call(
      'put',
      `/api/v1/job/${slug}/additional-info-new/`,
      employer,
      buildAdditionalInfo({ show_name: false, org_alt_name: 'A fintech startup' }),
    )
    const detail = await stack.call('get', `/api/v1/job/${slug}/`, employer)
    expect(detail.body.organization).toMatchObject({ id: null, name: 'A fintech startup' })
    expect(detail.body.show_name).toBe(false)
    // The employer's own words stay as typed on the Nepali page too.
    const nepali = employer.replace('locale=en', 'locale=ne')
    const inNepali = await stack.call('get', `/api/v1/job/${slug}/`, nepali)
    expect(inNepali.body.organization).toMatchObject({ id: null, name: 'A fintech startup' })
    expect(inNepali.body.org_alt_name).toBe('A fintech startup')
  })
})

describe('publishing', () => {
  it('makes a draft public; a visitor then reads it', async () => {
    const slug = await createJob()
    expect((await stack.call('get', `/api/v1/job/${slug}/`)).status).toBe(404)
    const res = await stack.call('post', `/api/v1/job/${slug}/publish/`, employer)
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('active')
    const visitor = await stack.call('get', `/api/v1/job/${slug}/`)
    expect(visitor.status).toBe(200)
    expect(visitor.body.is_owner).toBe(false)
  })
})

describe('templates', () => {
  it('finds templates by title for employers only', async () => {
    const res = await stack.call('get', '/api/v1/job/templates/?search=software', employer)
    expect(res.status).toBe(200)
    expect(res.body.results[0]).toMatchObject({
      name: 'Software Engineer',
      job_level: 'entry_level',
      available_for: ['full_time'],
      offered_salary: { currency: 'NRs', minimum: expect.any(Number) },
      skills: expect.arrayContaining([{ id: 1, name: 'JavaScript' }]),
    })
    expect((await stack.call('get', '/api/v1/job/templates/?search=software', seeker)).status).toBe(
      403,
    )
  })
})
