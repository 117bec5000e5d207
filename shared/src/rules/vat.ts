/**
 * Nepal's VAT on what an employer buys (the pricing page, the cart, the order). The product's rules give no
 * tax rule; Nepal charges 13 % VAT on services (Value Added Tax Act 2052), and a tax invoice shows
 * it apart from the price. Prices are before VAT; amounts are rupees, rounded to the paisa.
 */

/** Nepal's VAT rate, in percent. */
export const VAT_RATE_PERCENT = 13

/** An amount rounded to the paisa (two decimals), away from the float's noise. */
export const toPaisa = (rupees: number): number => Math.round(rupees * 100) / 100

/** The VAT on an amount before tax, rounded to the paisa. */
export const vatOn = (amount: number): number => Math.round(amount * VAT_RATE_PERCENT) / 100

/** A cart line's price: the unit price times the quantity. */
export const linePrice = (unitPrice: number, quantity: number): number =>
  toPaisa(unitPrice * quantity)

/** What the cart or an order shows and charges: the sum of the lines, VAT on it, and both. */
export interface Totals {
  subtotal: number
  vat: number
  total: number
}

/** The totals of cart lines (each with its `price`, before VAT). */
export function cartTotals(lines: readonly { price: number }[]): Totals {
  const subtotal = toPaisa(lines.reduce((sum, line) => sum + line.price, 0))
  const vat = vatOn(subtotal)
  return { subtotal, vat, total: toPaisa(subtotal + vat) }
}
