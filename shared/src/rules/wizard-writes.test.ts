import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '../sanitize/rich-text.js'
import {
  additionalInfoFormArb,
  basicInfoFormArb,
  htmlArb,
  questionArb,
  specificationFormArb,
} from '../testing/arbitraries.js'
import { buildEmployer } from '../testing/factories.js'
import { toAdditionalInfoPayload } from './job-additional-info-mapping.js'
import { toBasicInfoPayload } from './job-basic-info-mapping.js'
import { toSpecificationPayload } from './job-specification-mapping.js'
import { validateWizardWrite } from './wizard-writes.js'

type Payload = Record<string, unknown>
/** A change that makes a valid payload invalid, and the field the error must name. */
type Breakage = [(payload: Payload) => Payload, string]

const set = (key: string, value: unknown) => (payload: Payload) => ({ ...payload, [key]: value })
const drop = (key: string) => (payload: Payload) => {
  const { [key]: _dropped, ...rest } = payload
  return rest
}
const eleven = Array.from({ length: 11 }, (_, i) => i + 1)

const basicPayloadArb = fc
  .tuple(basicInfoFormArb, htmlArb)
  .map(
    ([form, description]) =>
      toBasicInfoPayload({ ...form, description }, buildEmployer()) as Payload,
  )

const KINDS = [
  {
    method: 'POST',
    path: '/api/v1/job/basic-info-new/',
    valid: basicPayloadArb,
    breakages: [
      [set('title', '  '), 'title'],
      [set('vacancies', 0), 'vacancies'],
      [set('vacancies', '2'), 'vacancies'],
      [set('tags', eleven), 'tags'],
      [set('preferred_shift', 'Night'), 'preferred_shift'],
      [set('job_locations', []), 'job_locations'],
      [set('available_for', ['full_time', 'part_time']), 'available_for'],
      [drop('job_level'), 'job_level'],
      [set('organization', 'mine'), 'organization'],
      [
        (p) => ({ ...p, offered_salary: { ...(p.offered_salary as Payload), minimum: -1 } }),
        'offered_salary.minimum',
      ],
    ] as Breakage[],
  },
  {
    method: 'PUT',
    path: '/api/v1/job/cook-in-thamel-42/basic-info-new/',
    valid: basicPayloadArb,
    breakages: [[set('vacancies', -3), 'vacancies']] as Breakage[],
  },
  {
    method: 'PUT',
    path: '/api/v1/job/cook-in-thamel-42/job-specification-new/',
    valid: specificationFormArb.map((form) => toSpecificationPayload(form) as Payload),
    breakages: [
      [set('skills', eleven), 'skills'],
      [set('work_standards', eleven), 'work_standards'],
      [set('max_experience_months', 24), 'max_experience_months'],
      [set('experience_operator', '>='), 'experience_operator'],
      [set('min_experience_months', -12), 'min_experience_months'],
      [set('education_level', 0), 'education_level'],
    ] as Breakage[],
  },
  {
    method: 'PUT',
    path: '/api/v1/job/cook-in-thamel-42/additional-info-new/',
    valid: additionalInfoFormArb.map((form) => toAdditionalInfoPayload(form) as Payload),
    breakages: [
      [set('benefits', eleven), 'benefits'],
      [set('document_categories', eleven), 'document_categories'],
      [set('gender', 'Any'), 'gender'],
      [(p) => ({ ...p, is_age_specific: true, min_age: 15, max_age: null }), 'min_age'],
      [(p) => ({ ...p, is_age_specific: true, min_age: null, max_age: 101 }), 'max_age'],
      [(p) => ({ ...p, show_name: false, org_alt_name: '' }), 'org_alt_name'],
      [(p) => ({ ...p, is_gender_specific: true, gender: null }), 'gender'],
      [(p) => ({ ...p, is_age_specific: true, min_age: null, max_age: null }), 'min_age'],
    ] as Breakage[],
  },
  {
    method: 'POST',
    path: '/api/v1/job/cook-in-thamel-42/questions/',
    valid: questionArb as fc.Arbitrary<Payload>,
    breakages: [
      [set('question', ''), 'question'],
      [set('question_type', 'checkbox'), 'question_type'],
      [
        (p) => ({ ...p, question_type: 'radio', answer_choices: [{ choice_text: 'Yes' }] }),
        'answer_choices',
      ],
      [
        (p) => ({
          ...p,
          question_type: 'dropdown',
          answer_choices: [{ choice_text: '' }, { choice_text: 'B' }],
        }),
        'answer_choices.0.choice_text',
      ],
      [
        set(
          'answer_choices',
          eleven.map((n) => ({ choice_text: String(n) })),
        ),
        'answer_choices',
      ],
    ] as Breakage[],
  },
  {
    method: 'PUT',
    path: '/api/v1/job/cook-in-thamel-42/questions/17/',
    valid: questionArb as fc.Arbitrary<Payload>,
    breakages: [[set('is_required', 'yes'), 'is_required']] as Breakage[],
  },
] as const

/** DRF shape: every key a list of non-empty English messages. */
function expectDrfErrors(errors: Record<string, string[]>) {
  expect(Object.keys(errors).length).toBeGreaterThan(0)
  for (const messages of Object.values(errors)) {
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(message).toMatch(/\S/)
  }
}

// Samples name their request (not the arbitraries) so a counterexample prints readably.
const kindArb = fc.constantFrom(...KINDS)
const request = (kind: (typeof KINDS)[number]) => ({ method: kind.method, path: kind.path })
const validCaseArb = kindArb.chain((kind) =>
  kind.valid.map((payload) => ({ ...request(kind), payload })),
)
const brokenCaseArb = kindArb.chain((kind) =>
  fc.tuple(kind.valid, fc.constantFrom(...kind.breakages)).map(([payload, [breakIt, field]]) => ({
    ...request(kind),
    payload: breakIt(payload),
    field,
  })),
)
const randomCaseArb = kindArb.chain((kind) =>
  fc.oneof(
    fc.anything().map((body) => ({ ...request(kind), body })),
    fc.tuple(kind.valid, fc.string(), fc.jsonValue()).map(([payload, key, value]) => {
      const keys = Object.keys(payload)
      const target = keys[key.length % keys.length] ?? key
      return { ...request(kind), body: { ...payload, [target]: value } as unknown }
    }),
  ),
)

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
