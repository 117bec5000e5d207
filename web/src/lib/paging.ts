import useSWR from 'swr'
import { useLocation } from 'react-router'
import type { Page } from '@jagir/shared/schemas/page'
import type { LangKey } from '../components/job/locale-key'
import { ApiError, apiFetch } from './api-client'
import type { ApiGet, RouteData } from './page-data'

/**
 * Every paged list reads its pages here: one page type (`Page` of `@jagir/shared/schemas/page`,
 * whose `PAGE_SIZE` holds each list's page size), one fetch with one rule for a page past the
 * end, one hook; `PagedResults` (components/ui/paged-results.tsx) shows them.
 */

/** What a list makes of a provider page: the page, its items checked, and what else it reads. */
export type PageReader<P extends Page<unknown>> = (body: Partial<P> | undefined) => P

/** The provider's page; items `keep` refuses (nothing to open) are left out. */
export function readPage<T>(
  body: Partial<Page<T>> | undefined,
  keep: (item: T) => boolean = () => true,
): Page<T> {
  const results = (Array.isArray(body?.results) ? body.results : []).filter((item) => keep(item))
  return {
    count: typeof body?.count === 'number' ? body.count : results.length,
    next: typeof body?.next === 'string' ? body.next : null,
    previous: typeof body?.previous === 'string' ? body.previous : null,
    results,
  }
}

/**
 * One page of a list. A page past the last one (the API's 404 'Invalid page.': an old link, or a
 * list that has shrunk) is no error, and it is read with the list's true count (its first page,
 * read again): someone who opens `?page=99` of a three-page list is told how many items there
 * are and is offered the last page and the first, where a count of 0 would say the list is empty
 * and hide the way to its last page. The server render reads through this same function, and the
 * BFF answers such a page 200 (server/src/lib/content-seo/builders.ts), so the page served and
 * the page the browser takes over say the same.
 */
export async function fetchPage<P extends Page<unknown>>(
  path: string,
  get: ApiGet = apiFetch,
  read: PageReader<P> = readPage as PageReader<P>,
): Promise<P> {
  const url = new URL(path, 'http://api.invalid')
  const later = Number(url.searchParams.get('page') ?? '1') > 1
  try {
    return read(await get(path, { callerStatuses: later ? [404] : [] }))
  } catch (error) {
    if (!later || !(error instanceof ApiError) || error.status !== 404) throw error
  }
  url.searchParams.set('page', '1')
  const first = read(await get(url.pathname + url.search))
  return { ...first, next: null, previous: null, results: [] }
}

/** A page's first data (read by the server render, and kept for the browser). */
export const pageData = <P extends Page<unknown>>(
  key: LangKey,
  read?: PageReader<P>,
): RouteData => ({
  key,
  read: (get) => fetchPage(key[0], get, read),
})

/** A page of a list (no key: not yet); the page on screen stays while the next one loads. */
export function usePage<T, P extends Page<T> = Page<T>>(key: LangKey | null, read?: PageReader<P>) {
  return useSWR(key, ([path]: LangKey) => fetchPage(path, apiFetch, read), {
    keepPreviousData: true,
  })
}

/** The page a list's address asks for (`?page=`, 1 when absent or odd), and another's address. */
export function usePageAddress() {
  const { pathname, search } = useLocation()
  const page = Number(new URLSearchParams(search).get('page') ?? '1')
  const pageHref = (to: number) => {
    const params = new URLSearchParams(search)
    if (to === 1) params.delete('page')
    else params.set('page', String(to))
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, pageHref }
}
