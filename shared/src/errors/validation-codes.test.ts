import { describe, expect, it } from 'vitest'
import {
  decodeValidationMessage,
  encodeValidationMessage,
  fieldLabelEn,
  renderValidationMessageEn,
  VALIDATION_TEMPLATES,
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
