import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { PAGE_SIZE, type Page } from '@jagir/shared/schemas/page'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import { pageData, readPage, usePage } from '../../../lib/paging'
import type { LangKey } from '../../../components/job/locale-key'
import type { Named, Organization } from './organizations'

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

/** SWR key of a page of the directory. */
export function organizationsKey(filters: ZoneFilters, lang: Lang): LangKey {
  const query = new URLSearchParams({
    page: String(filters.page),
    page_size: String(PAGE_SIZE.employers),
  })
  if (filters.search) query.set('search', filters.search)
  if (filters.category) query.set('category', String(filters.category))
  if (filters.district) query.set('district', String(filters.district))
  return [`/api/v1/organizations/?${query}`, lang]
}

/** A page of employers; one without a numeric id (nothing to open) is left out. */
const readOrganizations = (body: Partial<Page<Organization>> | undefined) =>
  readPage(body, (org) => typeof org?.id === 'number')

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
  pageData(organizationsKey(filters, lang), readOrganizations),
  { key: categoriesKey(lang), read: (get) => fetchChoices(categoriesKey(lang), get) },
  { key: districtsKey(lang), read: (get) => fetchChoices(districtsKey(lang), get) },
]

/** A page of the directory. */
export const useOrganizations = (filters: ZoneFilters, lang: Lang) =>
  usePage(organizationsKey(filters, lang), readOrganizations)

/** The filters' choices: industries and districts. */
export function useZoneChoices(lang: Lang) {
  const options = { revalidateOnFocus: false }
  const categories = useSWR(categoriesKey(lang), fetchChoices, options).data ?? []
  const districts = useSWR(districtsKey(lang), fetchChoices, options).data ?? []
  return { categories, districts }
}
