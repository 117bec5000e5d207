import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  CODE_CHECKS_PER_HOUR,
  CODES_PER_HOUR,
  FORMS_PER_HOUR,
  SEATS_PER_TRAINING_PER_DAY,
} from '../src/lib/anonymous-writes.js'
import { buildTestApp } from './helpers/build.js'
import { useApiAndProvider, type Recorded } from './helpers/fake-upstream.js'
import { useRedisServer } from './helpers/redis-server-hooks.js'

// Issue 26, findings 5 and 7: the writes anyone may make without an account are limited per
// client address in the BFF, before anything reaches the provider. The provider here is a
// recording fake that takes every write, so only the BFF's limit can refuse.

const fakes = useApiAndProvider()
const redis = useRedisServer()

const CONTACT = {
  full_name: 'Gita Rai',
  email: 'gita@example.com',
  subject: 'Hi',
  message: 'Hello',
}
const HOUR_S = 60 * 60

/** The provider takes every anonymous write. */
function playApi() {
  for (const path of [
    '/api/v1/contact/',
    '/api/v1/insta-hire/',
    '/api/v1/covid-19/survey/',
    '/api/v1/auth/signup/send-otp/',
    '/api/v1/auth/password-reset/send-otp/',
  ]) {
    fakes.api.on('POST', path, { status: 201, body: { detail: 'Received.' } })
  }
  for (const path of [
    '/api/v1/auth/signup/verify-otp/',
    '/api/v1/auth/password-reset/verify-otp/',
  ]) {
    fakes.api.on('POST', path, { status: 400, body: { otp: ['Wrong code.'] } })
  }
  // An enrolment with a name takes a seat; without one it is refused (and takes none).
  for (const slug of ['accounting-with-tally', 'react-for-beginners']) {
    fakes.api.on('POST', `/api/v1/training/${slug}/enroll/`, (req: Recorded) =>
      (JSON.parse(req.body) as { full_name?: string }).full_name
        ? { status: 201, body: { detail: 'Received.' } }
        : { status: 400, body: { full_name: ['This field may not be blank.'] } },
    )
  }
}

async function build(env: Record<string, string> = {}): Promise<FastifyInstance> {
  playApi()
  return fakes.track(await buildTestApp(fakes.api.url, env))
}

/** An anonymous POST as the browser sends it, from `ip` when given (TRUST_PROXY set). */
function post(app: FastifyInstance, path: string, body: object, ip?: string, locale?: 'en' | 'ne') {
  const req = request(app.server).post(path).set('x-csrf', '1')
  if (ip) req.set('x-forwarded-for', ip)
  if (locale) req.set('cookie', `locale=${locale}`)
  return req.send(body)
}

const reached = (path: string) =>
  fakes.api.received.filter((r) => r.method === 'POST' && r.url === path).length

/** A Nepali mobile number of its own for each i. */
const mobile = (i: number) => `98410${String(10_000 + i).padStart(5, '0')}`

async function statuses(count: number, send: (i: number) => Promise<request.Response>) {
  const seen: number[] = []
  for (let i = 0; i < count; i++) seen.push((await send(i)).status)
  return seen
}

describe('the public forms: 20 an hour per client address', () => {
  it('the 21st contact message gets 429 in the request’s language with Retry-After; another address still sends', async () => {
    const app = await build({ TRUST_PROXY: 'true' })
    const sent = await statuses(FORMS_PER_HOUR, () =>
      post(app, '/api/v1/contact/', CONTACT, '203.0.113.9'),
    )
    expect(sent).toEqual(Array(20).fill(201))

    const nepali = await post(app, '/api/v1/contact/', CONTACT, '203.0.113.9')
    expect(nepali.status).toBe(429)
    expect(nepali.body.detail).toMatch(
      /^यो नेटवर्कबाट धेरै फारम पठाइए। [१-९][०-९]* मिनेटपछि फेरि प्रयास गर्नुहोस्।$/,
    )
    const wait = Number(nepali.headers['retry-after'])
    expect(wait).toBeGreaterThan(HOUR_S - 60)
    expect(wait).toBeLessThanOrEqual(HOUR_S)

    const english = await post(app, '/api/v1/contact/', CONTACT, '203.0.113.9', 'en')
    expect(english.status).toBe(429)
    expect(english.body.detail).toMatch(
      /^Too many forms were sent from this network\. Try again in \d+ minutes?\.$/,
    )
    expect(Number(english.headers['retry-after'])).toBeGreaterThan(0)
    expect(reached('/api/v1/contact/')).toBe(20)

    // Another client address behind the same proxy has its own budget.
    expect((await post(app, '/api/v1/contact/', CONTACT, '198.51.100.4')).status).toBe(201)
    expect(reached('/api/v1/contact/')).toBe(21)
  })

  it('the forms share one budget: after 20 contact messages the survey and insta-hire wait too', async () => {
    const app = await build()
    await statuses(FORMS_PER_HOUR, () => post(app, '/api/v1/contact/', CONTACT))
    expect((await post(app, '/api/v1/covid-19/survey/', { answers: [] })).status).toBe(429)
    expect((await post(app, '/api/v1/insta-hire/', {})).status).toBe(429)
    expect(reached('/api/v1/covid-19/survey/') + reached('/api/v1/insta-hire/')).toBe(0)
  })

  it('no spelling of the path escapes it: without the slash, in capitals, with a query', async () => {
    const app = await build()
    const spellings = [
      '/api/v1/contact/',
      '/api/v1/contact',
      '/api/v1/CONTACT/',
      '/api/v1/Contact',
      '/api/v1/contact/?x=1',
    ]
    const sent = await statuses(FORMS_PER_HOUR + spellings.length, (i) =>
      post(app, spellings[i % spellings.length]!, CONTACT),
    )
    expect(sent.filter((status) => status === 429)).toHaveLength(spellings.length)
    // Encoded letters never reach the provider at all.
    expect((await post(app, '/api/v1/%63ontact/', CONTACT)).status).toBe(400)
    expect(fakes.api.received).toHaveLength(FORMS_PER_HOUR)
  })

  it('reads and the writes it does not list are not counted', async () => {
    const app = await build()
    fakes.api.on('GET', '/api/v1/covid-19/survey/', { body: { questions: [] } })
    fakes.api.on('POST', '/api/v1/job/cook-1/like/', { status: 201, body: {} })
    for (let i = 0; i < 30; i++) {
      await request(app.server).get('/api/v1/covid-19/survey/').expect(200)
      expect((await post(app, '/api/v1/job/cook-1/like/', {})).status).toBe(201)
    }
    await statuses(FORMS_PER_HOUR, () => post(app, '/api/v1/contact/', CONTACT))
    expect((await post(app, '/api/v1/contact/', CONTACT)).status).toBe(429)
  })

  it('ANONYMOUS_WRITE_LIMIT_FACTOR multiplies the budget', async () => {
    const app = await build({ ANONYMOUS_WRITE_LIMIT_FACTOR: '2' })
    const sent = await statuses(2 * FORMS_PER_HOUR + 1, () =>
      post(app, '/api/v1/contact/', CONTACT),
    )
    expect(sent.slice(0, 40)).toEqual(Array(40).fill(201))
    expect(sent[40]).toBe(429)
  })
})

describe('one-time codes: 10 an hour per client address (SMS pumping)', () => {
  it('codes for 20 different numbers from one address: 10 are sent, then 429, sign-up and reset together', async () => {
    const app = await build()
    const sent = await statuses(20, (i) =>
      post(app, i % 2 ? '/api/v1/auth/password-reset/send-otp/' : '/api/v1/auth/signup/send-otp/', {
        phone_number: mobile(i),
        role: 'jobseeker',
      }),
    )
    expect(sent.slice(0, CODES_PER_HOUR)).toEqual(Array(10).fill(201))
    expect(sent.slice(CODES_PER_HOUR)).toEqual(Array(10).fill(429))
    expect(
      reached('/api/v1/auth/signup/send-otp/') + reached('/api/v1/auth/password-reset/send-otp/'),
    ).toBe(CODES_PER_HOUR)

    const english = await post(
      app,
      '/api/v1/auth/signup/send-otp/',
      { phone_number: mobile(99) },
      undefined,
      'en',
    )
    expect(english.body.detail).toMatch(
      /^Too many codes were asked for from this network\. Try again in \d+ minutes?\.$/,
    )
    expect(Number(english.headers['retry-after'])).toBeGreaterThan(HOUR_S - 60)
    const nepali = await post(app, '/api/v1/auth/signup/send-otp', { phone_number: mobile(98) })
    expect(nepali.body.detail).toMatch(/^यो नेटवर्कबाट धेरै पटक कोड मागियो। [०-९]+ मिनेटपछि/)
  })

  it('code checks: 30 an hour per address, a budget of their own', async () => {
    const app = await build()
    const checked = await statuses(CODE_CHECKS_PER_HOUR + 1, (i) =>
      post(app, '/api/v1/auth/signup/verify-otp/', { phone_number: mobile(i), otp: '000000' }),
    )
    expect(checked.slice(0, 30)).toEqual(Array(30).fill(400))
    expect(checked[30]).toBe(429)
    const refused = await post(
      app,
      '/api/v1/auth/password-reset/verify-otp/',
      { phone_number: mobile(1), otp: '000000' },
      undefined,
      'en',
    )
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toMatch(/^Too many codes were tried from this network\./)
    // Asking for a code is another budget.
    expect(
      (await post(app, '/api/v1/auth/signup/send-otp/', { phone_number: mobile(1) })).status,
    ).toBe(201)
  })
})

describe('training seats: 2 enrolments a day per address and training', () => {
  const enrol = (app: FastifyInstance, slug: string, i: number, ip?: string) =>
    post(
      app,
      `/api/v1/training/${slug}/enroll/`,
      { full_name: 'Made Up', phone_number: mobile(i) },
      ip,
    )

  it('made-up numbers from one address take two seats, then 429; other trainings and addresses go on', async () => {
    const app = await build({ TRUST_PROXY: 'true' })
    const ip = '203.0.113.20'
    const taken = await statuses(SEATS_PER_TRAINING_PER_DAY, (i) =>
      enrol(app, 'accounting-with-tally', i, ip),
    )
    expect(taken).toEqual([201, 201])
    const third = await enrol(app, 'accounting-with-tally', 20, ip)
    expect(third.status).toBe(429)
    expect(third.body.detail).toMatch(/^यो नेटवर्कबाट यस तालिममा धेरै भर्ना भए। [०-९]+ घण्टापछि/)
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(23 * HOUR_S)
    // Any spelling of the same training is the same training.
    expect((await enrol(app, 'Accounting-With-Tally', 21, ip)).status).toBe(429)
    expect(reached('/api/v1/training/accounting-with-tally/enroll/')).toBe(2)

    // Another training from that address, and the same training from another address: allowed.
    expect((await enrol(app, 'react-for-beginners', 30, ip)).status).toBe(201)
    expect((await enrol(app, 'accounting-with-tally', 31, '198.51.100.7')).status).toBe(201)
  })

  it('a burst of ten parallel enrolments from one address: two reach the provider', async () => {
    const app = await build()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => enrol(app, 'react-for-beginners', i)),
    )
    const seen = answers.map((answer) => answer.status).sort()
    expect(seen).toEqual([...Array(2).fill(201), ...Array(8).fill(429)])
    expect(reached('/api/v1/training/react-for-beginners/enroll/')).toBe(2)
  })
})

describe('shared by replicas (REDIS_URL)', () => {
  async function twoReplicas(env: Record<string, string> = { REDIS_URL: redis.server.url }) {
    playApi()
    const logs: string[] = []
    const build = () =>
      buildTestApp(fakes.api.url, env, {
        logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
      }).then((app) => fakes.track(app))
    const [a, b] = await Promise.all([build(), build()])
    return { a, b, logs }
  }

  it('codes and forms from one address, taking turns between two replicas: one budget', async () => {
    const { a, b } = await twoReplicas()
    const codes = await statuses(CODES_PER_HOUR + 2, (i) =>
      post(i % 2 ? b : a, '/api/v1/auth/signup/send-otp/', { phone_number: mobile(i) }),
    )
    expect(codes).toEqual([...Array(10).fill(201), 429, 429])
    const forms = await statuses(FORMS_PER_HOUR + 2, (i) =>
      post(i % 2 ? b : a, '/api/v1/contact/', CONTACT),
    )
    expect(forms).toEqual([...Array(20).fill(201), 429, 429])
    const seats = await statuses(3, (i) =>
      post(i % 2 ? b : a, '/api/v1/training/react-for-beginners/enroll/', {
        full_name: 'Made Up',
        phone_number: mobile(i),
      }),
    )
    // The forms' budget is spent already: the enrolments wait for it.
    expect(seats).toEqual([429, 429, 429])
    expect(reached('/api/v1/auth/signup/send-otp/')).toBe(10)
    expect(reached('/api/v1/contact/')).toBe(20)
  })

  it('seats taken on one replica count on the other', async () => {
    const { a, b } = await twoReplicas()
    const enrol = (app: FastifyInstance, i: number) =>
      post(app, '/api/v1/training/react-for-beginners/enroll/', {
        full_name: 'Made Up',
        phone_number: mobile(i),
      })
    expect((await enrol(a, 1)).status).toBe(201)
    expect((await enrol(b, 2)).status).toBe(201)
    expect((await enrol(a, 3)).status).toBe(429)
    expect((await enrol(b, 4)).status).toBe(429)
  })

  it('Redis stopped: the writes go through (fail open), logged; without REDIS_URL each replica counts alone', async () => {
    const { a, logs } = await twoReplicas()
    await redis.server.stop()
    try {
      const sent = await statuses(CODES_PER_HOUR + 2, (i) =>
        post(a, '/api/v1/auth/signup/send-otp/', { phone_number: mobile(i) }),
      )
      expect(sent).toEqual(Array(12).fill(201))
      expect(logs.join('')).toContain('anonymous-write limit not enforced (fail open)')
    } finally {
      await redis.server.start()
    }

    const alone = await twoReplicas({})
    const codes = await statuses(2 * CODES_PER_HOUR, (i) =>
      post(i % 2 ? alone.b : alone.a, '/api/v1/auth/signup/send-otp/', {
        phone_number: mobile(i),
      }),
    )
    expect(codes).toEqual(Array(20).fill(201))
  }, 30_000)
})
