import fc from 'fast-check'
import { toAdditionalInfoPayload } from '../rules/job-additional-info-mapping.js'
import { toBasicInfoPayload } from '../rules/job-basic-info-mapping.js'
import { toSpecificationPayload } from '../rules/job-specification-mapping.js'
import {
  additionalInfoFormArb,
  basicInfoFormArb,
  htmlArb,
  nestedHtmlArb,
  questionArb,
  specificationFormArb,
} from './arbitraries.js'
import { buildEmployer } from './factories.js'

/**
 * Generated job wizard writes (docs/product.md#the-wizards-writes-at-the-bff; docs/bff.md#proxy): valid payloads, payloads
 * broken in one named field, and arbitrary bodies. Shared by the rule's own test and the BFF's.
 */
export type Payload = Record<string, unknown>
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

// Samples name their request (not the arbitraries) so a counterexample prints readably.
const kindArb = fc.constantFrom(...KINDS)
const request = (kind: (typeof KINDS)[number]) => ({ method: kind.method, path: kind.path })
export const validCaseArb = kindArb.chain((kind) =>
  kind.valid.map((payload) => ({ ...request(kind), payload })),
)
export const brokenCaseArb = kindArb.chain((kind) =>
  fc.tuple(kind.valid, fc.constantFrom(...kind.breakages)).map(([payload, [breakIt, field]]) => ({
    ...request(kind),
    payload: breakIt(payload),
    field,
  })),
)
export const randomCaseArb = kindArb.chain((kind) =>
  fc.oneof(
    fc.anything().map((body) => ({ ...request(kind), body })),
    fc.tuple(kind.valid, fc.string(), fc.jsonValue()).map(([payload, key, value]) => {
      const keys = Object.keys(payload)
      const target = keys[key.length % keys.length] ?? key
      return { ...request(kind), body: { ...payload, [target]: value } as unknown }
    }),
  ),
)

/**
 * Step 1 writes whose description nests `depth` levels deep (DESCRIPTION_MAX and
 * RICH_TEXT_MAX_DEPTH: the cheap limits checked before the sanitizer runs).
 */
export const deepCaseArb = fc
  .tuple(
    fc.constantFrom(...KINDS.filter((kind) => kind.path.endsWith('basic-info-new/'))),
    nestedHtmlArb,
  )
  .chain(([kind, nested]) =>
    kind.valid.map((payload) => ({
      ...request(kind),
      payload: { ...payload, description: nested.html },
      depth: nested.depth,
    })),
  )
