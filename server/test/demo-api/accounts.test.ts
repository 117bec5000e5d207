import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { birthDateBounds, todayInNepal } from '@jagir/shared/rules/birth-date'
import { loadNepal } from '../../src/demo-api/seed/nepal.js'
import { otpWait } from '../../src/demo-api/lib/otp.js'
import { startStack, type Stack } from './stack.js'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack.close()
})

const post = (path: string, body: object, cookie?: string) => stack.call('post', path, cookie, body)

describe('verification codes are rationed', () => {
  it('refuses another code within 30 seconds, with Retry-After, in the caller’s language', async () => {
    const first = await post('/api/v1/auth/signup/send-otp/', { phone_number: '9841200001' })
    expect(first.status).toBe(200)
    const again = await post('/api/v1/auth/signup/send-otp/', { phone_number: '9841200001' })
    expect(again.status).toBe(429)
    const wait = Number(again.headers['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(30)
    expect(again.body).toEqual({
      detail: `Please wait ${wait} seconds before asking for another code.`,
    })
    const nepali = await post(
      '/api/v1/auth/signup/send-otp/',
      { phone_number: '9841200001' },
      'locale=ne',
    )
    expect(nepali.status).toBe(429)
    expect(nepali.body.detail).toMatch(/^अर्को कोड माग्नुअघि [०-९]+ सेकेन्ड पर्खनुहोस्।$/)
    // Another number is not held back by this one.
    expect(
      (await post('/api/v1/auth/signup/send-otp/', { phone_number: '9841200002' })).status,
    ).toBe(200)
  })

  it('rations password-reset codes too, whether or not the number has an account', async () => {
    for (const phone of ['9841200003', '9800000004']) {
      expect(
        (await post('/api/v1/auth/password-reset/send-otp/', { phone_number: phone })).status,
      ).toBe(200)
      expect(
        (await post('/api/v1/auth/password-reset/send-otp/', { phone_number: phone })).status,
      ).toBe(429)
    }
  })

  it('allows five codes an hour, 30 seconds apart', () => {
    const now = 10 * 60 * 60 * 1000
    expect(otpWait([], now)).toEqual({ seconds: 0, hourly: false })
    expect(otpWait([now - 10_000], now)).toEqual({ seconds: 20, hourly: false })
    const five = [50, 40, 30, 20, 10].map((minutes) => now - minutes * 60_000)
    expect(otpWait(five, now)).toEqual({ seconds: 10 * 60, hourly: true })
    expect(otpWait(five.slice(1), now)).toEqual({ seconds: 0, hourly: false })
    expect(otpWait([now - 61 * 60_000, ...five.slice(1)], now)).toEqual({
      seconds: 0,
      hourly: false,
    })
  })
})

describe('onboarding basic information', () => {
  const kathmandu = loadNepal().municipalities.find((m) => m.district === 27)!
  const elsewhere = loadNepal().municipalities.find((m) => m.district !== 27)!
  const basics = {
    gender: 'Female',
    date_of_birth: '1999-01-15',
    marital_status: 'Unmarried',
    district: 27,
    city: kathmandu.id,
    address: 'Baneshwor',
    education_degree: 1,
    experience_months: 24,
    expected_salary_band: '25001_35000',
  }

  it('keeps the address, education, experience and salary band, and answers them back', async () => {
    const seeker = await stack.signIn('onboarding@jagir.demo')
    const saved = await stack.call(
      'put',
      '/api/v1/jobseeker/onboarding/basic-information/',
      seeker,
      basics,
    )
    expect(saved.status).toBe(200)
    expect(saved.body.has_filled_description_form).toBe(true)
    const read = await stack.call('get', '/api/v1/jobseeker/onboarding/', seeker)
    expect(read.status).toBe(200)
    expect(read.body.basic_information).toMatchObject({ ...basics, province: 3 })
    expect(read.body.preferred_locations.length).toBeGreaterThan(0)
    const profile = await stack.call('get', '/api/v1/jobseeker/me/', seeker)
    expect(profile.body).toMatchObject({ experience_months: 24, expected_salary: 25001 })
  })

  it('refuses an age outside 16 to 100, a municipality of another district, unknown choices', async () => {
    const seeker = await stack.signIn('onboarding@jagir.demo')
    const today = todayInNepal()
    const { min, max } = birthDateBounds(today)
    const young = new Date(`${max}T00:00:00Z`)
    young.setUTCDate(young.getUTCDate() + 1)
    const put = (body: object, cookie = seeker) =>
      stack.call('put', '/api/v1/jobseeker/onboarding/basic-information/', cookie, body)
    expect(
      (await put({ ...basics, date_of_birth: young.toISOString().slice(0, 10) })).body,
    ).toEqual({ date_of_birth: ['You must be 16 to 100 years old.'] })
    expect((await put({ ...basics, date_of_birth: min })).status).toBe(200)
    expect((await put({ ...basics, city: elsewhere.id })).body).toEqual({
      city: ['This municipality is not in the chosen district.'],
    })
    const nepali = await stack.signIn('onboarding@jagir.demo', 'ne')
    expect((await put({ ...basics, city: elsewhere.id }, nepali)).body).toEqual({
      city: ['यो नगरपालिका छानिएको जिल्लामा पर्दैन।'],
    })
    const wrong = await put({ ...basics, experience_months: 7, expected_salary_band: 'lots' })
    expect(Object.keys(wrong.body).sort()).toEqual(['expected_salary_band', 'experience_months'])
  })
})

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

describe('the organisation’s logo', () => {
  const organization = {
    name: 'Gorkha Bakery',
    category: 3,
    district: 27,
    address: 'Thamel',
    phone_number: '01-4400000',
    website: null,
    employees: '1-10',
    about: '',
  }

  it('is optional, taken as an image data URL, and served at the address the user answers', async () => {
    const fresh = await stack.signIn('newemployer@jagir.demo')
    const notImage = await post(
      '/api/v1/employer/organization/',
      {
        ...organization,
        logo: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
      },
      fresh,
    )
    expect(notImage.body).toEqual({ logo: ['Upload a PNG, JPEG or WebP image of at most 300 KB.'] })
    const created = await post(
      '/api/v1/employer/organization/',
      { ...organization, logo: `data:image/png;base64,${PNG.toString('base64')}` },
      fresh,
    )
    expect(created.status).toBe(201)
    const logo = created.body.related_organizations[0].logo as string
    expect(logo).toMatch(/^\/api\/v1\/organizations\/\d+\/logo\/\?v=[0-9a-f]{12}$/)
    const image = await stack.call('get', logo, fresh)
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0)
    const removed = await stack.call('put', '/api/v1/employer/organization/', fresh, {
      ...organization,
      logo: null,
    })
    expect(removed.body.logo).toBeNull()
  })
})

describe('payloads checked with the web forms’ shared schemas, answered in the provider’s words', () => {
  it('sign-up: a missing, a wrong and a Nepali-worded number; a code of 5 digits', async () => {
    expect((await post('/api/v1/auth/signup/send-otp/', {})).body).toEqual({
      phone_number: ['This field is required.'],
    })
    expect((await post('/api/v1/auth/signup/send-otp/', { phone_number: '12345' })).body).toEqual({
      phone_number: ['Enter a valid phone number.'],
    })
    expect(
      (await post('/api/v1/auth/signup/send-otp/', { phone_number: '12345' }, 'locale=ne')).body,
    ).toEqual({ phone_number: ['मान्य फोन नम्बर लेख्नुहोस्।'] })
    const code = await post('/api/v1/auth/signup/verify-otp/', {
      phone_number: '9841200009',
      otp: '12345',
    })
    expect(code.body).toEqual({ otp: ['Ensure this field has 6 digits.'] })
  })

  it('passwords: an empty current one may not be blank; a numeric new one is refused', async () => {
    const cookie = await stack.signIn('seeker@jagir.demo')
    const refused = await post(
      '/api/v1/auth/change-password/',
      { old_password: '', new_password: '1234567890' },
      cookie,
    )
    expect(refused.body).toEqual({
      old_password: ['This field may not be blank.'],
      new_password: ['This password is entirely numeric.'],
    })
  })

  it('the organisation: a website of another scheme than http(s), a size not offered', async () => {
    const employer = await stack.signIn('employer@jagir.demo')
    const refused = await stack.call('put', '/api/v1/employer/organization/', employer, {
      name: 'Gorkha Bakery',
      category: 3,
      district: 27,
      address: 'Thamel',
      phone_number: '01-4400000',
      // Without a scheme it would be given https:// (issue 31); another scheme is refused.
      website: 'ftp://gorkhabakery.com',
      employees: 'a few',
    })
    expect(refused.body).toEqual({
      website: ['Enter a valid URL.'],
      employees: ['Not a valid choice.'],
    })
  })
})
