import { describe, expect, it } from 'vitest'
import {
  decodeValidationMessage,
  encodeValidationMessage,
  FIELD_LABELS_EN,
  FIELD_LABELS_NE,
  fieldLabelEn,
  renderValidationMessage,
  renderValidationMessageEn,
  VALIDATION_TEMPLATES,
  VALIDATION_TEMPLATES_NE,
} from './validation-codes.js'

describe('validation messages as codes', () => {
  it("the limit message reads '{field} field must be less than or equal 10'", () => {
    expect(VALIDATION_TEMPLATES.max_items).toBe('{field} field must be less than or equal {max}')
    expect(
      renderValidationMessageEn({ code: 'max_items', params: { field: 'skills', max: 10 } }),
    ).toBe('Skills field must be less than or equal 10')
  })
  it('messages name the field labels; dotted and unknown fields are humanized', () => {
    expect(fieldLabelEn('vacancies')).toBe('Number of candidates')
    expect(fieldLabelEn('offered_salary.minimum')).toBe('Offered salary minimum')
    expect(fieldLabelEn('answer_choices.1.choice_text')).toBe('Choice')
    expect(fieldLabelEn('some_new_field')).toBe('Some new field')
    expect(renderValidationMessageEn({ code: 'required', params: { field: 'org_alt_name' } })).toBe(
      'Alternative Name field is required',
    )
  })
  it('every message and every field label has its Nepali, in Devanagari with the same placeholders', () => {
    const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    for (const [code, english] of Object.entries(VALIDATION_TEMPLATES)) {
      const nepali = VALIDATION_TEMPLATES_NE[code as keyof typeof VALIDATION_TEMPLATES]
      expect(placeholders(nepali).sort(), code).toEqual(placeholders(english).sort())
      expect(nepali.replace(/\{\w+\}/g, ''), code).not.toMatch(/[A-Za-z0-9]/)
    }
    expect(Object.keys(FIELD_LABELS_NE).sort()).toEqual(Object.keys(FIELD_LABELS_EN).sort())
    for (const label of Object.values(FIELD_LABELS_NE)) expect(label).not.toMatch(/[A-Za-z]/)
  })
  it('renders in Nepali with the Nepali label and Devanagari digits', () => {
    expect(
      renderValidationMessage({ code: 'max_items', params: { field: 'skills', max: 10 } }, 'ne'),
    ).toBe('सीपहरू १०भन्दा बढी हुनु हुँदैन')
    expect(
      renderValidationMessage(
        { code: 'required', params: { field: 'offered_salary.minimum' } },
        'ne',
      ),
    ).toBe('न्यूनतम प्रस्तावित तलब आवश्यक छ')
    // A field no Nepali form shows keeps the API's name rather than a guess.
    expect(
      renderValidationMessage({ code: 'required', params: { field: 'some_new_field' } }, 'ne'),
    ).toBe('Some new field आवश्यक छ')
  })
  it('a code and its params survive the zod message channel', () => {
    const encoded = encodeValidationMessage('min_value', { min: 16 })
    expect(decodeValidationMessage(encoded)).toEqual({ code: 'min_value', params: { min: 16 } })
  })
  it('foreign or malformed messages decode to null', () => {
    for (const text of [
      'Required',
      '{',
      '{"code":"nope"}',
      'null',
      '{"code":"required","params":{"x":{}}}',
    ]) {
      const decoded = decodeValidationMessage(text)
      if (decoded) expect(decoded).toEqual({ code: 'required', params: {} })
      else expect(decoded).toBeNull()
    }
  })
})
