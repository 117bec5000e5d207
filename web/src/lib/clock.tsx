import { createContext, use, useEffect, useState, type ReactNode } from 'react'
import { nepalDay } from '../components/job/dates'

/**
 * The time a page is drawn at, the same on the server and in the browser that takes its HTML
 * over. What a page says about "today" ("2 days left", "Expired", the footer's year) is read
 * from it, never from the clock at the moment of each render: a page the BFF rendered (and kept
 * for 30 s) before midnight in Nepal must still hydrate after midnight without differing from
 * its HTML. Once the page is the browser's, the time moves to the browser's clock, and again
 * whenever Nepal's day changes while the page stays open.
 */
const ClockContext = createContext<number | null>(null)

/** How often an open page checks whether Nepal's day has changed. */
const DAY_CHECK_MS = 60_000

const dayKey = (time: number) => {
  const day = nepalDay(new Date(time))!
  return day.year * 10_000 + day.month * 100 + day.day
}

/** Gives the page its time: `renderedAt` (the server's render time) while it hydrates. */
export function ClockProvider({
  renderedAt,
  children,
}: {
  /** When the server rendered the page (its data block's `readAt`); none: now. */
  renderedAt?: number
  children: ReactNode
}) {
  const [now, setNow] = useState(() => renderedAt ?? Date.now())
  useEffect(() => {
    const catchUp = () =>
      setNow((shown) => {
        const current = Date.now()
        return dayKey(current) === dayKey(shown) ? shown : current
      })
    catchUp()
    const timer = setInterval(catchUp, DAY_CHECK_MS)
    document.addEventListener('visibilitychange', catchUp)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', catchUp)
    }
  }, [])
  return <ClockContext value={now}>{children}</ClockContext>
}

/** The page's time (see ClockProvider); the clock itself outside one. */
export function useNow(): Date {
  const now = use(ClockContext)
  return new Date(now ?? Date.now())
}
