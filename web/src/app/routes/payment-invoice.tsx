import { useParams } from 'react-router'
import { ErrorPage } from '../../features/errors/components/error-page'
import { InvoicePage, invoiceOrderOf } from '../../features/payment/components/invoice-page'

/**
 * `/payment/invoice/{orderId}` (employer guard): a paid order's tax invoice, to print. An address
 * that names no order is the 404 page, as another employer's order is.
 */
export function Component() {
  const { orderId } = useParams()
  const id = invoiceOrderOf(orderId)
  return id === null ? <ErrorPage status={404} /> : <InvoicePage key={id} orderId={id} />
}
