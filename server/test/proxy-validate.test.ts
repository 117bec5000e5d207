import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import proxy, { type ProxyOptions, type ProxyWrite } from '../src/plugins/proxy.js'
import requestPath from '../src/plugins/request-path.js'
import session from '../src/plugins/session.js'
import upstream from '../src/plugins/upstream.js'
import { TEST_SECRET } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'

// The job wizard's writes are validated before they leave (docs/bff.md#proxy): the proxy takes
// the check as its `validate` option. These tests plug in a small one and watch the upstream.

let fake: FakeUpstream
let app: FastifyInstance
let seen: ProxyWrite[]

async function build(validate: ProxyOptions['validate']): Promise<void> {
  app = Fastify({ logger: false })
  await app.register(requestPath)
  await app.register(cookie)
  await app.register(session, { secrets: [TEST_SECRET], secure: false })
  await app.register(upstream, { apiUrl: fake.url, timeoutMs: 2_000 })
  await app.register(proxy, { validate })
  await app.ready()
}

/** Refuses a basic-info write without a title; trims the title of a valid one. */
async function checkBasicInfo(write: ProxyWrite) {
  seen.push(write)
  if (!write.path.endsWith('/basic-info-new/')) return { ok: true as const }
  const body = JSON.parse(write.body.toString('utf8')) as { title?: string }
  if (!body.title?.trim())
    return { ok: false as const, status: 400 as const, errors: { title: ['required'] } }
  return {
    ok: true as const,
    body: Buffer.from(JSON.stringify({ ...body, title: body.title.trim() })),
  }
}

beforeEach(async () => {
  seen = []
  fake = await startFakeUpstream()
  fake.fallback({ status: 201, body: { slug: 'cook-1' } })
  await build(checkBasicInfo)
})

afterEach(async () => {
  await app.close()
  await fake.close()
})

describe('Proxy: wizard writes are validated before they are forwarded', () => {
  it('invalid: 400 with the field errors, and nothing forwarded', async () => {
    const res = await request(app.server)
      .post('/api/v1/job/basic-info-new/?step=1')
      .set('Content-Type', 'application/json')
      .send('{"title": "  "}')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ title: ['required'] })
    expect(fake.received).toHaveLength(0)
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/v1/job/basic-info-new/',
        body: Buffer.from('{"title": "  "}'),
        locale: 'ne',
      },
    ])
  })

  it('valid: the body the check returns is what the upstream receives, with its length', async () => {
    const res = await request(app.server)
      .put('/api/v1/job/cook-1/basic-info-new/')
      .set('Content-Type', 'application/json')
      .send('{"title": "  Cook  "}')
    expect(res.status).toBe(201)
    expect(fake.received[0]!.body).toBe('{"title":"Cook"}')
    expect(fake.received[0]!.headers['content-length']).toBe('16')
  })

  it('valid without a replacement: the original bytes are forwarded', async () => {
    await request(app.server)
      .put('/api/v1/job/cook-1/questions/7/')
      .set('Content-Type', 'application/json')
      .send('{"q": 1}')
    expect(fake.received[0]!.body).toBe('{"q": 1}')
  })

  it('reads are not checked', async () => {
    await request(app.server).get('/api/v1/job/cook-1/basic-info-new/')
    expect(seen).toHaveLength(0)
    expect(fake.received).toHaveLength(1)
  })

  it('a write without a body is checked with an empty one', async () => {
    await request(app.server).delete('/api/v1/job/cook-1/questions/7/')
    expect(seen).toEqual([
      {
        method: 'DELETE',
        path: '/api/v1/job/cook-1/questions/7/',
        body: Buffer.alloc(0),
        locale: 'ne',
      },
    ])
    expect(fake.received[0]!.method).toBe('DELETE')
  })

  it('issue 34: busy: 503 with Retry-After and the words in the request language, nothing forwarded', async () => {
    await app.close()
    await build(async (write) => ({
      ok: false,
      status: 503,
      detail: write.locale === 'en' ? 'Busy, try again.' : 'व्यस्त, फेरि प्रयास गर्नुहोस्।',
      retryAfterS: 5,
    }))
    for (const [cookie, detail] of [
      ['locale=en', 'Busy, try again.'],
      ['locale=ne', 'व्यस्त, फेरि प्रयास गर्नुहोस्।'],
    ]) {
      const res = await request(app.server)
        .post('/api/v1/job/basic-info-new/')
        .set('Content-Type', 'application/json')
        .set('Cookie', cookie!)
        .send('{"title": "Cook"}')
      expect(res.status).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.body).toEqual({ detail })
    }
    expect(fake.received).toHaveLength(0)
  })
})
