import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream, type Recorded } from './helpers/fake-upstream.js'
import { playProvider, signIn, TEST_TOKEN } from './helpers/session-cookies.js'

/**
 * Issue 14: the four calls of docs/product.md#shortlist-bar and the checkout reach
 * the provider through the BFF with the session's bearer token, the page's language and the
 * payloads they need; nothing else the browser sends about who it is gets through.
 */

let upstream: FakeUpstream
let app: FastifyInstance
let session: string

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(async () => {
  await upstream.close()
})
beforeEach(async () => {
  playProvider(upstream)
  upstream.on('POST', '/api/v1/payment/hiring-package/clear/', { body: { hiring_package: [] } })
  upstream.on('POST', '/api/v1/payment/hiring-package/payment-package/', {
    status: 201,
    body: { package: { id: 41, jobseekers_count: 2, price: 1000, hiring_package: [] } },
  })
  upstream.on('POST', '/api/v1/payment/wishlist-item/', {
    status: 201,
    body: { id: 7, kind: 'hiring_package', package: 41, quantity: 1, price: 1000 },
  })
  upstream.on('GET', '/api/v1/payment/hiring-package/jobseekers', {
    body: { hiring_package: [{ id: 1, jobseeker: { username: 'sita-sharma' } }] },
  })
  upstream.on('POST', '/api/v1/payment/checkout/', {
    status: 201,
    body: { order: { id: 5, status: 'paid' }, redirect: '/payment/success?order=5' },
  })
  app = await buildTestApp(upstream.url)
  session = await signIn(app)
  upstream.received.length = 0
})
afterEach(async () => {
  await app.close()
  upstream.reset()
})

/** A write from the SPA: session cookie, Nepali, X-CSRF, and a forged Authorization. */
const write = (path: string, body?: object) => {
  const req = request(app.server)
    .post(path)
    .set('cookie', `jagir_session=${session}; locale=ne`)
    .set('x-csrf', '1')
    .set('authorization', 'Bearer forged-by-the-page')
  return body === undefined ? req : req.send(body)
}
const only = (): Recorded => {
  expect(upstream.received).toHaveLength(1)
  return upstream.received[0]!
}
const expectSignedCall = (call: Recorded, method: string, path: string) => {
  expect(call.method).toBe(method)
  expect(call.url).toBe(path)
  expect(call.headers.authorization).toBe(`Bearer ${TEST_TOKEN}`)
  expect(call.headers['accept-language']).toBe('ne')
  expect(call.headers.cookie).toBeUndefined()
}

describe('Payment and shortlist, through the BFF', () => {
  it('POST hiring-package/clear/ with the bearer token', async () => {
    const res = await write('/api/v1/payment/hiring-package/clear/', {})
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ hiring_package: [] })
    expectSignedCall(only(), 'POST', '/api/v1/payment/hiring-package/clear/')
  })

  it('POST hiring-package/payment-package/ with the shortlist; answers the package', async () => {
    const res = await write('/api/v1/payment/hiring-package/payment-package/', {
      jobseekers: ['sita-sharma', 'hari-adhikari'],
    })
    expect(res.status).toBe(201)
    expect(res.body.package.id).toBe(41)
    const call = only()
    expectSignedCall(call, 'POST', '/api/v1/payment/hiring-package/payment-package/')
    expect(JSON.parse(call.body)).toEqual({ jobseekers: ['sita-sharma', 'hari-adhikari'] })
  })

  it('POST wishlist-item/ with {package}, and with {job_price_setting, quantity}', async () => {
    const res = await write('/api/v1/payment/wishlist-item/', { package: 41 })
    expect(res.status).toBe(201)
    const call = only()
    expectSignedCall(call, 'POST', '/api/v1/payment/wishlist-item/')
    expect(JSON.parse(call.body)).toEqual({ package: 41 })
    upstream.received.length = 0
    await write('/api/v1/payment/wishlist-item/', { job_price_setting: 2, quantity: 3 })
    expect(JSON.parse(only().body)).toEqual({ job_price_setting: 2, quantity: 3 })
  })

  it('GET hiring-package/jobseekers with the bearer token; answers the list', async () => {
    const res = await request(app.server)
      .get('/api/v1/payment/hiring-package/jobseekers')
      .set('cookie', `jagir_session=${session}; locale=ne`)
    expect(res.status).toBe(200)
    expect(res.body.hiring_package[0].jobseeker.username).toBe('sita-sharma')
    expect(res.headers['cache-control']).toBe('no-store')
    expectSignedCall(only(), 'GET', '/api/v1/payment/hiring-package/jobseekers')
  })

  it('checkout carries the Idempotency-Key to the provider', async () => {
    const res = await write('/api/v1/payment/checkout/', {}).set('idempotency-key', 'v-abc_123')
    expect(res.status).toBe(201)
    const call = only()
    expectSignedCall(call, 'POST', '/api/v1/payment/checkout/')
    expect(call.headers['idempotency-key']).toBe('v-abc_123')
  })

  it('without a session nothing is signed; without X-CSRF nothing is sent', async () => {
    await request(app.server)
      .post('/api/v1/payment/wishlist-item/')
      .set('x-csrf', '1')
      .send({ package: 41 })
    expect(only().headers.authorization).toBeUndefined()
    upstream.received.length = 0
    const forged = await request(app.server)
      .post('/api/v1/payment/checkout/')
      .set('cookie', `jagir_session=${session}`)
      .send({})
    expect(forged.status).toBe(403)
    expect(upstream.received).toHaveLength(0)
  })
})
