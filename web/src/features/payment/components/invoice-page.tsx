import { Link } from 'react-router'
import useSWR from 'swr'
import { Trans, useLingui } from '@lingui/react/macro'
import { amountInWords } from '@jagir/shared/rules/amount-words'
import { href, type Lang } from '@jagir/shared/routes/table'
import { JobDate } from '../../../components/job/job-date'
import type { LangKey } from '../../../components/job/locale-key'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { ApiError, apiFetch } from '../../../lib/api-client'
import { formatNumber, localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import './invoice.scss'

/** A paid order's tax invoice (`GET /api/v1/payment/orders/{id}/invoice/`), as issued. */
interface Invoice {
  order: number
  number: string
  fiscal_year: string
  issued_at: string
  seller: InvoiceParty
  buyer: InvoiceParty
  lines: { description: string; quantity: number; amount: number }[]
  taxable_amount: number
  vat_rate: number
  vat: number
  total: number
}

interface InvoiceParty {
  name: string
  address: string
  pan: string | null
}

/** A paid order's tax invoice; a 404 (not theirs, or not paid) shows the 404 page, a 503 is the page's to say. */
const useInvoice = (orderId: number, lang: Lang) =>
  useSWR([`/api/v1/payment/orders/${orderId}/invoice/`, lang] as LangKey, ([path]: LangKey) =>
    apiFetch<Invoice>(path, { callerStatuses: [503] }),
  )

/** The order in the address (`/payment/invoice/{orderId}`): a positive whole number, else null. */
export const invoiceOrderOf = (value: string | undefined): number | null => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** A party of the invoice: its name, address and PAN (left out when it has none). */
function Party({ title, party, testId }: { title: string; party: InvoiceParty; testId: string }) {
  const lang = useLang()
  const pan = party.pan ? localDigits(party.pan, lang) : ''
  return (
    <section className="invoice-party" data-testid={testId}>
      <h2 className="invoice-party-title">{title}</h2>
      <p className="has-text-weight-semibold">{party.name}</p>
      {party.address ? <p>{party.address}</p> : null}
      {pan ? (
        <p>
          <Trans>PAN: {pan}</Trans>
        </p>
      ) : null}
    </section>
  )
}

/**
 * `/payment/invoice/{orderId}` (employer guard): a paid order's tax invoice as it was issued
 * (seller and buyer with their PAN, the lines, the taxable amount, VAT apart, the total in
 * figures and in words in both languages), to print or save as PDF. Printed, only the invoice
 * is on the page (invoice.scss): one A4 sheet without the site's navigation, footer or buttons.
 * Another employer's order, or one not paid, is the 404 page.
 */
export function InvoicePage({ orderId }: { orderId: number }) {
  const { t } = useLingui()
  const lang = useLang()
  // As the payment pages write rupees (lib/money.ts, not imported: shared with this page it would
  // be a chunk of its own, one more file for every page's entry to name): 'NPR 2,260', 'रु. २,२६०'.
  const money = (amount: number) => {
    const figure = formatNumber(amount, lang, {
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    })
    return t({ message: `NPR ${figure}`, comment: 'An amount in Nepali rupees' })
  }
  const { data: invoice, error } = useInvoice(orderId, lang)
  const back = href('employerProfileMe', null, { tab: 'orders' }, lang)
  if (!invoice) {
    const unavailable = error instanceof ApiError && error.status === 503
    return (
      <section className="section">
        <div className="container">
          {unavailable ? (
            <p className="notification is-warning is-light" role="alert">
              <Trans>
                Tax invoices are not available yet: the seller's details are not set up. Please
                contact us.
              </Trans>
            </p>
          ) : (
            <LoadState error={error} failed={<Trans>The invoice could not be loaded.</Trans>} />
          )}
          <Link to={back}>
            <Trans>Back to your orders</Trans>
          </Link>
        </div>
      </section>
    )
  }
  const number = localDigits(invoice.number, lang)
  const order = formatNumber(invoice.order, lang, { useGrouping: false })
  const rate = formatNumber(invoice.vat_rate, lang)
  const taxable = money(invoice.taxable_amount)
  const vat = money(invoice.vat)
  const total = money(invoice.total)
  return (
    <section className="section invoice-screen">
      <div className="container">
        <PageTitle title={t`Tax invoice ${number}`} />
        <div className="buttons invoice-actions">
          <button type="button" className="button is-primary" onClick={() => window.print()}>
            <Trans context="invoice">Print or save as PDF</Trans>
          </button>
          <Link className="button" to={back}>
            <Trans>Back to your orders</Trans>
          </Link>
        </div>
        <article className="invoice-sheet" lang={lang} data-testid="invoice">
          <header className="invoice-head">
            <h1 className="invoice-title">
              <Trans>Tax invoice</Trans>
            </h1>
            <dl className="invoice-facts">
              <dt>
                <Trans>Invoice number</Trans>
              </dt>
              <dd data-testid="invoice-number">{number}</dd>
              <dt>
                <Trans>Date</Trans>
              </dt>
              <dd>
                <JobDate value={invoice.issued_at} />
              </dd>
              <dt>
                <Trans>Order number</Trans>
              </dt>
              <dd>{order}</dd>
            </dl>
          </header>
          <div className="invoice-parties">
            <Party title={t`Seller`} party={invoice.seller} testId="invoice-seller" />
            <Party title={t`Buyer`} party={invoice.buyer} testId="invoice-buyer" />
          </div>
          <table className="table is-fullwidth invoice-lines">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>No.</Trans>
                </th>
                <th scope="col">
                  <Trans context="invoice">Description</Trans>
                </th>
                <th scope="col" className="has-text-right">
                  <Trans>Quantity</Trans>
                </th>
                <th scope="col" className="has-text-right">
                  <Trans>Amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line, index) => (
                <tr key={index}>
                  <td>{formatNumber(index + 1, lang)}</td>
                  <td>{line.description}</td>
                  <td className="has-text-right">{formatNumber(line.quantity, lang)}</td>
                  <td className="has-text-right">{money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  <Trans>Taxable amount</Trans>
                </th>
                <td className="has-text-right" data-testid="invoice-taxable">
                  {taxable}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  <Trans>VAT {rate}%</Trans>
                </th>
                <td className="has-text-right" data-testid="invoice-vat">
                  {vat}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  <Trans>Total</Trans>
                </th>
                <td className="has-text-right" data-testid="invoice-total">
                  <strong>{total}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
          <div className="invoice-words" data-testid="invoice-words">
            <p>
              <span className="has-text-weight-semibold">
                <Trans>In words:</Trans>
              </span>{' '}
              <span lang="en">{amountInWords(invoice.total, 'en')}</span>
            </p>
            <p>
              <span className="has-text-weight-semibold">
                <Trans>In words (Nepali):</Trans>
              </span>{' '}
              <span lang="ne">{amountInWords(invoice.total, 'ne')}</span>
            </p>
          </div>
          <p className="invoice-note is-size-7">
            <Trans>
              Prices are in Nepalese rupees. This invoice was issued when the order was paid.
            </Trans>
          </p>
        </article>
      </div>
    </section>
  )
}
