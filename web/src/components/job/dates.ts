import type { Lang } from '@jagir/shared/routes/table'
import { formatNumber } from '../../lib/format'

/** A calendar day: year, month (1-12) and day of month. */
export interface CalendarDay {
  year: number
  month: number
  day: number
}

/** Jobs are posted in Nepal: a deadline's day is the day it is in Kathmandu, wherever one reads it. */
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu'
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Nepal keeps one offset all year (no daylight saving): UTC+05:45 since 1986, UTC+05:30 before.
 * Counted here rather than with `Intl.DateTimeFormat`: a page's first time-zone formatter loads
 * the runtime's zone and locale data, which held a phone's main thread for 100-150 ms while a job
 * list was being taken over (docs/performance.md).
 */
const NEPAL_OFFSET_SINCE_1986_MS = (5 * 60 + 45) * 60 * 1000
const NEPAL_OFFSET_BEFORE_MS = (5 * 60 + 30) * 60 * 1000
const NEPAL_1986_MS = Date.UTC(1986, 0, 1) - NEPAL_OFFSET_BEFORE_MS

/** The day of a timestamp (ISO text or Date) in Nepal; null when it is not a date. */
export function nepalDay(value: string | Date | null | undefined): CalendarDay | null {
  if (!value) return null
  const time = (value instanceof Date ? value : new Date(value)).getTime()
  if (Number.isNaN(time)) return null
  const offset = time < NEPAL_1986_MS ? NEPAL_OFFSET_BEFORE_MS : NEPAL_OFFSET_SINCE_1986_MS
  const local = new Date(time + offset)
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() }
}

const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day) / DAY_MS

/** Whole days from `now`'s day to the deadline's day in Nepal (0 on the last day, < 0 after). */
export function daysLeft(
  deadline: string | null | undefined,
  now: Date = new Date(),
): number | null {
  const end = nepalDay(deadline)
  const today = nepalDay(now)
  if (!end || !today) return null
  return dayNumber(end) - dayNumber(today)
}

/** Gregorian month names as Nepali writes them (data, not interface text: Intl lacks Nepali). */
const AD_MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
]

/** The same months as English writes them short (the runtime's `en-US` "Jan 15, 2026"). */
const AD_MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]

/** A day in the Gregorian calendar (AD): "Jan 15, 2026" or "१५ जनवरी २०२६". */
export function formatAdDay(day: CalendarDay, lang: Lang): string {
  if (lang === 'en') return `${AD_MONTHS_EN[day.month - 1]} ${day.day}, ${day.year}`
  const number = (n: number) => formatNumber(n, lang, { useGrouping: false })
  return `${number(day.day)} ${AD_MONTHS_NE[day.month - 1]} ${number(day.year)}`
}
