import { describe, expect, it } from 'vitest'
import { parseWithCodes } from '../errors/zod-issues.js'
import { additionalInfoFormDefaults, additionalInfoFormSchema } from './job-additional-info-form.js'
import { formNumber, formRequiredId, id, intBetween, requiredText } from './fields.js'

const codes = (result: ReturnType<typeof parseWithCodes>) =>
  result.success ? result.data : result.messages

describe('field builders (zod/mini) keep the classic behaviour', () => {
  it('a required text is trimmed before its length is checked', () => {
    expect(codes(parseWithCodes(requiredText(5), '  abcde  '))).toBe('abcde')
    expect(codes(parseWithCodes(requiredText(5), '   '))).toEqual({
      non_field_errors: [{ code: 'required', params: { field: '' } }],
    })
  })
  it('ids and bounded integers: a fraction is integer, a wrong type numeric, a bound min/max', () => {
    expect(codes(parseWithCodes(id(), 1.5))).toEqual({
      non_field_errors: [{ code: 'integer', params: { field: '' } }],
    })
    expect(codes(parseWithCodes(id(), '3'))).toEqual({
      non_field_errors: [{ code: 'numeric', params: { field: '' } }],
    })
    expect(codes(parseWithCodes(intBetween(16, 100), 101))).toEqual({
      non_field_errors: [{ code: 'max_value', params: { field: '', max: 100 } }],
    })
  })
  it('form numbers: typed text in, a number out, blanks required', () => {
    expect(codes(parseWithCodes(formNumber({ min: 0 }), ' 12 '))).toBe(12)
    expect(codes(parseWithCodes(formNumber({ min: 0 }), ''))).toEqual({
      non_field_errors: [{ code: 'required', params: { field: '' } }],
    })
    expect(codes(parseWithCodes(formRequiredId(), null))).toEqual({
      non_field_errors: [{ code: 'required', params: { field: '' } }],
    })
  })
  it('form numbers typed in Devanagari digits read as the same number', () => {
    expect(codes(parseWithCodes(formNumber({ min: 0 }), '१२५००'))).toBe(12500)
    expect(codes(parseWithCodes(formNumber({ min: 0 }), ' ३.५ '))).toBe(3.5)
  })
  it('a form number that fails stops the form-level checks, as before', () => {
    // Age 'abc' fails inside a transform; the form's own check (alternative name required) does
    // not run then, so the user sees one error at a time, as with classic zod.
    const result = parseWithCodes(additionalInfoFormSchema, {
      ...additionalInfoFormDefaults(),
      is_age_specific: true,
      age: 'abc',
      hide_org_name: true,
      org_alt_name: '',
    })
    expect(codes(result)).toEqual({ age: [{ code: 'numeric', params: { field: 'age' } }] })
  })
})
