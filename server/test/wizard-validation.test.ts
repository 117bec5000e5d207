import { RICH_TEXT_MAX_DEPTH } from '@jagir/shared/sanitize/limits'
import { sanitizeRichText } from '@jagir/shared/sanitize/rich-text'
import { DESCRIPTION_MAX } from '@jagir/shared/schemas/job-basic-info'
import {
  brokenCaseArb,
  deepCaseArb,
  randomCaseArb,
  validCaseArb,
} from '@jagir/shared/testing/wizard-write-cases'
import { buildBasicInfoPayload } from '@jagir/shared/testing/factories'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { playProvider, signIn } from './helpers/session-cookies.js'

/**
 * Other spellings of a wizard path (issue 20, finding 4): a letter percent-encoded, a slash
 * encoded, a `;` parameter, an empty segment, or letters in another case. Dot segments and `#`
 * are not here: the injected requests' URL parsing would resolve them before the BFF saw them
 * (security-paths.test.ts sends those on a raw socket).
 */
const pathVariantArb = fc
  .oneof(
    fc.record({ kind: fc.constant('encoded' as const), at: fc.nat(), upper: fc.boolean() }),
    fc.record({ kind: fc.constant('slash' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('param' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('empty' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('case' as const), at: fc.nat() }),
  )
  .map((variant) => ({ ...variant, spell: (path: string) => spellPath(path, variant) }))

/** `path` (always `/api/v1/job/...`) spelled as `variant` says, after the `/api/v1/` prefix. */
function spellPath(path: string, variant: { kind: string; at: number; upper?: boolean }): string {
  const head = '/api/v1/'
  const tail = path.slice(head.length)
  const letters = [...tail.matchAll(/[a-z]/gi)].map((m) => m.index)
  const slashes = [...tail.matchAll(/\//g)].map((m) => m.index)
  const pick = (list: number[]) => list[variant.at % list.length]!
  const at = (i: number, replace: string, skip = 1) =>
    tail.slice(0, i) + replace + tail.slice(i + skip)
  switch (variant.kind) {
    case 'encoded': {
      const i = pick(letters)
      const hex = tail.charCodeAt(i).toString(16)
      return head + at(i, `%${variant.upper ? hex.toUpperCase() : hex}`)
    }
    case 'slash':
      return head + at(pick(slashes), '%2F')
    case 'param':
      return head + at(pick(slashes), ';x/')
    case 'empty':
      return head + at(pick(slashes), '//')
    default: {
      const i = pick(letters)
      return head + at(i, tail[i]!.toUpperCase())
    }
  }
}

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

async function send(method: string, url: string, body: string | undefined, locale?: 'en' | 'ne') {
  return app.inject({
    method: method as 'POST' | 'PUT',
    url,
    headers: {
      'x-csrf': '1',
      'content-type': 'application/json',
      cookie: `jagir_session=${session}${locale ? `; locale=${locale}` : ''}`,
    },
    ...(body === undefined ? {} : { payload: body }),
  })
}

const validBasicInfo = buildBasicInfoPayload({
  description: '<p onmouseover="steal()">Dal bhat <a href="jagir.com.np">site</a></p>',
})

describe('the job wizard writes are validated at the BFF', () => {
  it('an invalid step 1 is answered 400 with field errors in the upstream shape, nothing forwarded', async () => {
    const answer = await send(
      'POST',
      '/api/v1/job/basic-info-new/',
      JSON.stringify({
        ...validBasicInfo,
        title: '',
        tags: Array.from({ length: 11 }, (_, i) => i),
      }),
      'en',
    )
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({
      title: ['Job title field is required'],
      tags: ['Tags field must be less than or equal 10'],
    })
    expect(upstream.received).toHaveLength(0)
  })

  it('a Nepali page is answered in Nepali: the field names as its form says them, numbers in Devanagari digits', async () => {
    const answer = await send(
      'POST',
      '/api/v1/job/basic-info-new/',
      JSON.stringify({
        ...validBasicInfo,
        title: '',
        tags: Array.from({ length: 11 }, (_, i) => i),
      }),
      'ne',
    )
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({
      title: ['पदको नाम आवश्यक छ'],
      tags: ['ट्यागहरू १०भन्दा बढी हुनु हुँदैन'],
    })
    const notJson = await send('PUT', '/api/v1/job/cook-1/job-specification-new/', '{', 'ne')
    expect(notJson.json()).toEqual({ non_field_errors: ['पठाइएको डाटा पढ्न सकिएन।'] })
    const notAnObject = await send('POST', '/api/v1/job/basic-info-new/', '[1]', 'ne')
    expect(notAnObject.statusCode).toBe(400)
    expect(notAnObject.json()).toEqual({
      non_field_errors: ['अमान्य डाटा: फिल्डहरूसहितको एउटा वस्तु चाहिन्छ।'],
    })
    // English still says the product's own words.
    const english = await send(
      'POST',
      '/api/v1/job/basic-info-new/',
      JSON.stringify({ ...validBasicInfo, title: '' }),
      'en',
    )
    expect(english.json()).toEqual({ title: ['Job title field is required'] })
    expect(upstream.received).toHaveLength(0)
  })

  it('rich text is sanitized before it is forwarded; the rest arrives as sent', async () => {
    const answer = await send('POST', '/api/v1/job/basic-info-new/', JSON.stringify(validBasicInfo))
    expect(answer.statusCode).toBe(200)
    expect(upstream.received).toHaveLength(1)
    expect(JSON.parse(upstream.received[0]!.body)).toEqual({
      ...validBasicInfo,
      description: '<p>Dal bhat <a href="http://jagir.com.np">site</a></p>',
    })
  })

  it('a body that is not JSON is refused with 400, never a 500, nothing forwarded', async () => {
    const answer = await send(
      'PUT',
      '/api/v1/job/cook-1/job-specification-new/',
      '{"skills": [1,',
      'en',
    )
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

  it('property: 10,000 generated wizard writes, deeply nested descriptions and other spellings of their paths among them: no 5xx; invalid ones 400 and never forwarded; valid ones forwarded unchanged but for sanitizing', async () => {
    const caseArb = fc.oneof(
      validCaseArb.map((c) => ({ type: 'valid' as const, body: c.payload as unknown, ...c })),
      brokenCaseArb.map((c) => ({ type: 'broken' as const, body: c.payload as unknown, ...c })),
      randomCaseArb.map((c) => ({ type: 'random' as const, ...c })),
      deepCaseArb.map((c) => ({ type: 'deep' as const, body: c.payload as unknown, ...c })),
    )
    // Most writes go to the path as the wizard spells it; the rest to another spelling of it.
    const sampleArb = fc
      .tuple(
        caseArb,
        fc.oneof(
          { arbitrary: fc.constant(null), weight: 3 },
          { arbitrary: pathVariantArb, weight: 1 },
        ),
      )
      .map(([sample, variant]) => ({ ...sample, variant }))
    await fc.assert(
      fc.asyncProperty(sampleArb, async (sample) => {
        upstream.received.length = 0
        const raw = JSON.stringify(sample.body)
        if (sample.variant !== null && sample.variant.kind !== 'case') {
          // Encoded letters or slashes, `;`, `//`: never validated against a guess, never sent.
          const answer = await send(sample.method, sample.variant.spell(sample.path), raw)
          expect(answer.statusCode).toBe(400)
          expect(answer.json()).toEqual({ detail: 'Invalid path.' })
          expect(upstream.received).toHaveLength(0)
          return
        }
        // Another case of the same path is checked exactly as the wizard's own spelling.
        const path = sample.variant === null ? sample.path : sample.variant.spell(sample.path)
        const answer = await send(sample.method, path, raw)
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
          if (/basic-info-new\/$/i.test(path)) {
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
