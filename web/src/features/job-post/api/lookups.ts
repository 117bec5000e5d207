import useSWR from 'swr'
import type { LangKey } from '../../../components/job/locale-key'
import { DOCUMENT_CATEGORY_LOOKUP_LIMIT, DROPDOWN_ITEMS } from '@jagir/shared/rules/constants'
import { limitItems, shouldSearch } from '@jagir/shared/rules/text'
import { useLang } from '../../../lib/lang'
import { fetchInLang, langKey } from './lang-key'

/** The lookups the wizard searches (docs/product.md#lookups). */
export type LookupKind =
  | 'designations'
  | 'templates'
  | 'districts'
  | 'cities'
  | 'locations'
  | 'workStandards'
  | 'skills'
  | 'personalQualities'
  | 'requiredKnowledge'
  | 'educationDegrees'
  | 'benefits'
  | 'documentCategories'

/** An item as the wizard shows it: its id and display name (a location's address). */
export interface LookupOption {
  id: number
  name: string
}

interface LookupSpec {
  path: string
  /** Fixed query parameters (status filter, limit). */
  query?: Record<string, string>
  /** How many entries the list shows. */
  shown: number
  /** True: the server is asked only once 3 characters are typed (docs/product.md#lookups). */
  searchMode: boolean
}

const APPROVED = { status: 'Approved' }

/** Where each lookup lives and how it is searched. */
export const LOOKUPS: Readonly<Record<LookupKind, LookupSpec>> = {
  designations: { path: '/api/v1/common/designations/', shown: DROPDOWN_ITEMS, searchMode: true },
  /** Saved job templates, listed by name (GET `/api/v1/job/templates/?search=`). */
  templates: { path: '/api/v1/job/templates/', shown: DROPDOWN_ITEMS, searchMode: true },
  districts: { path: '/api/v1/common/district/', shown: DROPDOWN_ITEMS, searchMode: true },
  cities: { path: '/api/v1/common/cities/', shown: DROPDOWN_ITEMS, searchMode: true },
  locations: { path: '/api/v1/common/locations/', shown: DROPDOWN_ITEMS, searchMode: true },
  workStandards: {
    path: '/api/v1/common/work-standards/',
    query: APPROVED,
    shown: DROPDOWN_ITEMS,
    searchMode: true,
  },
  skills: {
    path: '/api/v1/common/skills/',
    query: APPROVED,
    shown: DROPDOWN_ITEMS,
    searchMode: true,
  },
  personalQualities: {
    path: '/api/v1/common/personal-qualities/',
    query: APPROVED,
    shown: DROPDOWN_ITEMS,
    searchMode: true,
  },
  requiredKnowledge: {
    path: '/api/v1/common/required-knowledge/',
    query: APPROVED,
    shown: DROPDOWN_ITEMS,
    searchMode: true,
  },
  educationDegrees: {
    path: '/api/v1/common/education-degrees/',
    query: { limit: '100' },
    shown: 100,
    searchMode: false,
  },
  benefits: { path: '/api/v1/common/job-benefit/', shown: DROPDOWN_ITEMS, searchMode: true },
  documentCategories: {
    path: '/api/v1/common/document-categories/',
    query: { limit: String(DOCUMENT_CATEGORY_LOOKUP_LIMIT) },
    shown: DOCUMENT_CATEGORY_LOOKUP_LIMIT,
    searchMode: false,
  },
}

/** Filters of the cascade: districts by province, cities by district, locations by city. */
export type LookupFilter = Record<string, number | null | undefined>

/** The SWR key (the request path) of a lookup search; null when nothing should be asked. */
export function lookupKey(kind: LookupKind, search: string, filter: LookupFilter = {}) {
  const spec = LOOKUPS[kind]
  const text = search.trim()
  if (spec.searchMode && !shouldSearch(text)) return null
  const params = new URLSearchParams(spec.query)
  if (text) params.set('search', text)
  for (const [name, value] of Object.entries(filter)) {
    if (value !== null && value !== undefined) params.set(name, String(value))
  }
  const query = params.toString()
  return query ? `${spec.path}?${query}` : spec.path
}

interface RawItem {
  id: number
  name?: string
  address?: string
}

/** A raw lookup entry as the wizard shows it (a location is named by its address). */
export const toOption = (item: RawItem): LookupOption => ({
  id: item.id,
  name: item.name ?? item.address ?? String(item.id),
})

/** Fetches a lookup page (DRF `{results}`, or a bare list) as options, in a language. */
export async function fetchLookup(key: LangKey): Promise<LookupOption[]> {
  const body = await fetchInLang<{ results?: RawItem[] } | RawItem[]>(key)
  const items = Array.isArray(body) ? body : (body?.results ?? [])
  return items.map(toOption)
}

/** Searches a lookup: nothing is asked below 3 characters in search mode; at most `shown` kept. */
export function useLookup(
  kind: LookupKind,
  search: string,
  options: { filter?: LookupFilter; enabled?: boolean } = {},
) {
  const lang = useLang()
  const path = options.enabled === false ? null : lookupKey(kind, search, options.filter)
  const { data, isLoading } = useSWR(path ? langKey(path, lang) : null, fetchLookup)
  return {
    items: limitItems(data ?? [], LOOKUPS[kind].shown),
    isLoading,
    /** Search mode and fewer than 3 characters typed: the list asks for more. */
    tooShort: LOOKUPS[kind].searchMode && !shouldSearch(search),
  }
}
