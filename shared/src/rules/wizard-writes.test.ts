import fc from 'fast-check'
import { buildBasicInfoPayload } from '../testing/factories.js'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../sanitize/rich-text.js'
import {
  brokenCaseArb,
  deepCaseArb,
  randomCaseArb,
  validCaseArb,
} from '../testing/wizard-write-cases.js'
import { validateWizardWrite } from './wizard-writes.js'

const eleven = Array.from({ length: 11 }, (_, i) => i + 1)

/** DRF shape: every key a list of non-empty English messages. */
function expectDrfErrors(errors: Record<string, string[]>) {
  expect(Object.keys(errors).length).toBeGreaterThan(0)
  for (const messages of Object.values(errors)) {
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(message).toMatch(/\S/)
  }
}

describe('job wizard writes at the BFF', () => {
  it('only the wizard writes are checked; other requests are not wizard writes', async () => {
    expect(await validateWizardWrite('GET', '/api/v1/job/basic-info-new/', {})).toBeNull()
    expect(await validateWizardWrite('DELETE', '/api/v1/job/x/questions/3/', null)).toBeNull()
    expect(await validateWizardWrite('PUT', '/api/v1/job/x/', {})).toBeNull()
    expect(await validateWizardWrite('POST', '/api/v1/job/x/basic-info-new/', {})).toBeNull()
    expect(
      await validateWizardWrite('POST', '/api/v1/job/x/questions/get-preset-questions/', {}),
    ).toBeNull()
    expect(
      await validateWizardWrite('post', '/api/v1/job/basic-info-new?draft=1', {}),
    ).not.toBeNull()
  })
  it('an invalid write answers DRF-style English field errors, nested names dotted', async () => {
    const result = await validateWizardWrite('POST', '/api/v1/job/basic-info-new/', {
      organization: null,
      title: '',
      job_locations: [{ address: 5 }],
      vacancies: 0,
      offered_salary: {
        currency: 'NRs',
        operator: 'Equals',
        minimum: -5,
        maximum: null,
        unit: 'Monthly',
      },
      preferred_shift: 'Regular',
      job_level: 'entry_level',
      available_for: ['full_time'],
      tags: eleven,
    })
    expect(result).toEqual({
      ok: false,
      errors: {
        title: ['Job title field is required'],
        vacancies: ['Number of candidates field must be 1 or more'],
        'offered_salary.minimum': ['Offered salary minimum field must be 0 or more'],
        tags: ['Tags field must be less than or equal 10'],
      },
    })
  })
  it('a body that is not an object is refused as DRF does', async () => {
    expect(await validateWizardWrite('PUT', '/api/v1/job/x/additional-info-new/', [1])).toEqual({
      ok: false,
      errors: { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
    })
  })
  it('the description is sanitized and the rest passes through as sent', async () => {
    const body = buildBasicInfoPayload({
      description:
        '<p onclick="x()">Dal bhat<script>alert(1)</script> <a href="jagir.com.np">site</a></p>',
      extra_flag: true,
    })
    expect(await validateWizardWrite('PUT', '/api/v1/job/cook-1/basic-info-new/', body)).toEqual({
      ok: true,
      body: { ...body, description: '<p>Dal bhat <a href="http://jagir.com.np">site</a></p>' },
    })
  })
  it('a description too deep or too long is refused with its field error, never sanitized', async () => {
    const sanitized: string[] = []
    const spy = async (html: string) => {
      sanitized.push(html)
      return html
    }
    const descriptionErrors = async (description: string) => {
      const result = await validateWizardWrite(
        'POST',
        '/api/v1/job/basic-info-new/',
        { title: '', description },
        spy,
      )
      return result?.ok === false && 'errors' in result ? result.errors.description : 'accepted'
    }
    expect(await descriptionErrors('<div>'.repeat(10_000))).toEqual([
      'Description field has too much nested formatting',
    ])
    expect(await descriptionErrors('x'.repeat(50_001))).toEqual([
      'Description field may not be greater than 50000 characters',
    ])
    expect(sanitized).toEqual([])
  })
  it('issue 34: a valid description the sanitizer cannot do now is busy, never a field error', async () => {
    const busy = async () => {
      throw new Error('out of time')
    }
    const result = await validateWizardWrite(
      'PUT',
      '/api/v1/job/cook-1/basic-info-new/',
      buildBasicInfoPayload({ description: '<p>fine</p>' }),
      busy,
    )
    expect(result).toEqual({ ok: false, busy: true })
  })
  it('issue 34: an invalid write is refused with its errors even while the sanitizer is busy', async () => {
    const busy = async () => {
      throw new Error('queue full')
    }
    const result = await validateWizardWrite(
      'PUT',
      '/api/v1/job/cook-1/basic-info-new/',
      buildBasicInfoPayload({ title: '', description: '<p>fine</p>' }),
      busy,
    )
    expect(result).toMatchObject({ ok: false, errors: { title: [expect.any(String)] } })
    const tooDeep = await validateWizardWrite(
      'PUT',
      '/api/v1/job/cook-1/basic-info-new/',
      buildBasicInfoPayload({ description: '<div>'.repeat(100) }),
      busy,
    )
    expect(tooDeep).toEqual({
      ok: false,
      errors: { description: ['Description field has too much nested formatting'] },
    })
  })
  it('property: nested descriptions: past the depth limit refused before sanitizing, within it accepted', async () => {
    await fc.assert(
      fc.asyncProperty(deepCaseArb, async (sample) => {
        let calls = 0
        const count = async (html: string) => {
          calls += 1
          return sanitizeRichText(html)
        }
        const result = await validateWizardWrite(sample.method, sample.path, sample.payload, count)
        const html = sample.payload.description as string
        if (html.length > 50_000 || sample.depth > 64) {
          expect(result?.ok).toBe(false)
          expect(calls).toBe(0)
          expect(Object.keys(result && 'errors' in result ? result.errors : {})).toEqual([
            'description',
          ])
        } else {
          expect(result?.ok).toBe(true)
          expect(calls).toBe(1)
        }
      }),
      { numRuns: 300 },
    )
  }, 60_000)
  it('property: 10,000 generated writes: never throws; valid pass unchanged but sanitized; invalid give errors', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          validCaseArb.map((c) => ({ type: 'valid' as const, ...c })),
          brokenCaseArb.map((c) => ({ type: 'broken' as const, ...c })),
          randomCaseArb.map((c) => ({ type: 'random' as const, ...c })),
        ),
        async (sample) => {
          const body = sample.type === 'random' ? sample.body : sample.payload
          const result = await validateWizardWrite(sample.method, sample.path, body)
          expect(result).not.toBeNull()
          if (sample.type === 'valid') {
            const expected = { ...sample.payload }
            // Only the job description is rich text; a question's description is plain.
            if (sample.path.endsWith('basic-info-new/')) {
              expected.description = sanitizeRichText(expected.description)
            }
            expect(result).toEqual({ ok: true, body: expected })
          } else if (sample.type === 'broken') {
            expect(result?.ok).toBe(false)
            expect(result).toHaveProperty('errors')
            if (result && 'errors' in result) {
              expectDrfErrors(result.errors)
              expect(Object.keys(result.errors)).toContain(sample.field)
            }
          } else if (result?.ok === false) {
            expect(result).toHaveProperty('errors')
            if ('errors' in result) expectDrfErrors(result.errors)
          }
        },
      ),
      { numRuns: 10_000 },
    )
  }, 300_000)
})
