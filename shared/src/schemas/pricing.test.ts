import { describe, expect, it } from 'vitest'
import { decodeValidationMessage } from '../errors/validation-codes.js'
import { checkoutSchema } from './cart.js'
import { pricingDataSchema, quantityFormSchema } from './pricing.js'

const codeOf = (value: unknown) => {
  const parsed = quantityFormSchema.safeParse({ quantity: value })
  return parsed.success ? null : decodeValidationMessage(parsed.error.issues[0]!.message)
}

describe('quantity (pricing card, cart line, provider)', () => {
  it('takes 1 to 100, typed in either script', () => {
    expect(quantityFormSchema.parse({ quantity: '3' })).toEqual({ quantity: 3 })
    expect(quantityFormSchema.parse({ quantity: '१००' })).toEqual({ quantity: 100 })
    expect(quantityFormSchema.parse({ quantity: 1 })).toEqual({ quantity: 1 })
  })

  it('refuses 0, 101, blanks, fractions and words with stable codes', () => {
    expect(codeOf(0)).toEqual({ code: 'min_value', params: { min: 1 } })
    expect(codeOf('101')).toEqual({ code: 'max_value', params: { max: 100 } })
    expect(codeOf('')).toEqual({ code: 'required', params: {} })
    expect(codeOf('2.5')).toEqual({ code: 'integer', params: {} })
    expect(codeOf('many')).toEqual({ code: 'numeric', params: {} })
  })

  it('the job posts payload needs a package id', () => {
    expect(pricingDataSchema.safeParse({ quantity: 2 }).success).toBe(false)
    expect(pricingDataSchema.parse({ job_price_setting: 1, quantity: '2' })).toEqual({
      job_price_setting: 1,
      quantity: 2,
    })
  })

  it('drops amounts a body carries: the provider prices the cart', () => {
    expect(
      pricingDataSchema.parse({ job_price_setting: 1, quantity: 2, price: 1, total: 1 }),
    ).toEqual({ job_price_setting: 1, quantity: 2 })
    expect(checkoutSchema.parse({ total: 1, outcome: 'failure' })).toEqual({ outcome: 'failure' })
    expect(checkoutSchema.safeParse({ outcome: 'free' }).success).toBe(false)
  })
})
