import { describe, expect, it } from 'vitest'
import { BASIC_INFO_ERROR_ALIASES } from '../rules/job-basic-info-mapping.js'
import { mapServerErrors } from './server-errors.js'

describe('server errors to field errors', () => {
  it('an array of messages for a field shows under that field; a string value too', () => {
    expect(
      mapServerErrors({
        title: ['This field is required.', 'Too short.'],
        vacancies: 'Must be a number.',
      }),
    ).toEqual({
      fields: {
        title: ['This field is required.', 'Too short.'],
        vacancies: ['Must be a number.'],
      },
      general: [],
    })
  })
  it('nested objects show under a dotted field name', () => {
    expect(
      mapServerErrors({
        offered_salary: { minimum: ['Ensure this value is greater than or equal to 0.'] },
        job_locations: [{ address: ['Invalid pk "9" - object does not exist.'] }],
      }).fields,
    ).toEqual({
      'offered_salary.minimum': ['Ensure this value is greater than or equal to 0.'],
      'job_locations.0.address': ['Invalid pk "9" - object does not exist.'],
    })
  })
  it('non_field_errors or an empty key show as general errors, underscores turned into spaces', () => {
    expect(
      mapServerErrors({ non_field_errors: ['Job already published.'], '': 'Try again.' }).general,
    ).toEqual([
      { label: 'non field errors', messages: ['Job already published.'] },
      { label: '', messages: ['Try again.'] },
    ])
  })
  it("a nested serializer's non-field errors stay with that field", () => {
    expect(
      mapServerErrors({ offered_salary: { non_field_errors: ['Maximum below minimum.'] } }).fields,
    ).toEqual({
      offered_salary: ['Maximum below minimum.'],
    })
  })
  it('keys the form does not show become general errors, labelled by their key', () => {
    const mapped = mapServerErrors(
      { title: ['Bad.'], job_status: ['Closed jobs cannot change.'] },
      { knownFields: ['title'] },
    )
    expect(mapped).toEqual({
      fields: { title: ['Bad.'] },
      general: [{ label: 'job status', messages: ['Closed jobs cannot change.'] }],
    })
  })
  it('server fields are shown under the form field they belong to', () => {
    const mapped = mapServerErrors(
      { job_locations: [{ address: ['Unknown.'] }], available_for: ['Bad.'] },
      {
        aliases: BASIC_INFO_ERROR_ALIASES,
      },
    )
    expect(mapped.fields).toEqual({ address: ['Unknown.'], job_type: ['Bad.'] })
  })
  it('a bare detail, string or list body is a general error; junk maps to nothing', () => {
    expect(mapServerErrors({ detail: 'Not found.' }).general).toEqual([
      { label: '', messages: ['Not found.'] },
    ])
    expect(mapServerErrors('Oops').general).toEqual([{ label: '', messages: ['Oops'] }])
    expect(mapServerErrors(['A', 'B']).general).toEqual([{ label: '', messages: ['A', 'B'] }])
    expect(mapServerErrors(null)).toEqual({ fields: {}, general: [] })
    expect(mapServerErrors({ title: null })).toEqual({ fields: {}, general: [] })
  })
})
