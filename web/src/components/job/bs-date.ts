// Small (under 3 KB compressed) and needed for the first paint of a Nepali job page: a lazy load
// would change the dates' text after it, moving what is below them. In a module of its own so the
// shell (the footer's year, the clock) loads without it.
import NepaliDate from 'nepali-date-converter'
import type { CalendarDay } from './dates'

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
