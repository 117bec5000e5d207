import { describe, expect, it } from 'vitest'
import {
  hiringPackageListingSchema,
  packageId,
  paymentPackageResponseSchema,
  wishlistItemPayloadSchema,
} from './hiring-package.js'
import { jobDetailSchema } from './job-detail.js'
import { screeningQuestionSchema } from './job-question.js'
import {
  educationDegreeSchema,
  locationItemSchema,
  lookupItemSchema,
  refId,
  refIds,
} from './lookup.js'
import { pageSchema } from './page.js'
import { pricingDataSchema } from './pricing.js'
import { shortlistSchema } from './shortlist.js'

describe('other entities', () => {
  it('education degree and lookup items: id and name; locations: id and address', () => {
    expect(educationDegreeSchema.parse({ id: 3, name: 'Bachelor' })).toEqual({
      id: 3,
      name: 'Bachelor',
    })
    expect(lookupItemSchema.safeParse({ id: 3 }).success).toBe(false)
    expect(locationItemSchema.parse({ id: 9, address: 'Thamel', city: 301 })).toEqual({
      id: 9,
      address: 'Thamel',
      city: 301,
    })
  })
  it('lookups answer a results list (DRF page)', () => {
    const page = pageSchema(lookupItemSchema).parse({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 1, name: 'Cook' }],
    })
    expect(page.results).toEqual([{ id: 1, name: 'Cook' }])
  })
  it('references read as ids whether the provider sends ids or items', () => {
    expect(refId({ id: 4, name: 'x' })).toBe(4)
    expect(refId(4)).toBe(4)
    expect(refId(null)).toBeNull()
    expect(refIds([1, { id: 2 }])).toEqual([1, 2])
  })
  it('hiring package: creation returns a package, the wishlist takes {package}', () => {
    const created = paymentPackageResponseSchema.parse({ package: { id: 12, price: 500 } })
    expect(wishlistItemPayloadSchema.parse({ package: packageId(created.package) })).toEqual({
      package: 12,
    })
    expect(packageId(paymentPackageResponseSchema.parse({ package: 13 }).package)).toBe(13)
  })
  it('the package listing: hiring_package entries each with a jobseeker', () => {
    const listing = hiringPackageListingSchema.parse({
      hiring_package: [{ id: 1, jobseeker: { username: 'sita', full_name: 'Sita' } }],
    })
    expect(listing.hiring_package[0]?.jobseeker.username).toBe('sita')
    expect(
      hiringPackageListingSchema.safeParse({ hiring_package: [{ jobseeker: {} }] }).success,
    ).toBe(false)
  })
  it('shortlist entries each have a username and keep their other fields', () => {
    expect(shortlistSchema.parse([{ username: 'ram', skills: ['cooking'] }])).toEqual([
      { username: 'ram', skills: ['cooking'] },
    ])
    expect(shortlistSchema.safeParse([{ full_name: 'No username' }]).success).toBe(false)
  })
  it('pricing data: job_price_setting and quantity (at least 1)', () => {
    expect(pricingDataSchema.parse({ job_price_setting: 2, quantity: 3 })).toEqual({
      job_price_setting: 2,
      quantity: 3,
    })
    expect(pricingDataSchema.safeParse({ job_price_setting: 2, quantity: 0 }).success).toBe(false)
  })
  it('screening questions read in all four types, unknown types as text', () => {
    const read = (question_type: string) =>
      screeningQuestionSchema.parse({
        id: 1,
        question: 'Q',
        question_type,
        is_required: false,
        answer_choices: [],
      }).question_type
    expect(['radio', 'dropdown', 'text', 'textarea', 'checkbox'].map(read)).toEqual([
      'radio',
      'dropdown',
      'text',
      'textarea',
      'text',
    ])
  })
  it('job detail keeps fields it does not name and tolerates an unknown gender', () => {
    const detail = jobDetailSchema.parse({
      title: 'Cook',
      views: 10,
      setting: { gender: 'Unknown', min_age: 18 },
    })
    expect(detail.views).toBe(10)
    expect(detail.setting?.gender).toBeNull()
  })
})
