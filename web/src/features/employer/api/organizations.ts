import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import type { LangKey } from '../../../components/job/locale-key'

/** A named lookup item as the API reads it back. */
export interface Named {
  id: number
  name: string
}

/** An organisation as GET `/api/v1/organizations/` reads it. */
export interface Organization {
  id: number
  slug?: string | null
  name: string
  logo?: string | null
  about?: string | null
  category?: Named | null
  district?: Named | null
  address?: string | null
  website?: string | null
  phone_number?: string | null
  employees?: string | null
  active_jobs?: number | null
}

/** The API path of one organisation (by id or slug). */
export const organizationPath = (id: string | number) =>
  `/api/v1/organizations/${encodeURIComponent(String(id))}/`

/** SWR key of one organisation in a language. */
export const organizationKey = (id: string | number, lang: Lang): LangKey => [
  organizationPath(id),
  lang,
]

const fetchOrganization = ([path]: LangKey, get: ApiGet = apiFetch) => get<Organization>(path)

/** An employer page's first data: the organisation. */
export const organizationData = (id: string, lang: Lang): RouteData => ({
  key: organizationKey(id, lang),
  read: (get) => fetchOrganization(organizationKey(id, lang), get),
})

/** One organisation; an unknown one shows the 404 page (docs/product.md#what-a-failed-call-does). */
export function useOrganization(id: string | number | null, lang: Lang) {
  return useSWR(id === null ? null : organizationKey(id, lang), fetchOrganization, {
    revalidateOnFocus: false,
  })
}
