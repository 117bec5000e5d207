import { describe, expect, it } from 'vitest'
import { cartTotals, linePrice, vatOn, VAT_RATE_PERCENT } from './vat.js'

describe('VAT (Nepal, 13 %)', () => {
  it('is 13 percent', () => {
    expect(VAT_RATE_PERCENT).toBe(13)
    expect(vatOn(2000)).toBe(260)
    expect(vatOn(8500)).toBe(1105)
    expect(vatOn(0)).toBe(0)
  })

  it('rounds to the paisa', () => {
    // 13 % of 99.99 is 12.9987: 13.00 rupees.
    expect(vatOn(99.99)).toBe(13)
    expect(vatOn(0.05)).toBe(0.01)
    expect(vatOn(1234.56)).toBe(160.49)
  })
})

describe('cart totals', () => {
  it('sums the lines, adds VAT apart and totals both', () => {
    expect(cartTotals([{ price: linePrice(2000, 3) }, { price: 1000 }])).toEqual({
      subtotal: 7000,
      vat: 910,
      total: 7910,
    })
  })

  it('an empty cart is all zero', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, vat: 0, total: 0 })
  })

  it('has no float noise', () => {
    const totals = cartTotals([{ price: 0.1 }, { price: 0.2 }])
    expect(totals.subtotal).toBe(0.3)
    expect(totals.vat).toBe(0.04)
    expect(totals.total).toBe(0.34)
  })

  it('line price is the unit price times the quantity', () => {
    expect(linePrice(8500, 3)).toBe(25500)
    expect(linePrice(0.1, 3)).toBe(0.3)
  })
})
