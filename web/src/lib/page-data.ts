import { unstable_serialize, type Middleware } from 'swr'
import { PAGE_DATA_ID, type PageData } from '@jagir/shared/routes/server-render'
import type { Lang } from '@jagir/shared/routes/table'
import type { ApiRequest } from './api-client'

/**
 * A page's first data, shared by the server render and the browser. On the server, a route's
 * loader reads its data through the BFF and keeps it (`loadRouteData`); the BFF sends it along
 * with the page as SWR's fallback, so the browser renders the same page (hydration) and does not
 * ask for it again while it is fresh.
 */

/** A GET of the provider API as the data modules make it: the body, or an `ApiError`. */
export type ApiGet = <T>(path: string, request?: Pick<ApiRequest, 'callerStatuses'>) => Promise<T>

/** How long data the page came with is reused as it is (the BFF's render cache keeps pages 30 s). */
export const PAGE_DATA_FRESH_MS = 60_000

/** One piece of a route's first data: its SWR key and how to read it with a GET. */
export interface RouteData {
  key: readonly unknown[] | string
  read: (get: ApiGet) => Promise<unknown>
}

/** What a loader is given as its `context` when the server renders (web/src/entry-server.tsx). */
export interface ServerLoad {
  lang: Lang
  get: ApiGet
  keep(key: RouteData['key'], data: unknown): void
}

const SERVER_LOAD = Symbol.for('jagir.server-load')

/** The loader context of a server render. */
export const serverLoadContext = (load: ServerLoad) => ({ [SERVER_LOAD]: load })

/** The server render's loading tools, or null in the browser. */
export function serverLoad(context: unknown): ServerLoad | null {
  if (typeof context !== 'object' || context === null || !(SERVER_LOAD in context)) return null
  return (context as { [SERVER_LOAD]: ServerLoad })[SERVER_LOAD]
}

/**
 * A route loader's first data. On the server: read (in parallel) and kept for the page; a piece
 * that fails is left to the browser, which asks for it as it would without a server render. In
 * the browser: nothing (the page's hooks ask, or `inBrowser` starts them early).
 */
export async function loadRouteData(
  context: unknown,
  pieces: readonly RouteData[],
  inBrowser?: () => void,
): Promise<null> {
  const server = serverLoad(context)
  if (!server) {
    inBrowser?.()
    return null
  }
  await Promise.all(
    pieces.map(async ({ key, read }) => {
      try {
        server.keep(key, await read(server.get))
      } catch {
        // Not kept: the browser asks for it.
      }
    }),
  )
  return null
}

let pageData: PageData | null | undefined

/** The data block the BFF put in the page (read once), or null. */
export function readPageData(): PageData | null {
  if (pageData !== undefined) return pageData
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)
  try {
    pageData = element ? (JSON.parse(element.textContent ?? '') as PageData) : null
  } catch {
    pageData = null
  }
  return pageData
}

/** Forgets the block read (tests put a new one in the page). */
export function forgetPageData(): void {
  pageData = undefined
}

/**
 * SWR middleware: a hook whose data came with the page does not ask for it again on mount while
 * it is fresh (a hook may still insist with `revalidateOnMount`, as the job page does for a
 * signed-in viewer), so it renders the state the server's render did (which never revalidates
 * what it was given). Later mounts, after the data's freshness, revalidate as usual.
 */
export const pageDataFreshness: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const cameWithPage =
    key !== null && config.fallback !== undefined && unstable_serialize(key) in config.fallback
  const page = readPageData()
  const fresh = cameWithPage && page !== null && Date.now() - page.readAt < PAGE_DATA_FRESH_MS
  return useSWRNext(key, fetcher, fresh ? { ...config, revalidateIfStale: false } : config)
}
