import { setupI18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  encodeValidationMessage,
  VALIDATION_TEMPLATES,
  type ValidationCode,
} from '@jagir/shared/errors/validation-codes'
import * as options from '@jagir/shared/rules/options'
import { loadCatalog } from '../../../lib/i18n'
import { OPTION_LABELS } from './option-labels'
import { errorText } from './validation-text'

const en = setupI18n()
const ne = setupI18n()
beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: await loadCatalog('en') })
  ne.loadAndActivate({ locale: 'ne', messages: await loadCatalog('ne') })
})

const coded = (code: ValidationCode, params = {}) => encodeValidationMessage(code, params)

describe('spec section 5, validation messages', () => {
  it("renders the limit message word for word: '{field} field must be less than or equal 10'", () => {
    expect(errorText(en, 'en', 'skills', coded('max_items', { max: 10 }))).toBe(
      'Skills field must be less than or equal 10',
    )
    expect(errorText(ne, 'ne', 'skills', coded('max_items', { max: 10 }))).toBe(
      'सीपहरू: बढीमा १० वटा मात्र हुन सक्छन्',
    )
  })

  it('names nested fields by their label and writes numbers in Devanagari in Nepali', () => {
    expect(errorText(en, 'en', 'offered_salary.minimum', coded('min_value', { min: 0 }))).toBe(
      'Offered salary minimum field must be 0 or more',
    )
    expect(errorText(ne, 'ne', 'age', coded('min_value', { min: 16 }))).toBe(
      'उमेर १६ वा सोभन्दा बढी हुनुपर्छ',
    )
    expect(errorText(en, 'en', 'answer_choices.1.choice_text', coded('required'))).toBe(
      'Choice field is required',
    )
  })

  it('has an English and a Devanagari text for every code', () => {
    for (const code of Object.keys(VALIDATION_TEMPLATES) as ValidationCode[]) {
      const params = { min: 1, max: 2, length: 10 }
      expect(errorText(en, 'en', 'title', coded(code, params))).toMatch(/^Job title field /)
      expect(errorText(ne, 'ne', 'title', coded(code, params))).toMatch(/^पदको नाम[\s:]/)
    }
  })

  it("shows a server's own message as it came", () => {
    expect(errorText(en, 'en', 'title', 'A job with this title exists.')).toBe(
      'A job with this title exists.',
    )
  })
})

describe('spec section 9, option lists shown by the wizard', () => {
  it('has a label in both languages for every option', () => {
    const lists = [
      options.SHIFT_OPTIONS,
      options.JOB_LEVEL_OPTIONS,
      options.JOB_TYPE_OPTIONS,
      options.SALARY_UNIT_OPTIONS,
      options.GENDER_OPTIONS,
      options.AGE_UNIT_OPTIONS,
      options.QUESTION_TYPE_OPTIONS,
      options.PROVINCE_OPTIONS,
      options.EXPERIENCE_UNIT_OPTIONS,
    ]
    for (const option of lists.flat()) {
      const label = OPTION_LABELS[option.key]
      expect(label, option.key).toBeDefined()
      expect(en._(label!)).toBe(option.label)
      expect(ne._(label!)).toMatch(/^[\u0900-\u097F\s/-]+$/)
    }
  })
})
