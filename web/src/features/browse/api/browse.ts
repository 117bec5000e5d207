import useSWR from 'swr'
import {
  browsePath,
  browseSearchQuery,
  readBrowseGroups,
  type BrowseBy,
  type BrowseGroup,
} from '@jagir/shared/rules/browse'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import { pageHref } from '../../../lib/links'
import type { ApiGet, RouteData } from '../../../lib/page-data'

/** SWR key of the open jobs' groups by category, district or employer, in a language. */
export const browseKey = (by: BrowseBy, lang: Lang): LangKey => [browsePath(by), lang]

/** The groups with open jobs, most first (entries without a name or jobs left out). */
export async function fetchBrowse([path]: LangKey, get: ApiGet = apiFetch): Promise<BrowseGroup[]> {
  return readBrowseGroups(await get<unknown>(path))
}

/** A browse list as a page's first data (read by the server's render). */
export const browseData = (by: BrowseBy, lang: Lang): RouteData => ({
  key: browseKey(by, lang),
  read: (get) => fetchBrowse(browseKey(by, lang), get),
})

/** The groups of one kind; counts change slowly, so they are not asked again on focus. */
export const useBrowse = (by: BrowseBy, lang: Lang) =>
  useSWR(browseKey(by, lang), fetchBrowse, { revalidateOnFocus: false })

/** The job search of one group's open jobs. */
export const groupSearchHref = (by: BrowseBy, id: number, lang: Lang) =>
  pageHref('jobSearch', lang, browseSearchQuery(by, id))
