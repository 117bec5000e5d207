import {
  href,
  type Lang,
  type Query,
  type RouteId,
  type RouteParams,
} from '@jagir/shared/routes/table'

/** Routes without path parameters (`/about`, `/job/search`, ...). */
export type PlainRouteId = {
  [I in RouteId]: keyof RouteParams<I> extends never ? I : never
}[RouteId]

/** The address of a parameterless screen in a language, with an optional query. */
export function pageHref(id: PlainRouteId, lang: Lang, query?: Query | null): string {
  return href(id, null, query ?? null, lang)
}
