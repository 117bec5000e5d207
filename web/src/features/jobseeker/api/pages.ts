import useSWR from 'swr'
import type { LangKey } from '../../../components/job/locale-key'
import { ApiError, apiFetch } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'

/** Entries a page of the seeker's lists shows. */
export const LIST_PAGE_SIZE = 10

/** A DRF page as the seeker's lists read it; `pastEnd` when the page asked for is past the last. */
export interface ListPage<T> {
  count: number
  results: T[]
  pastEnd?: boolean
}

/** The path of a page of one of the seeker's lists. */
export const listPagePath = (path: string, page: number) =>
  `${path}?page=${page}&page_size=${LIST_PAGE_SIZE}`

async function fetchListPage<T>([path]: LangKey): Promise<ListPage<T>> {
  const later = !path.includes('?page=1&')
  try {
    const page = await apiFetch<ListPage<T>>(path, later ? { callerStatuses: [404] } : {})
    return { count: page?.count ?? 0, results: page?.results ?? [] }
  } catch (error) {
    // DRF's 'Invalid page.': the list is shorter now (an entry was withdrawn or unsaved).
    if (later && error instanceof ApiError && error.status === 404) {
      return { count: 0, results: [], pastEnd: true }
    }
    throw error
  }
}

/** One page of one of the signed-in seeker's lists (applied, saved, views), in the language. */
export function useListPage<T>(path: string, page: number) {
  const lang = useLang()
  const key: LangKey = [listPagePath(path, page), lang]
  return useSWR(key, fetchListPage<T>, { revalidateOnFocus: false })
}
