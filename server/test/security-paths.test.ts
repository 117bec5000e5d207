import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { sendRaw } from './helpers/raw-socket.js'
import { playProvider, setCookies, signIn } from './helpers/session-cookies.js'

// Issue 20, findings 1 (the session before any body work), 3 (CSRF bypass by percent-encoding)
// and 4 (wizard validation skipped by other spellings of its paths, and PATCH): one notion of
// the path, the decoded and normalised one, read by CSRF, the proxy and the router alike.

let fake: FakeUpstream
let app: FastifyInstance
let session: string

beforeEach(async () => {
  fake = await startFakeUpstream()
  playProvider(fake)
  app = await buildTestApp(fake.url)
  await app.listen({ port: 0, host: '127.0.0.1' })
  session = await signIn(app)
  fake.received.length = 0
  fake.fallback({ status: 201, body: { slug: 'cook-1' } })
})

afterEach(async () => {
  await app.close()
  await fake.close()
})

const HOSTILE =
  '<p>Cook</p><script>steal()</script><img src=x onerror="steal()"><a href="javascript:steal()">x</a>'
const BASIC_INFO = JSON.stringify({ title: 'Cook', description: HOSTILE })

/** A request line, headers and body, written on the socket as they are. */
function raw(method: string, target: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries({ host: 'localhost:3000', ...headers }).map(([k, v]) => `${k}: ${v}`)
  if (body !== '') lines.push(`content-length: ${Buffer.byteLength(body)}`)
  return `${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\nconnection: close\r\n\r\n${body}`
}

describe('finding 3: a cross-site form cannot reach /bff or the API by encoding the path', () => {
  // What a plain cross-site <form enctype="text/plain"> sends: an evil Origin, no X-CSRF.
  const crossSite = { origin: 'https://evil.example', 'content-type': 'text/plain' }
  const credentials = '{"username":"attacker@evil.example","password":"x","pad":"="}'

  it.each([
    '/%62ff/login',
    '/b%66f/login',
    '/%61pi/v1/auth/get-token/',
    '/api/v1/auth/get-t%6Fken/',
  ])('POST %s signs nobody in: 400, no session, nothing sent upstream', async (target) => {
    const answer = await sendRaw(app, raw('POST', target, crossSite, credentials))
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('"detail":"Invalid path."')
    expect(answer.text.toLowerCase()).not.toContain('set-cookie')
    expect(fake.received).toHaveLength(0)
  })

  it('POST /b%66f/logout does not log the victim out', async () => {
    const answer = await sendRaw(
      app,
      raw('POST', '/b%66f/logout', { ...crossSite, cookie: `jagir_session=${session}` }),
    )
    expect(answer.status).toBe(400)
    expect(answer.text.toLowerCase()).not.toContain('set-cookie')
    const user = await request(app.server)
      .get('/bff/user')
      .set('cookie', `jagir_session=${session}`)
    expect(user.body.user).not.toBeNull()
  })

  it('the plain spelling is refused by CSRF as before (403)', async () => {
    const answer = await sendRaw(app, raw('POST', '/bff/login', crossSite, credentials))
    expect(answer.status).toBe(403)
    expect(fake.received).toHaveLength(0)
  })
})

describe('finding 4: every spelling of a wizard write is validated and sanitized', () => {
  const write = (method: string, target: string, body = BASIC_INFO) =>
    sendRaw(
      app,
      raw(
        method,
        target,
        { 'x-csrf': '1', 'content-type': 'application/json', cookie: `jagir_session=${session}` },
        body,
      ),
    )

  it.each([
    ['POST', '/api/v1/job/%62asic-info-new/'],
    ['POST', '/api/v1/job/basic-info-new/#x'],
    ['POST', '/api/v1/job/./basic-info-new/'],
    ['POST', '/api/v1/job//basic-info-new/'],
    ['POST', '/api/v1/job/basic-info-new;x/'],
    ['PUT', '/api/v1/job/cook-1/%62asic-info-new/'],
    ['PUT', '/api/v1/job/cook-1/basic-info-new%2F'],
  ])('%s %s is refused with 400, nothing stored upstream', async (method, target) => {
    const answer = await write(method, target)
    expect(answer.status).toBe(400)
    expect(fake.received).toHaveLength(0)
  })

  it('another case of the path is still checked (400 with field errors, nothing forwarded)', async () => {
    const answer = await write('POST', '/api/v1/JOB/Basic-Info-New/')
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('"job_locations"')
    expect(fake.received).toHaveLength(0)
  })

  it.each([
    '/api/v1/job/cook-1/basic-info-new/',
    '/api/v1/job/cook-1/job-specification-new/',
    '/api/v1/job/cook-1/additional-info-new/',
    '/api/v1/job/cook-1/questions/4/',
  ])('PATCH %s is refused with 405, nothing forwarded', async (target) => {
    const answer = await write('PATCH', target)
    expect(answer.status).toBe(405)
    expect(answer.text).toContain('Method \\"PATCH\\" not allowed.')
    expect(fake.received).toHaveLength(0)
  })

  it('DELETE of a question (no body) still reaches the provider', async () => {
    const res = await request(app.server)
      .delete('/api/v1/job/cook-1/questions/4/')
      .set('x-csrf', '1')
      .set('cookie', `jagir_session=${session}`)
    expect(res.status).toBe(201)
    expect(fake.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /api/v1/job/cook-1/questions/4/',
    ])
  })

  it('a Nepali slug (encoded UTF-8) is still a wizard write, checked and forwarded as sent', async () => {
    const res = await request(app.server)
      .put('/api/v1/job/%E0%A4%AD%E0%A4%BE%E0%A4%A8%E0%A5%87/questions/4/')
      .set('x-csrf', '1')
      .set('cookie', `jagir_session=${session}`)
      .send({ question: '' })
    expect(res.status).toBe(400)
    expect(fake.received).toHaveLength(0)
  })
})

describe('finding 1: a wizard write needs a session before its body is read', () => {
  it('without a session: 401 at once, though the declared body never comes', async () => {
    // 1 MiB declared, nothing sent: the answer must not wait for (or parse) the body.
    const head = raw('POST', '/api/v1/job/basic-info-new/', {
      'x-csrf': '1',
      'content-type': 'application/json',
      'content-length': String(1024 * 1024),
    })
    // A server that waited for the body would not answer before the request timeout (60 s).
    const answer = await sendRaw(app, head, 20_000)
    expect(answer.status).toBe(401)
    expect(answer.text).toContain('Authentication credentials were not provided.')
    expect(fake.received).toHaveLength(0)
  })

  it.each(['garbage', 'eyJhbGciOiJkaXIifQ..x.y.z'])(
    'an unreadable session cookie (%s) is no session: 401, cookie cleared',
    async (cookie) => {
      const res = await request(app.server)
        .post('/api/v1/job/basic-info-new/')
        .set('x-csrf', '1')
        .set('cookie', `jagir_session=${cookie}`)
        .send({ title: 'Cook' })
      expect(res.status).toBe(401)
      expect(setCookies(res).some((line) => line.startsWith('jagir_session=;'))).toBe(true)
      expect(fake.received).toHaveLength(0)
    },
  )

  it('other anonymous writes (a sign-up, a survey) are forwarded as before', async () => {
    const res = await request(app.server)
      .post('/api/v1/auth/signup/')
      .set('x-csrf', '1')
      .send({ phone_number: '9800000000' })
    expect(res.status).toBe(201)
    expect(fake.received).toHaveLength(1)
  })
})

describe('page navigations with empty segments go to the collapsed path', () => {
  it('/en//evil.example/x → 301 /en/evil.example/x (a path on this site)', async () => {
    const res = await request(app.server).get('/en//evil.example/x?a=1')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/en/evil.example/x?a=1')
  })

  it('a write or an API read with // is refused, never redirected', async () => {
    const read = await sendRaw(app, raw('GET', '/api/v1//job/', {}))
    expect(read.status).toBe(400)
    const post = await sendRaw(app, raw('POST', '//x', { 'x-csrf': '1' }, '{}'))
    expect(post.status).toBe(400)
  })
})
