import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import type { LangKey } from '../../../components/job/locale-key'
import type { Named, Organization } from './organizations'

/** Employers per page of the directory. */
export const ZONE_PAGE_SIZE = 12

/** The directory's search, all in the address. */
export interface ZoneFilters {
  search: string
  category: number | null
  district: number | null
  page: number
}

const positive = (value: string | null) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : null
}

/** The directory's filters from the address; anything malformed is left out. */
export function readZoneFilters(params: URLSearchParams): ZoneFilters {
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    category: positive(params.get('category')),
    district: positive(params.get('district')),
    page: positive(params.get('page')) ?? 1,
  }
}

/** The address query of the directory's filters (defaults left out). */
export function zoneQuery(filters: ZoneFilters): Record<string, string | number | null> {
  return {
    search: filters.search || null,
    category: filters.category,
    district: filters.district,
    page: filters.page > 1 ? filters.page : null,
  }
}

export interface OrganizationsPage {
  count: number
  results: Organization[]
}

/** SWR key of a page of the directory. */
export function organizationsKey(filters: ZoneFilters, lang: Lang): LangKey {
  const query = new URLSearchParams({
    page: String(filters.page),
    page_size: String(ZONE_PAGE_SIZE),
  })
  if (filters.search) query.set('search', filters.search)
  if (filters.category) query.set('category', String(filters.category))
  if (filters.district) query.set('district', String(filters.district))
  return [`/api/v1/organizations/?${query}`, lang]
}

/** A page of employers; a page past the end is empty (the pager offers the way back). */
async function fetchOrganizations([path]: LangKey, get: ApiGet = apiFetch) {
  const page = await get<Partial<OrganizationsPage>>(path, { callerStatuses: [404] }).catch(
    () => null,
  )
  const results = (page?.results ?? []).filter((org) => typeof org?.id === 'number')
  return { count: typeof page?.count === 'number' ? page.count : results.length, results }
}

/** SWR keys of the directory's filter choices. */
export const categoriesKey = (lang: Lang): LangKey => [
  '/api/v1/common/job-categories/?page_size=100',
  lang,
]
export const districtsKey = (lang: Lang): LangKey => [
  '/api/v1/common/district/?page_size=100',
  lang,
]

async function fetchChoices([path]: LangKey, get: ApiGet = apiFetch): Promise<Named[]> {
  const page = await get<{ results?: Named[] }>(path)
  return (page?.results ?? []).filter((item) => typeof item?.id === 'number')
}

/** The employer zone's first data: a page of employers and the filters' choices. */
export const employerZoneData = (filters: ZoneFilters, lang: Lang): RouteData[] => [
  {
    key: organizationsKey(filters, lang),
    read: (get) => fetchOrganizations(organizationsKey(filters, lang), get),
  },
  { key: categoriesKey(lang), read: (get) => fetchChoices(categoriesKey(lang), get) },
  { key: districtsKey(lang), read: (get) => fetchChoices(districtsKey(lang), get) },
]

/** A page of the directory. */
export const useOrganizations = (filters: ZoneFilters, lang: Lang) =>
  useSWR(organizationsKey(filters, lang), fetchOrganizations, { keepPreviousData: true })

/** The filters' choices: industries and districts. */
export function useZoneChoices(lang: Lang) {
  const options = { revalidateOnFocus: false }
  const categories = useSWR(categoriesKey(lang), fetchChoices, options).data ?? []
  const districts = useSWR(districtsKey(lang), fetchChoices, options).data ?? []
  return { categories, districts }
}
