import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'

// Issue 20, finding 11: who the client is and what it asked for are the BFF's to tell the
// provider, not the client's; and the provider's CORS headers never open the API to other sites.

let fake: FakeUpstream
let app: FastifyInstance | undefined

beforeEach(async () => {
  fake = await startFakeUpstream()
  fake.fallback({
    status: 200,
    headers: {
      'access-control-allow-origin': 'https://evil.example',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'x-csrf',
      'access-control-expose-headers': 'x-secret',
      'x-request-id': 'kept',
    },
    body: { ok: true },
  })
})

afterEach(async () => {
  await app?.close()
  await fake.close()
})

const SPOOFED = {
  'x-forwarded-for': '6.6.6.6',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'for=6.6.6.6;host=evil.example',
  'x-real-ip': '6.6.6.6',
  'x-original-url': '/api/v1/admin/',
  'x-rewrite-url': '/api/v1/admin/',
  'x-http-method-override': 'DELETE',
  'x-method-override': 'DELETE',
  'true-client-ip': '6.6.6.6',
}

describe('finding 11: forwarding headers', () => {
  it('drops what the client claims and sets X-Forwarded-For to the socket address', async () => {
    app = await buildTestApp(fake.url)
    const res = await request(app.server).get('/api/v1/job/?page=1').set(SPOOFED)
    expect(res.status).toBe(200)
    const sent = fake.received[0]!.headers
    for (const name of Object.keys(SPOOFED)) {
      if (name !== 'x-forwarded-for') expect(sent[name], name).toBeUndefined()
    }
    expect(sent['x-forwarded-for']).toBe('127.0.0.1')
  })

  it('behind a trusted load balancer (TRUST_PROXY), X-Forwarded-For is the client it names', async () => {
    app = await buildTestApp(fake.url, { TRUST_PROXY: '127.0.0.1' })
    await request(app.server).get('/api/v1/job/').set(SPOOFED).expect(200)
    const sent = fake.received[0]!.headers
    expect(sent['x-forwarded-for']).toBe('6.6.6.6')
    expect(sent['x-real-ip']).toBeUndefined()
    expect(sent.forwarded).toBeUndefined()
  })

  it('a Connection header naming X-Forwarded-For cannot remove it', async () => {
    app = await buildTestApp(fake.url)
    await request(app.server)
      .get('/api/v1/job/')
      .set('connection', 'keep-alive, x-forwarded-for')
      .expect(200)
    expect(fake.received[0]!.headers['x-forwarded-for']).toBe('127.0.0.1')
  })
})

describe("finding 11: the provider's CORS headers are stripped", () => {
  it('no Access-Control-* header reaches the browser; the others do', async () => {
    app = await buildTestApp(fake.url)
    const res = await request(app.server).get('/api/v1/job/').set('origin', 'https://evil.example')
    expect(res.status).toBe(200)
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual(
      [],
    )
    expect(res.headers['x-request-id']).toBe('kept')
  })
})
