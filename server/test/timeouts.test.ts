import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REQUEST_TIMEOUTS } from '../src/app.js'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { sendRaw } from './helpers/raw-socket.js'

// Issue 20, finding 10: a request whose headers or body never arrive does not hold its socket
// for minutes. The limits are shortened here; the production values are checked as numbers.

let fake: FakeUpstream
let app: FastifyInstance

beforeEach(async () => {
  fake = await startFakeUpstream()
  fake.fallback({ status: 200, body: { ok: true } })
  app = await buildTestApp(
    fake.url,
    {},
    { timeouts: { headersMs: 400, requestMs: 600, idleMs: 5_000, checkEveryMs: 100 } },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
})

afterEach(async () => {
  await app.close()
  await fake.close()
})

describe('request timeouts', () => {
  it('a body that never arrives: 408 {detail} and the socket closed, nothing forwarded', async () => {
    const head =
      'POST /api/v1/common/job-benefit/ HTTP/1.1\r\nhost: localhost\r\nx-csrf: 1\r\n' +
      'content-type: application/json\r\ncontent-length: 100\r\n\r\n{"name":'
    const answer = await sendRaw(app, head, 10_000)
    expect(answer.status).toBe(408)
    expect(answer.text).toContain('{"detail":"The request took too long to arrive."}')
    expect(answer.closed).toBe(true)
    expect(fake.received).toHaveLength(0)
  })

  it('headers that never finish: 408 and closed', async () => {
    const answer = await sendRaw(app, 'GET /healthz HTTP/1.1\r\nhost: localhost\r\nx-a: 1', 10_000)
    expect(answer.status).toBe(408)
    expect(answer.closed).toBe(true)
  })

  it('production limits: headers within 15 s, the whole request within 60 s', () => {
    expect(REQUEST_TIMEOUTS.headersMs).toBe(15_000)
    expect(REQUEST_TIMEOUTS.requestMs).toBe(60_000)
    expect(app.server.requestTimeout).toBe(600)
    expect(app.server.headersTimeout).toBe(400)
  })
})
