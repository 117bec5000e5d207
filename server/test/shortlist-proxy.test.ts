import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { playProvider, signIn, TEST_TOKEN } from './helpers/session-cookies.js'

// Issue 14: the shortlist's calls (docs/product.md#shortlist-bar) go through the BFF's
// proxy with the session's bearer token, the locale and the body the SPA sent; without a session
// or without the CSRF header they never reach the provider.

let fake: FakeUpstream
let app: FastifyInstance | undefined

const LISTING = '/api/v1/payment/hiring-package/jobseekers'

beforeEach(async () => {
  fake = await startFakeUpstream()
  playProvider(fake)
  fake.on('GET', LISTING, {
    body: { hiring_package: [{ id: 1, jobseeker: { username: 'sita-sharma' } }] },
  })
  fake.on('POST', LISTING, { status: 201, body: { hiring_package: [] } })
  fake.on('DELETE', `${LISTING}/sita-sharma`, { status: 204 })
  fake.on('POST', '/api/v1/payment/hiring-package/clear/', { body: { hiring_package: [] } })
  fake.on('POST', '/api/v1/payment/hiring-package/payment-package/', {
    status: 201,
    body: { package: { id: 31, jobseekers_count: 2 } },
  })
  fake.on('POST', '/api/v1/payment/wishlist-item/', { status: 201, body: { id: 4, package: 31 } })
  app = await buildTestApp(fake.url)
})

afterEach(async () => {
  await app?.close()
  await fake.close()
})

/** What the provider received for `METHOD path`. */
const receivedFor = (method: string, path: string) =>
  fake.received.filter((r) => r.method === method && r.url.split('?')[0] === path)

describe('the shortlist calls through the BFF', () => {
  it('fills the shortlist from the provider with the bearer token and the locale', async () => {
    const session = await signIn(app!)
    const res = await request(app!.server)
      .get(LISTING)
      .set('cookie', `jagir_session=${session}; locale=en`)
      .expect(200)
    expect(res.body.hiring_package[0].jobseeker.username).toBe('sita-sharma')
    const [sent] = receivedFor('GET', LISTING)
    expect(sent!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
    expect(sent!.headers['accept-language']).toBe('en')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(JSON.stringify(res.body)).not.toContain(TEST_TOKEN)
  })

  it('adds and removes a job seeker on the server with the token and the username', async () => {
    const session = await signIn(app!)
    await request(app!.server)
      .post(LISTING)
      .set('cookie', `jagir_session=${session}`)
      .set('x-csrf', '1')
      .send({ username: 'sita-sharma' })
      .expect(201)
    const [added] = receivedFor('POST', LISTING)
    expect(added!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
    expect(JSON.parse(added!.body)).toEqual({ username: 'sita-sharma' })

    await request(app!.server)
      .delete(`${LISTING}/sita-sharma`)
      .set('cookie', `jagir_session=${session}`)
      .set('x-csrf', '1')
      .expect(204)
    const [removed] = receivedFor('DELETE', `${LISTING}/sita-sharma`)
    expect(removed!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
  })

  it("'Clear all List' and 'Buy Now' reach the provider with the token and their payloads", async () => {
    const session = await signIn(app!)
    const post = (path: string, body: object) =>
      request(app!.server)
        .post(path)
        .set('cookie', `jagir_session=${session}`)
        .set('x-csrf', '1')
        .send(body)
    await post('/api/v1/payment/hiring-package/clear/', {}).expect(200)
    const made = await post('/api/v1/payment/hiring-package/payment-package/', {
      jobseekers: ['sita-sharma', 'hari-rai'],
    }).expect(201)
    expect(made.body.package.id).toBe(31)
    await post('/api/v1/payment/wishlist-item/', { package: 31 }).expect(201)

    const [clear] = receivedFor('POST', '/api/v1/payment/hiring-package/clear/')
    const [pkg] = receivedFor('POST', '/api/v1/payment/hiring-package/payment-package/')
    const [line] = receivedFor('POST', '/api/v1/payment/wishlist-item/')
    for (const sent of [clear, pkg, line]) {
      expect(sent!.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
      expect(sent!.headers['x-csrf']).toBeUndefined()
    }
    expect(JSON.parse(pkg!.body)).toEqual({ jobseekers: ['sita-sharma', 'hari-rai'] })
    expect(JSON.parse(line!.body)).toEqual({ package: 31 })
  })

  it('a write without the CSRF header never reaches the provider', async () => {
    const session = await signIn(app!)
    await request(app!.server)
      .post(LISTING)
      .set('cookie', `jagir_session=${session}`)
      .send({ username: 'sita-sharma' })
      .expect(403)
    await request(app!.server)
      .post('/api/v1/payment/hiring-package/clear/')
      .set('cookie', `jagir_session=${session}`)
      .send({})
      .expect(403)
    expect(receivedFor('POST', LISTING)).toHaveLength(0)
    expect(receivedFor('POST', '/api/v1/payment/hiring-package/clear/')).toHaveLength(0)
  })

  it('without a session the provider is asked without a token (and answers for itself)', async () => {
    fake.on('GET', LISTING, (req) =>
      req.headers.authorization
        ? { body: { hiring_package: [] } }
        : { status: 401, body: { detail: 'Authentication credentials were not provided.' } },
    )
    const res = await request(app!.server)
      .get(LISTING)
      .set('authorization', 'Bearer stolen-token')
      .expect(401)
    expect(res.body.detail).toBe('Authentication credentials were not provided.')
    expect(receivedFor('GET', LISTING)[0]!.headers.authorization).toBeUndefined()
  })
})
