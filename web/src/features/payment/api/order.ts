import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { Order } from '@jagir/shared/schemas/cart'
import { apiFetch } from '../../../lib/api-client'
import type { LangKey } from '../../../components/job/locale-key'

/** The order in the address (`?order=`): a positive whole number, else null. */
export function orderIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('order'))
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * One of the employer's orders, read by id (a reload reads it again, never pays again). While
 * its gateway has not confirmed it (pending), it is read again every few seconds.
 */
export const useOrder = (id: number | null, lang: Lang) =>
  useSWR(id === null ? null : ([`/api/v1/payment/orders/${id}/`, lang] as LangKey), fetchOrder, {
    refreshInterval: (order) => (order?.status === 'pending' ? 3000 : 0),
  })

/** An order as answered, its lines (and a package's job seekers) lists whatever came. */
async function fetchOrder([path]: LangKey): Promise<Order> {
  const order = await apiFetch<Order>(path, { callerStatuses: [404] })
  const items = Array.isArray(order?.items) ? order.items : []
  return {
    ...order,
    items: items.map((line) => ({
      ...line,
      jobseekers: Array.isArray(line?.jobseekers) ? line.jobseekers : [],
    })),
  }
}
