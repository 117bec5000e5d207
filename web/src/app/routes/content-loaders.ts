import {
  BUSINESS_DISTRICTS_PATH,
  contentCategoriesPath,
  contentTagsPath,
  readListFilters,
  type ContentKind,
  type ContentListScope,
} from '@jagir/shared/rules/content-lists'
import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { itemData, listData, namesData } from '../../lib/content-data'
import { loadRouteData, type RouteData } from '../../lib/page-data'

/**
 * The content pages' loaders: each reads, on the server, what its page first shows (the page of
 * the list its address asks for and the names of its filters, or the item), through the same
 * provider paths the BFF read the page's head with.
 */

/** The names a list's filters offer, by kind. */
const FILTER_NAMES: Record<ContentKind, string[]> = {
  blog: [contentCategoriesPath('blog'), contentTagsPath('blog')],
  business: [contentCategoriesPath('business'), BUSINESS_DISTRICTS_PATH],
  faq: [contentCategoriesPath('faq'), contentTagsPath('faq')],
  training: [],
}

/** A list page's loader; `scopeOf` reads its path's scope (a category or tag page). */
export function listLoader(
  kind: ContentKind,
  scopeOf: (params: LoaderFunctionArgs['params']) => ContentListScope = () => ({}),
) {
  return ({ request, params, context }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    const { lang } = splitLang(url.pathname)
    const pieces: RouteData[] = [
      listData(kind, readListFilters(url.searchParams), scopeOf(params), lang),
      ...FILTER_NAMES[kind].map((path) => namesData(path, lang)),
    ]
    return loadRouteData(context, pieces)
  }
}

/** An item page's loader: the item its slug names. */
export function itemLoader(kind: ContentKind) {
  return ({ request, params, context }: LoaderFunctionArgs) => {
    const { lang } = splitLang(new URL(request.url).pathname)
    return loadRouteData(context, [itemData(kind, params.slug ?? '', lang)])
  }
}
