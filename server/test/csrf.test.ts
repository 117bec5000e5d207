import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { rawRequest } from './helpers/raw-http.js'

// POST, PUT, PATCH, DELETE to /api/v1/* and /bff/* need `X-CSRF: 1`, else 403 (docs/bff.md#csrf)
// and nothing reaches the upstream; an Origin, when present, must be PUBLIC_URL's origin.

const WRITES = ['post', 'put', 'patch', 'delete'] as const

let fake: FakeUpstream
let app: FastifyInstance

beforeEach(async () => {
  fake = await startFakeUpstream()
  fake.fallback({ status: 200, body: { ok: true } })
  app = await buildTestApp(fake.url)
  await app.listen({ port: 0, host: '127.0.0.1' })
})

afterEach(async () => {
  await app.close()
  await fake.close()
})

describe('CSRF: writes need X-CSRF: 1', () => {
  it.each(WRITES)('%s to /api/v1/* without X-CSRF: 403, nothing forwarded', async (method) => {
    const agent = request(app.server)
    const res = await agent[method]('/api/v1/common/job-benefit/7/').send({ q: 1 })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ detail: expect.any(String) })
    expect(fake.received).toHaveLength(0)
  })

  it.each(['0', 'true', '11', ''])('X-CSRF: %j is not enough', async (value) => {
    const res = await request(app.server)
      .post('/api/v1/job/basic-info-new/')
      .set('X-CSRF', value)
      .send({})
    expect(res.status).toBe(403)
    expect(fake.received).toHaveLength(0)
  })

  it.each(WRITES)('%s to /api/v1/* with X-CSRF: 1 and no Origin is forwarded', async (method) => {
    const agent = request(app.server)
    const res = await agent[method]('/api/v1/common/job-benefit/7/').set('X-CSRF', '1').send({})
    expect(res.status).toBe(200)
    expect(fake.received.map((r) => r.method)).toEqual([method.toUpperCase()])
  })

  it('a /bff/* write without X-CSRF: 403', async () => {
    const res = await request(app.server).post('/bff/logout')
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ detail: expect.any(String) })
  })

  it('an absolute-form target (POST http://host/api/v1/...) is refused before anything else', async () => {
    const res = await rawRequest(app, {
      method: 'POST',
      path: `${TEST_ORIGIN}/api/v1/job/basic-info-new/`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(400)
    expect(fake.received).toHaveLength(0)
  })
})

describe('CSRF: an Origin must be our own', () => {
  it.each([
    'https://evil.example',
    'http://localhost:3001',
    'https://localhost:3000',
    'http://localhost:3000.evil.example',
    'null',
  ])('Origin %s: 403 even with X-CSRF, nothing forwarded', async (origin) => {
    const res = await request(app.server)
      .put('/api/v1/job/abc/basic-info-new/')
      .set('X-CSRF', '1')
      .set('Origin', origin)
      .send({ title: 'Cook' })
    expect(res.status).toBe(403)
    expect(fake.received).toHaveLength(0)
  })

  it('our own Origin with X-CSRF is forwarded', async () => {
    const res = await request(app.server)
      .delete('/api/v1/common/job-benefit/3/')
      .set('X-CSRF', '1')
      .set('Origin', TEST_ORIGIN)
    expect(res.status).toBe(200)
    expect(fake.received[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/v1/common/job-benefit/3/',
    })
  })
})

describe('CSRF: reads need nothing', () => {
  it.each(['get', 'head', 'options'] as const)(
    '%s without X-CSRF, with a foreign Origin, is forwarded',
    async (method) => {
      const agent = request(app.server)
      const res = await agent[method]('/api/v1/job/abc/').set('Origin', 'https://evil.example')
      expect(res.status).toBe(200)
      expect(fake.received).toHaveLength(1)
    },
  )
})
