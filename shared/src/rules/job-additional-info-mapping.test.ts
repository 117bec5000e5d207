import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  jobAdditionalInfoPayloadSchema,
  type JobAdditionalInfoPayload,
} from '../schemas/job-additional-info.js'
import {
  additionalInfoFormDefaults,
  additionalInfoFormSchema,
  type AdditionalInfoFormValues,
} from '../schemas/job-additional-info-form.js'
import { jobDetailSchema } from '../schemas/job-detail.js'
import { additionalInfoFormArb } from '../testing/arbitraries.js'
import {
  fromJobDetailToAdditionalInfo,
  toAdditionalInfoPayload,
} from './job-additional-info-mapping.js'

const buildForm = (
  overrides: Partial<AdditionalInfoFormValues> = {},
): AdditionalInfoFormValues => ({
  has_benefits: true,
  benefits: [1, 2],
  required_two_wheeler: true,
  is_document_required: true,
  document_categories: [3],
  is_gender_specific: false,
  gender: 'Female',
  is_age_specific: true,
  age_unit: 'more',
  age: 18,
  hide_org_name: false,
  org_alt_name: '',
  ...overrides,
})

/** The job detail the provider answers after an additional-info save. */
const readBack = (payload: JobAdditionalInfoPayload, echoSwitches = true) =>
  jobDetailSchema.parse({
    benefits: payload.benefits,
    document_categories: payload.document_categories.map((id) => ({ id, name: `doc ${id}` })),
    org_alt_name: payload.org_alt_name,
    ...(echoSwitches
      ? { show_name: payload.show_name, is_document_required: payload.is_document_required }
      : {}),
    setting: {
      required_two_wheeler: payload.required_two_wheeler,
      gender: payload.gender,
      is_gender_specific: payload.is_gender_specific,
      is_age_specific: payload.is_age_specific,
      min_age: payload.min_age,
      max_age: payload.max_age,
    },
  })

describe('step 3 form and additional-info payload', () => {
  it("defaults: gender Female, age unit 'more', every switch off", () => {
    expect(additionalInfoFormDefaults()).toMatchObject({
      gender: 'Female',
      age_unit: 'more',
      age: null,
      has_benefits: false,
      is_gender_specific: false,
      is_age_specific: false,
      hide_org_name: false,
    })
  })
  it('the payload for a filled form', () => {
    expect(toAdditionalInfoPayload(buildForm())).toEqual({
      benefits: [1, 2],
      required_two_wheeler: true,
      document_categories: [3],
      show_name: true,
      org_alt_name: '',
      is_document_required: true,
      is_gender_specific: false,
      gender: null,
      is_age_specific: true,
      min_age: 18,
      max_age: null,
    })
  })
  it('gender is null unless gender specific', () => {
    expect(toAdditionalInfoPayload(buildForm({ gender: 'Male' })).gender).toBeNull()
    expect(
      toAdditionalInfoPayload(buildForm({ is_gender_specific: true, gender: 'Male' })).gender,
    ).toBe('Male')
  })
  it("'Above' sets min_age, 'Below' sets max_age", () => {
    const below = toAdditionalInfoPayload(buildForm({ age_unit: 'less', age: 45 }))
    expect([below.min_age, below.max_age]).toEqual([null, 45])
    const off = toAdditionalInfoPayload(buildForm({ is_age_specific: false }))
    expect([off.min_age, off.max_age]).toEqual([null, null])
  })
  it('switches off send cleared lists and name even if values linger', () => {
    const payload = toAdditionalInfoPayload(
      buildForm({ has_benefits: false, is_document_required: false, org_alt_name: 'stale' }),
    )
    expect([payload.benefits, payload.document_categories, payload.org_alt_name]).toEqual([
      [],
      [],
      '',
    ])
  })
  it('a hidden name sends show_name false with the alternative name', () => {
    const payload = toAdditionalInfoPayload(
      buildForm({ hide_org_name: true, org_alt_name: 'A Pokhara hotel' }),
    )
    expect([payload.show_name, payload.org_alt_name]).toEqual([false, 'A Pokhara hotel'])
  })
  it('a detail without show_name or is_document_required infers the switches', () => {
    const form = buildForm({ hide_org_name: true, org_alt_name: 'Hidden Co' })
    expect(fromJobDetailToAdditionalInfo(readBack(toAdditionalInfoPayload(form), false))).toEqual(
      form,
    )
  })
  it('property: the payload is valid, and reading the detail back gives the form that produced it', () => {
    fc.assert(
      fc.property(additionalInfoFormArb, (form) => {
        const payload = toAdditionalInfoPayload(form)
        expect(jobAdditionalInfoPayloadSchema.safeParse(payload).success).toBe(true)
        const formBack = fromJobDetailToAdditionalInfo(readBack(payload))
        expect(formBack).toEqual(form)
        expect(additionalInfoFormSchema.parse(formBack)).toEqual(form)
      }),
      { numRuns: 300 },
    )
  })
  it('reading a job whose switches were not sent back infers them from the values', () => {
    const read = (detail: object) =>
      fromJobDetailToAdditionalInfo(jobDetailSchema.parse({ slug: 's', ...detail }))
    // Only an upper age: "less than"; a lower one (or both): "more than".
    expect(read({ setting: { is_age_specific: true, max_age: 30, min_age: null } })).toMatchObject({
      is_age_specific: true,
      age_unit: 'less',
      age: 30,
    })
    expect(read({ setting: { is_age_specific: true, min_age: 18, max_age: null } })).toMatchObject({
      age_unit: 'more',
      age: 18,
    })
    expect(read({ setting: { is_age_specific: false, max_age: 30 } })).toMatchObject({
      is_age_specific: false,
      age_unit: 'more',
      age: null,
    })
    // Documents on when categories are listed, unless the job says otherwise.
    expect(read({ document_categories: [{ id: 4, name: 'CV' }] }).is_document_required).toBe(true)
    expect(read({}).is_document_required).toBe(false)
    expect(
      read({ document_categories: [{ id: 4, name: 'CV' }], is_document_required: false })
        .is_document_required,
    ).toBe(false)
    // The name hidden when an alternative name is set, unless show_name says otherwise.
    expect(read({ org_alt_name: 'A reputed bank' })).toMatchObject({
      hide_org_name: true,
      org_alt_name: 'A reputed bank',
    })
    expect(read({})).toMatchObject({ hide_org_name: false, org_alt_name: '' })
    expect(read({ show_name: false }).hide_org_name).toBe(true)
    expect(read({ show_name: true, org_alt_name: 'Old name' }).hide_org_name).toBe(false)
  })
})
