import { RICH_TEXT_MAX_DEPTH } from '@jagir/shared/sanitize/limits'
import { sanitizeRichText } from '@jagir/shared/sanitize/rich-text'
import { DESCRIPTION_MAX } from '@jagir/shared/schemas/job-basic-info'
import {
  brokenCaseArb,
  deepCaseArb,
  randomCaseArb,
  validCaseArb,
} from '@jagir/shared/testing/wizard-write-cases'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { playProvider, signIn } from './helpers/session-cookies.js'

let upstream: FakeUpstream
let app: FastifyInstance
/** The wizard's writes are an employer's: they come with a session. */
let session: string

beforeAll(async () => {
  upstream = await startFakeUpstream()
  app = await buildTestApp(upstream.url)
  playProvider(upstream)
  session = await signIn(app)
})
afterAll(async () => {
  await app.close()
  await upstream.close()
})
beforeEach(() => {
  upstream.reset()
  upstream.fallback({ status: 200, body: { slug: 'cook-1' } })
})

async function send(method: string, url: string, body: string | undefined) {
  return app.inject({
    method: method as 'POST' | 'PUT',
    url,
    headers: {
      'x-csrf': '1',
      'content-type': 'application/json',
      cookie: `jagir_session=${session}`,
    },
    ...(body === undefined ? {} : { payload: body }),
  })
}

const validBasicInfo = {
  organization: 7,
  title: 'Cook',
  job_locations: [{ address: 5 }],
  vacancies: 1,
  description: '<p onmouseover="steal()">Dal bhat <a href="jagir.com.np">site</a></p>',
  offered_salary: {
    currency: 'NRs',
    operator: 'Equals',
    minimum: 15000,
    maximum: null,
    unit: 'Monthly',
  },
  preferred_shift: 'Regular',
  job_level: 'entry_level',
  available_for: ['full_time'],
  tags: [],
}

describe('DESIGN.md "Proxy": the job wizard writes are validated at the BFF', () => {
  it('§5 an invalid step 1 is answered 400 with field errors in the upstream shape, nothing forwarded', async () => {
    const answer = await send(
      'POST',
      '/api/v1/job/basic-info-new/',
      JSON.stringify({
        ...validBasicInfo,
        title: '',
        tags: Array.from({ length: 11 }, (_, i) => i),
      }),
    )
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({
      title: ['Job title field is required'],
      tags: ['Tags field must be less than or equal 10'],
    })
    expect(upstream.received).toHaveLength(0)
  })

  it('§5 rich text is sanitized before it is forwarded; the rest arrives as sent', async () => {
    const answer = await send('POST', '/api/v1/job/basic-info-new/', JSON.stringify(validBasicInfo))
    expect(answer.statusCode).toBe(200)
    expect(upstream.received).toHaveLength(1)
    expect(JSON.parse(upstream.received[0]!.body)).toEqual({
      ...validBasicInfo,
      description: '<p>Dal bhat <a href="http://jagir.com.np">site</a></p>',
    })
  })

  it('§5 a body that is not JSON is refused with 400, never a 500, nothing forwarded', async () => {
    const answer = await send('PUT', '/api/v1/job/cook-1/job-specification-new/', '{"skills": [1,')
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ non_field_errors: ['JSON parse error.'] })
    expect(upstream.received).toHaveLength(0)
  })

  it('other writes are forwarded untouched, byte for byte', async () => {
    const raw = '{ "name":  "Kathmandu Kitchen" }'
    const answer = await send('POST', '/api/v1/common/job-benefit/', raw)
    expect(answer.statusCode).toBe(200)
    expect(upstream.received[0]!.body).toBe(raw)
  })

  it('§3/§5 property: 10,000 generated wizard writes, deeply nested descriptions among them: no 5xx; invalid ones 400 and never forwarded; valid ones forwarded unchanged but for sanitizing', async () => {
    const sampleArb = fc.oneof(
      validCaseArb.map((c) => ({ type: 'valid' as const, body: c.payload as unknown, ...c })),
      brokenCaseArb.map((c) => ({ type: 'broken' as const, body: c.payload as unknown, ...c })),
      randomCaseArb.map((c) => ({ type: 'random' as const, ...c })),
      deepCaseArb.map((c) => ({ type: 'deep' as const, body: c.payload as unknown, ...c })),
    )
    await fc.assert(
      fc.asyncProperty(sampleArb, async (sample) => {
        upstream.received.length = 0
        const raw = JSON.stringify(sample.body)
        const answer = await send(sample.method, sample.path, raw)
        expect(answer.statusCode).toBeLessThan(500)
        if (answer.statusCode === 400) {
          expect(upstream.received).toHaveLength(0)
        } else {
          expect(answer.statusCode).toBe(200)
          expect(upstream.received).toHaveLength(1)
        }
        if (sample.type === 'broken') {
          expect(answer.statusCode).toBe(400)
          expect(Object.keys(answer.json())).toContain(sample.field)
        }
        if (sample.type === 'deep') {
          const description = (sample.body as { description: string }).description
          if (description.length > DESCRIPTION_MAX || sample.depth > RICH_TEXT_MAX_DEPTH) {
            expect(answer.statusCode).toBe(400)
            expect(Object.keys(answer.json())).toEqual(['description'])
          } else {
            expect(answer.statusCode).toBe(200)
          }
        }
        if (sample.type === 'valid') {
          expect(answer.statusCode).toBe(200)
          const expected = { ...(sample.body as Record<string, unknown>) }
          if (sample.path.endsWith('basic-info-new/')) {
            expected.description = sanitizeRichText(expected.description)
          }
          expect(JSON.parse(upstream.received[0]!.body)).toEqual(expected)
          if (JSON.stringify(expected) === raw) expect(upstream.received[0]!.body).toBe(raw)
        }
      }),
      { numRuns: 10_000 },
    )
  }, 600_000)
})
