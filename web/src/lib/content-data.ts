import useSWR from 'swr'
import {
  contentItemPath,
  contentListPath,
  type ContentKind,
  type ContentListFilters,
  type ContentListScope,
} from '@jagir/shared/rules/content-lists'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../components/job/locale-key'
import { ApiError, apiFetch } from './api-client'
import { pageData } from './paging'
import type { ApiGet, RouteData } from './page-data'

/**
 * The public content's data (blog, business directory, FAQ, training): a page of a list, one
 * item, and the lists of names its filters offer (categories, tags, districts). The provider
 * paths come from `@jagir/shared/rules/content-lists`, which the BFF reads the same pages with,
 * so a page the BFF read for its head comes to the render already read.
 */

/** A category, tag or district a list can be narrowed to, with how many items it has. */
export interface NamedCount {
  slug?: string
  id?: number
  name: string
  count: number
}

/** SWR key of a page of a list in a language. */
export const listKey = (
  kind: ContentKind,
  filters: ContentListFilters,
  scope: ContentListScope,
  lang: Lang,
): LangKey => [contentListPath(kind, filters, scope), lang]

/** A list page's first data: the page of the list its address asks for. */
export const listData = (
  kind: ContentKind,
  filters: ContentListFilters,
  scope: ContentListScope,
  lang: Lang,
): RouteData => pageData(listKey(kind, filters, scope, lang))

/** GET of one path, its body as it is. */
const fetchBody = <T>([path]: LangKey, get: ApiGet = apiFetch): Promise<T> => get<T>(path)

/** SWR key of one item (a post, a business, a question, a training) in a language. */
export const itemKey = (kind: ContentKind, slug: string, lang: Lang): LangKey => [
  contentItemPath(kind, slug),
  lang,
]

/** An item page's first data: the item. */
export const itemData = (kind: ContentKind, slug: string, lang: Lang): RouteData => {
  const key = itemKey(kind, slug, lang)
  return { key, read: (get) => fetchBody(key, get) }
}

/**
 * One item. An unknown one (404) or one gone (410) is thrown for the route's error boundary,
 * which shows that error page (docs/product.md#what-a-failed-call-does).
 */
export function useItem<T>(kind: ContentKind, slug: string, lang: Lang) {
  const item = useSWR<T>(itemKey(kind, slug, lang), fetchBody<T>, { revalidateOnFocus: false })
  const { error } = item
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) throw error
  return item
}

/** A list of names by its provider path (`/api/v1/blog/categories/`) in a language. */
export const namesData = (path: string, lang: Lang): RouteData => {
  const key: LangKey = [path, lang]
  return { key, read: (get) => fetchBody(key, get) }
}

/** Names that narrow a list (categories, tags, districts): they change rarely. */
export function useNames(path: string, lang: Lang) {
  return useSWR<NamedCount[]>([path, lang] as LangKey, fetchBody<NamedCount[]>, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  })
}
