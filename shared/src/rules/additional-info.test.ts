import { describe, expect, it } from 'vitest'
import {
  additionalInfoFormDefaults,
  type AdditionalInfoFormInput,
} from '../schemas/job-additional-info-form.js'
import { setAdditionalInfoSwitch } from './additional-info.js'

const buildFilledForm = (): AdditionalInfoFormInput => ({
  ...additionalInfoFormDefaults(),
  has_benefits: true,
  benefits: [1, 2],
  is_document_required: true,
  document_categories: [4],
  is_gender_specific: true,
  gender: 'Male',
  is_age_specific: true,
  age_unit: 'less',
  age: 40,
  hide_org_name: true,
  org_alt_name: 'A trekking agency',
})

describe('additional info switches', () => {
  it('benefits off clears benefits', () => {
    const form = setAdditionalInfoSwitch(buildFilledForm(), 'has_benefits', false)
    expect([form.has_benefits, form.benefits]).toEqual([false, []])
  })
  it('documents off clears document categories', () => {
    const form = setAdditionalInfoSwitch(buildFilledForm(), 'is_document_required', false)
    expect([form.is_document_required, form.document_categories]).toEqual([false, []])
  })
  it('hide-organisation-name off clears the alternative name', () => {
    const form = setAdditionalInfoSwitch(buildFilledForm(), 'hide_org_name', false)
    expect([form.hide_org_name, form.org_alt_name]).toEqual([false, ''])
  })
  it("age-specific off resets the age unit to 'more' and clears the age", () => {
    const form = setAdditionalInfoSwitch(buildFilledForm(), 'is_age_specific', false)
    expect([form.is_age_specific, form.age_unit, form.age]).toEqual([false, 'more', null])
  })
  it('turning a switch on keeps what was entered', () => {
    const form = setAdditionalInfoSwitch(
      { ...buildFilledForm(), has_benefits: false },
      'has_benefits',
      true,
    )
    expect([form.has_benefits, form.benefits]).toEqual([true, [1, 2]])
  })
})
