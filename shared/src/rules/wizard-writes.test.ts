import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../sanitize/rich-text.js'
import { brokenCaseArb, randomCaseArb, validCaseArb } from '../testing/wizard-write-cases.js'
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
  it('§7 only the wizard writes are checked; other requests are not wizard writes', () => {
    expect(validateWizardWrite('GET', '/api/v1/job/basic-info-new/', {})).toBeNull()
    expect(validateWizardWrite('DELETE', '/api/v1/job/x/questions/3/', null)).toBeNull()
    expect(validateWizardWrite('PUT', '/api/v1/job/x/', {})).toBeNull()
    expect(validateWizardWrite('POST', '/api/v1/job/x/basic-info-new/', {})).toBeNull()
    expect(
      validateWizardWrite('POST', '/api/v1/job/x/questions/get-preset-questions/', {}),
    ).toBeNull()
    expect(validateWizardWrite('post', '/api/v1/job/basic-info-new?draft=1', {})).not.toBeNull()
  })
  it('§5 an invalid write answers DRF-style English field errors, nested names dotted', () => {
    const result = validateWizardWrite('POST', '/api/v1/job/basic-info-new/', {
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
  it('§5 a body that is not an object is refused as DRF does', () => {
    expect(validateWizardWrite('PUT', '/api/v1/job/x/additional-info-new/', [1])).toEqual({
      ok: false,
      errors: { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
    })
  })
  it('§5 the description is sanitized and the rest passes through as sent', () => {
    const body = {
      organization: 7,
      title: 'Cook',
      job_locations: [{ address: 5 }],
      vacancies: 1,
      description:
        '<p onclick="x()">Dal bhat<script>alert(1)</script> <a href="jagir.com.np">site</a></p>',
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
      extra_flag: true,
    }
    expect(validateWizardWrite('PUT', '/api/v1/job/cook-1/basic-info-new/', body)).toEqual({
      ok: true,
      body: { ...body, description: '<p>Dal bhat <a href="http://jagir.com.np">site</a></p>' },
    })
  })
  it('§5 property: 10,000 generated writes: never throws; valid pass unchanged but sanitized; invalid give errors', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validCaseArb.map((c) => ({ type: 'valid' as const, ...c })),
          brokenCaseArb.map((c) => ({ type: 'broken' as const, ...c })),
          randomCaseArb.map((c) => ({ type: 'random' as const, ...c })),
        ),
        (sample) => {
          const body = sample.type === 'random' ? sample.body : sample.payload
          const result = validateWizardWrite(sample.method, sample.path, body)
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
            if (result?.ok === false) {
              expectDrfErrors(result.errors)
              expect(Object.keys(result.errors)).toContain(sample.field)
            }
          } else if (result?.ok === false) {
            expectDrfErrors(result.errors)
          }
        },
      ),
      { numRuns: 10_000 },
    )
  }, 300_000)
})
