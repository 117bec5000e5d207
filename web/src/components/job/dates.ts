// Small (under 3 KB compressed) and needed for the first paint of a Nepali job page: a lazy load
// would change the dates' text after it, moving what is below them.
import NepaliDate from 'nepali-date-converter'
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

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEPAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day of a timestamp (ISO text or Date) in Nepal; null when it is not a date. */
export function nepalDay(value: string | Date | null | undefined): CalendarDay | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const parts = Object.fromEntries(dayParts.formatToParts(date).map((p) => [p.type, p.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) }
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

const adEnglish = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})

/** A day in the Gregorian calendar (AD): "Jan 15, 2026" or "१५ जनवरी २०२६". */
export function formatAdDay(day: CalendarDay, lang: Lang): string {
  if (lang === 'en') return adEnglish.format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
  const number = (n: number) => formatNumber(n, lang, { useGrouping: false })
  return `${number(day.day)} ${AD_MONTHS_NE[day.month - 1]} ${number(day.year)}`
}

/** A day in Bikram Sambat with Devanagari digits and month ("१ माघ २०८२"). */
export function formatBsDay(day: CalendarDay): string | null {
  try {
    // Local noon of that day: the converter reads local date fields, noon keeps any zone's day.
    const bs = new NepaliDate(new Date(day.year, day.month - 1, day.day, 12))
    return bs.format('D MMMM YYYY', 'np')
  } catch {
    // Outside the converter's table (years it has no data for): show AD alone.
    return null
  }
}
