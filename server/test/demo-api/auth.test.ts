import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, buildDemo, DEMO_PASSWORD, tokenFor } from './helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildDemo()
})
afterAll(async () => {
  await app.close()
})

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/get-token/',
    payload: payload as object,
    headers,
  })

describe('POST /api/v1/auth/get-token/', () => {
  it('answers a token for an e-mail (any case) or a phone number', async () => {
    const byEmail = await login({ username: 'Employer@Jagir.demo', password: DEMO_PASSWORD })
    expect(byEmail.statusCode).toBe(200)
    expect(byEmail.json()).toEqual({ token: expect.stringMatching(/^[0-9a-f]{40}$/) })
    const byPhone = await login({ username: '+977 9800000005', password: DEMO_PASSWORD })
    expect(byPhone.statusCode).toBe(200)
    expect(byPhone.json().token).not.toBe(byEmail.json().token)
  })

  it('refuses a wrong password or an unknown user with the DRF message', async () => {
    for (const username of ['employer@jagir.demo', 'nobody@jagir.demo']) {
      const answer = await login({ username, password: 'wrong' })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toEqual({
        non_field_errors: ['Unable to log in with provided credentials.'],
      })
    }
  })

  it('names missing fields, in the asked language', async () => {
    const answer = await login({}, { 'accept-language': 'en' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    })
    const nepali = await login({ username: 'x' }, { 'accept-language': 'ne-NP,ne;q=0.9' })
    expect(nepali.json()).toEqual({ password: ['यो फिल्ड आवश्यक छ।'] })
  })

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/get-token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toHaveProperty('detail')
  })
})

describe('GET /api/v1/users/me/', () => {
  it('needs credentials', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/users/me/' })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toEqual({ detail: 'Authentication credentials were not provided.' })
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="api"')
  })

  it('refuses an unknown token', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: { authorization: 'Bearer 0000000000000000000000000000000000000000' },
    })
    expect(answer.statusCode).toBe(401)
    expect(answer.json()).toEqual({ detail: 'Invalid token.' })
  })

  it('accepts DRF\'s "Token" scheme too', async () => {
    const token = await tokenFor(app, 'seeker@jagir.demo')
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me/',
      headers: { authorization: `Token ${token}` },
    })
    expect(answer.statusCode).toBe(200)
  })

  it('describes the employer with purchases', async () => {
    const token = await tokenFor(app, 'employer@jagir.demo')
    const me = (
      await app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
    ).json()
    expect(me).toMatchObject({
      email: 'employer@jagir.demo',
      full_name: 'Ramesh Shrestha',
      employer_profile: { id: expect.any(Number) },
      jobseeker_profile: null,
      referrer_profile: null,
      related_organizations: [{ id: 1, name: 'Himalayan Tech Solutions Pvt. Ltd.', logo: null }],
      has_filled_initial_form: true,
      is_purchase_available: true,
      has_free_post_balance: false,
    })
    expect(JSON.stringify(me)).not.toMatch(/password|scrypt/)
  })

  it('answers names in Nepali for Accept-Language: ne', async () => {
    const token = await tokenFor(app, 'employer@jagir.demo')
    const me = (
      await app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token, 'ne') })
    ).json()
    expect(me.full_name).toBe('रमेश श्रेष्ठ')
    expect(me.related_organizations[0].name).toBe('हिमालयन टेक सोलुसन्स प्रा. लि.')
  })

  it.each([
    [
      'bonus@jagir.demo',
      { has_filled_initial_form: true, has_free_post_balance: true, is_purchase_available: false },
    ],
    [
      'newemployer@jagir.demo',
      {
        has_filled_initial_form: false,
        has_free_post_balance: false,
        is_purchase_available: false,
        related_organizations: [],
      },
    ],
    [
      'onboarding@jagir.demo',
      {
        employer_profile: null,
        has_preferred_locations: true,
        has_preferred_jobs: false,
        has_filled_description_form: false,
        has_working_status: false,
        referrer_profile: null,
      },
    ],
    [
      'seeker@jagir.demo',
      {
        employer_profile: null,
        has_preferred_locations: true,
        has_preferred_jobs: true,
        has_filled_description_form: true,
        has_working_status: true,
        referrer_profile: null,
      },
    ],
    [
      'referrer@jagir.demo',
      {
        employer_profile: null,
        jobseeker_profile: { id: expect.any(Number) },
        referrer_profile: { id: expect.any(Number) },
        has_working_status: true,
      },
    ],
  ])('describes %s in its demo state', async (email, expected) => {
    const token = await tokenFor(app, email)
    const me = (
      await app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
    ).json()
    expect(me).toMatchObject(expected)
    if (!email.includes('employer') && email !== 'bonus@jagir.demo') {
      expect(me.jobseeker_profile).toEqual(expect.objectContaining({ id: expect.any(Number) }))
    }
  })

  it('forgets the token on logout', async () => {
    const token = await tokenFor(app, 'seeker@jagir.demo')
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout/',
      headers: as(token),
    })
    expect(out.statusCode).toBe(204)
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
    expect(me.statusCode).toBe(401)
  })
})

describe('GET /api/v1/', () => {
  it('answers 200 and 404 JSON for unknown paths', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/' })).statusCode).toBe(200)
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/nothing-here/' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ detail: 'Not found.' })
  })
})
