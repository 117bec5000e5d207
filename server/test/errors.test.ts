import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.js'
import { buildTestApp, testConfig } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { rawRequest } from './helpers/raw-http.js'
import { SITE_CSP, SITE_REFERRER_POLICY } from './helpers/security-headers.js'

let upstream: FakeUpstream
let app: FastifyInstance | undefined

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(() => upstream.close())
afterEach(async () => {
  await app?.close()
  app = undefined
  upstream.reset()
})

describe('errors made by the BFF itself are {"detail"}', () => {
  it('a malformed percent-encoding in the path is a 400 {detail}, nothing forwarded', async () => {
    app = await buildTestApp(upstream.url)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await rawRequest(app, { path: '/api/v1/common/%c0%ae%zz/' })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Invalid path.' })
    expect(upstream.received).toHaveLength(0)
  })

  it('oversize request headers are a 431 {detail}, nothing forwarded', async () => {
    app = await buildTestApp(upstream.url)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const answer = await rawRequest(app, {
      path: '/api/v1/common/district/',
      headers: { 'x-padding': 'a'.repeat(20_000) },
    })
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Request headers too large.' })
    expect(upstream.received).toHaveLength(0)
  })

  it('a 5xx never carries the error message or a stack', async () => {
    app = await buildApp(testConfig(upstream.url), { logger: false })
    app.get('/bff/boom', async () => {
      throw new Error('secret internals at /srv/app.js:12')
    })
    await app.ready()
    const answer = await request(app.server).get('/bff/boom')
    expect(answer.status).toBe(500)
    expect(answer.body).toEqual({ detail: 'Something went wrong.' })
  })
})

describe('security headers', () => {
  it('every answer carries the CSP, nosniff and Referrer-Policy; no HSTS over http', async () => {
    app = await buildTestApp(upstream.url)
    const answer = await request(app.server).get('/healthz')
    expect(answer.headers['content-security-policy']).toBe(SITE_CSP)
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['referrer-policy']).toBe(SITE_REFERRER_POLICY)
    expect(answer.headers['strict-transport-security']).toBeUndefined()
    expect(answer.headers['x-powered-by']).toBeUndefined()
  })

  it('with an https PUBLIC_URL, Strict-Transport-Security is sent', async () => {
    app = await buildTestApp(upstream.url, { PUBLIC_URL: 'https://jagir.example.com' })
    const answer = await request(app.server).get('/healthz')
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
