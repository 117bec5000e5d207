/**
 * One calendar per interface language, the same on every screen: Nepali shows Bikram Sambat
 * (BS), English the Gregorian calendar (AD). Full dates convert exactly (web/src/components/job
 * /dates.ts); a year alone, as an education entry keeps it, converts by the offset below.
 */
import type { Lang } from '../routes/table.js'
import type { YearCalendar } from './profile-options.js'

/** The calendar a page in this language shows years and dates in. */
export const calendarOf = (lang: Lang): YearCalendar => (lang === 'ne' ? 'BS' : 'AD')

/**
 * A BS year begins in mid-April: BS year Y covers mid-April of AD year Y − 57 to mid-April of
 * the next, so its larger part (and a school year that begins in Baisakh) lies in Y − 57.
 */
export const BS_AD_YEAR_OFFSET = 57

/** A year given in one calendar, in the other (or the same). */
export function yearIn(year: number, from: YearCalendar, to: YearCalendar): number {
  if (from === to) return year
  return to === 'BS' ? year + BS_AD_YEAR_OFFSET : year - BS_AD_YEAR_OFFSET
}
