import { Link, useLocation, useSearchParams } from 'react-router'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import './tab-bar.scss'

/** One tab: its id in the address, its label, and an optional count beside it. */
export interface TabItem<T extends string> {
  id: T
  label: string
  /** How many things the tab holds (jobs of a status), shown beside the label once known. */
  count?: number | null
}

interface TabBarProps<T extends string> {
  tabs: readonly TabItem<T>[]
  /** The tab shown (from `useTabParam`). */
  current: T
  /** The accessible name of the tabs' navigation ('Your jobs'). */
  label: string
  /** The query parameter that holds the tab. */
  param?: string
}

/**
 * The tab the address names (`?tab=`); a missing or unknown one is `fallback`, so every address
 * of the page shows something.
 */
export function useTabParam<T extends string>(ids: readonly T[], fallback: T, param = 'tab'): T {
  const [search] = useSearchParams()
  const value = search.get(param)
  return ids.find((id) => id === value) ?? fallback
}

/**
 * Tabs whose tab lives in the address: each is a link to the same page with `?tab=<id>`, so a
 * tab can be shared and reloaded, the language toggle keeps it (it keeps the query), and the
 * browser's back button returns to the tab before. Other query parameters (a tab's page) are
 * left behind: they belong to the tab they were set on. The current tab is marked
 * `aria-current="page"`; the page does not scroll back to the top on a change of tab.
 */
export function TabBar<T extends string>({ tabs, current, label, param = 'tab' }: TabBarProps<T>) {
  const { pathname } = useLocation()
  const lang = useLang()
  return (
    <nav className="tabs tab-bar" aria-label={label}>
      <ul>
        {tabs.map((tab) => {
          const active = tab.id === current
          return (
            <li key={tab.id} className={active ? 'is-active' : undefined}>
              <Link
                to={{ pathname, search: `?${new URLSearchParams({ [param]: tab.id })}` }}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                <span>{tab.label}</span>
                {tab.count === undefined || tab.count === null ? null : (
                  <>
                    {' '}
                    <span className="tag is-rounded tab-count">
                      {formatNumber(tab.count, lang)}
                    </span>
                  </>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
