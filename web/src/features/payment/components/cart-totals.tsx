import { Trans } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useMoney } from '../lib/money'

/** Subtotal, VAT apart and the total, as the provider computed them. */
export function CartTotals({
  subtotal,
  vat,
  vatRate,
  total,
}: {
  subtotal: number
  vat: number
  vatRate: number
  total: number
}) {
  const money = useMoney()
  const rate = formatNumber(vatRate, useLang())
  return (
    <table className="table is-fullwidth cart-totals">
      <tbody>
        <tr>
          <th scope="row">
            <Trans>Subtotal</Trans>
          </th>
          <td data-testid="cart-subtotal">{money(subtotal)}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>VAT ({rate}%)</Trans>
          </th>
          <td data-testid="cart-vat">{money(vat)}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Total</Trans>
          </th>
          <td data-testid="cart-total">
            <strong>{money(total)}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  )
}
