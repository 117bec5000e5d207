import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { useWebRoot } from './helpers/web-root.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'

const INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8"><title>जागिर</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>'

const webRoot = useWebRoot({ 'index.html': INDEX })
let upstream: FakeUpstream
let app: FastifyInstance

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(async () => {
  await upstream.close()
})
beforeEach(async () => {
  upstream.reset()
  app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
})
afterEach(async () => {
  await app.close()
})

/** The provider's reads of item pages, as the BFF made them. */
const reads = () =>
  upstream.received
    .filter((r) => /^\/api\/v1\/((jobseeker|referrer)\/profile|organizations)\//.test(r.url))
    .map((r) => [r.url, r.headers['accept-language'], r.headers.authorization])

describe("a job seeker's and a referrer's public page (issue 15)", () => {
  it('answers 404 for an unknown or hidden profile, asked as a visitor in the page language', async () => {
    upstream.on('GET', '/api/v1/jobseeker/profile/nobody/', {
      status: 404,
      body: { detail: 'Not found.' },
    })
    const res = await app.inject({ method: 'GET', url: '/en/jobseeker/profile/nobody' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('<html lang="en"')
    expect(reads()).toEqual([['/api/v1/jobseeker/profile/nobody/', 'en', undefined]])
  })

  it('answers 200 for a known profile, and 404 for an unknown referrer', async () => {
    upstream.on('GET', '/api/v1/jobseeker/profile/sita-sharma/', {
      body: { username: 'sita-sharma' },
    })
    expect(
      (await app.inject({ method: 'GET', url: '/jobseeker/profile/sita-sharma' })).statusCode,
    ).toBe(200)
    const referrer = await app.inject({ method: 'GET', url: '/referrer/profile/99' })
    expect(referrer.statusCode).toBe(404)
    expect(reads().map(([url, lang]) => [url, lang])).toEqual([
      ['/api/v1/jobseeker/profile/sita-sharma/', 'ne'],
      ['/api/v1/referrer/profile/99/', 'ne'],
    ])
  })

  it('answers 502 when the provider cannot be reached, and never asks for an over-long id', async () => {
    await upstream.close()
    const res = await app.inject({ method: 'GET', url: '/en/referrer/profile/1' })
    expect(res.statusCode).toBe(502)
    upstream = await startFakeUpstream()
    const long = await app.inject({
      method: 'GET',
      url: `/en/jobseeker/profile/${'a'.repeat(201)}`,
    })
    expect(long.statusCode).toBe(404)
  })

  it("answers an employer's page 404 for an unknown organisation, 200 for a known one", async () => {
    upstream.on('GET', '/api/v1/organizations/99999/', {
      status: 404,
      body: { detail: 'Not found.' },
    })
    upstream.on('GET', '/api/v1/organizations/3/', { body: { id: 3, name: 'Himal Tech' } })
    const unknown = await app.inject({ method: 'GET', url: '/en/employer/profile/99999' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['cache-control']).toBe('no-store')
    expect((await app.inject({ method: 'GET', url: '/employer/detail/99999' })).statusCode).toBe(
      404,
    )
    expect((await app.inject({ method: 'GET', url: '/employer/profile/3' })).statusCode).toBe(200)
    expect(reads().map(([url, lang]) => [url, lang])).toEqual([
      ['/api/v1/organizations/99999/', 'en'],
      ['/api/v1/organizations/99999/', 'ne'],
      ['/api/v1/organizations/3/', 'ne'],
    ])
  })

  it('leaves the own profile (me) to its guard', async () => {
    const res = await app.inject({ method: 'GET', url: '/en/jobseeker/profile/me' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/en/sign-in?next=%2Fen%2Fjobseeker%2Fprofile%2Fme')
    expect(reads()).toEqual([])
  })
})
