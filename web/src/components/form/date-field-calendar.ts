// Bikram Sambat ⇄ Gregorian through nepali-date-converter (already the job pages' converter:
// its month-length table for BS 2000-2090 is the one Nepal's calendar committee publishes).
import NepaliDate, { dateConfigMap } from 'nepali-date-converter'

/** A calendar day: year, month (1-12) and day of month, in one calendar. */
export interface Day {
  year: number
  month: number
  day: number
}

/** The BS years the converter knows (2000-2090 BS, 1943-2034 AD). */
const BS_YEARS = Object.keys(dateConfigMap)
  .map(Number)
  .sort((a, b) => a - b)
export const BS_FIRST_YEAR = BS_YEARS[0]!
export const BS_LAST_YEAR = BS_YEARS.at(-1)!

/** `YYYY-MM-DD` of a day (the form's and the API's format, always AD). */
export function isoOf(day: Day): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`
}

/** The day of a `YYYY-MM-DD` text, or null when it is not a real day. */
export function parseIso(value: string | null | undefined): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  if (!match) return null
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day))
  return date.getUTCMonth() === day.month - 1 && date.getUTCDate() === day.day ? day : null
}

/** Days in a BS month (they run 29 to 32 and differ from year to year); 0 outside the table. */
export function bsMonthLength(year: number, month: number): number {
  const months = dateConfigMap[String(year)]
  return months ? (Object.values(months)[month - 1] ?? 0) : 0
}

/** The AD day of a BS day; null when the BS day does not exist or is outside the table. */
export function bsToAd(bs: Day): Day | null {
  if (bs.month < 1 || bs.month > 12 || bs.day < 1 || bs.day > bsMonthLength(bs.year, bs.month)) {
    return null
  }
  const ad = new NepaliDate(bs.year, bs.month - 1, bs.day).getAD()
  return { year: ad.year, month: ad.month + 1, day: ad.date }
}

/** The BS day of an AD day; null outside the table. */
export function adToBs(ad: Day): Day | null {
  try {
    // Local noon of that day: the converter reads local date fields, noon keeps any zone's day.
    const found = new NepaliDate(new Date(ad.year, ad.month - 1, ad.day, 12)).getBS()
    const bs = { year: found.year, month: found.month + 1, day: found.date }
    // Before its table the converter answers a wrong day rather than failing: check it back.
    const back = bsToAd(bs)
    return back && isoOf(back) === isoOf(ad) ? bs : null
  } catch {
    return null
  }
}

/** BS month names (data, as the converter spells them): Baisakh…Chaitra, or बैशाख…चैत्र. */
export function bsMonthNames(lang: 'ne' | 'en'): string[] {
  return Array.from({ length: 12 }, (_, index) =>
    new NepaliDate(2080, index, 1).format('MMMM', lang === 'ne' ? 'np' : 'en'),
  )
}

/** A BS day written out: "1 Baisakh 2055" or "१ बैशाख २०५५"; null outside the table. */
export function formatBs(bs: Day, lang: 'ne' | 'en'): string | null {
  if (!bsToAd(bs)) return null
  return new NepaliDate(bs.year, bs.month - 1, bs.day).format(
    'D MMMM YYYY',
    lang === 'ne' ? 'np' : 'en',
  )
}

/** The BS years between two AD days (inclusive, either may be null), newest first. */
export function bsYearsBetween(min: Day | null, max: Day | null): number[] {
  const first = Math.max(BS_FIRST_YEAR, (min && adToBs(min)?.year) ?? BS_FIRST_YEAR)
  const last = Math.min(BS_LAST_YEAR, (max && adToBs(max)?.year) ?? BS_LAST_YEAR)
  const years: number[] = []
  for (let year = last; year >= first; year--) years.push(year)
  return years
}

/** True when the AD day is within [min, max] (either may be null). */
export function isWithin(day: Day, min: Day | null, max: Day | null): boolean {
  const iso = isoOf(day)
  return (!min || iso >= isoOf(min)) && (!max || iso <= isoOf(max))
}
