import { describe, expect, it } from 'vitest'
import {
  applicantNoticeSchema,
  applicationPatchSchema,
  bulkStatusSchema,
  readRatingFilter,
} from './applicant.js'

const fails = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  !schema.safeParse(value).success

describe("an applicant's note, rating and status (the applicants page and the API)", () => {
  it('takes a trimmed note up to 2000 characters, a rating of 1 to 5 or none, a status', () => {
    expect(applicationPatchSchema.parse({ note: '  call after 4 pm ' })).toEqual({
      note: 'call after 4 pm',
    })
    expect(applicationPatchSchema.parse({ note: 'x'.repeat(2000) }).note).toHaveLength(2000)
    expect(applicationPatchSchema.parse({ rating: 5 })).toEqual({ rating: 5 })
    expect(applicationPatchSchema.parse({ rating: null })).toEqual({ rating: null })
    // The old name of new is still taken.
    expect(applicationPatchSchema.parse({ status: 'applied' })).toEqual({ status: 'new' })
  })

  it('refuses a longer note, a rating outside 1-5 or not whole, and an empty change', () => {
    expect(fails(applicationPatchSchema, { note: 'x'.repeat(2001) })).toBe(true)
    for (const rating of [0, 6, 2.5, '3']) {
      expect(fails(applicationPatchSchema, { rating })).toBe(true)
    }
    expect(fails(applicationPatchSchema, {})).toBe(true)
    expect(fails(applicationPatchSchema, { status: 'promoted' })).toBe(true)
  })

  it('moves 1 to 100 applications at once', () => {
    expect(bulkStatusSchema.parse({ ids: [1, 2], status: 'interview' })).toEqual({
      ids: [1, 2],
      status: 'interview',
    })
    expect(fails(bulkStatusSchema, { ids: [], status: 'hired' })).toBe(true)
    const many = Array.from({ length: 101 }, (_, i) => i + 1)
    expect(fails(bulkStatusSchema, { ids: many, status: 'hired' })).toBe(true)
    expect(fails(bulkStatusSchema, { ids: [0], status: 'hired' })).toBe(true)
  })

  it('reads the rating filter of an address, nothing else', () => {
    expect(readRatingFilter('4')).toBe('4')
    expect(readRatingFilter('none')).toBe('none')
    expect(readRatingFilter('6')).toBeNull()
    expect(readRatingFilter(null)).toBeNull()
  })
})

describe('new-applicant notices', () => {
  it('need a channel unless off, each channel once', () => {
    expect(applicantNoticeSchema.parse({ frequency: 'daily', channels: ['email'] })).toEqual({
      frequency: 'daily',
      channels: ['email'],
    })
    expect(applicantNoticeSchema.parse({ frequency: 'off', channels: [] }).frequency).toBe('off')
    expect(fails(applicantNoticeSchema, { frequency: 'instant', channels: [] })).toBe(true)
    expect(fails(applicantNoticeSchema, { frequency: 'daily', channels: ['email', 'email'] })).toBe(
      true,
    )
    expect(fails(applicantNoticeSchema, { frequency: 'weekly', channels: ['sms'] })).toBe(true)
  })
})
