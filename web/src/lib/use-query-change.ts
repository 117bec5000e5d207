import { useCallback } from 'react'
import { useLocation, useSearchParams } from 'react-router'

/**
 * The query asked for last, and the address it was asked from. Kept outside the component: a
 * page may be mounted anew while the router goes to the next address.
 */
let asked: { from: string; query: string } | null = null

/**
 * The address's query, and a way to change it that builds on the change made just before, even
 * when the router has not shown that one yet. Two filters changed in quick succession on a slow
 * phone (a province, then a job level) made two navigations from the same shown query: the
 * second dropped the first filter. Once the router has moved on (a new location), what it shows
 * is the truth again, Back included. Each change is a new history entry.
 */
export function useQueryChange(): [
  URLSearchParams,
  (update: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams()
  const { key, pathname } = useLocation()
  const shown = params.toString()
  const change = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams) => {
      const from = `${key} ${pathname}?${shown}`
      const next = update(new URLSearchParams(asked?.from === from ? asked.query : shown))
      asked = { from, query: next.toString() }
      setParams(next)
    },
    [key, pathname, setParams, shown],
  )
  return [params, change]
}
