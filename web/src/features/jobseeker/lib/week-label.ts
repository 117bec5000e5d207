import NepaliDate from 'nepali-date-converter'
import type { Lang } from '@jagir/shared/routes/table'

const english = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
})

/**
 * A week's first day (YYYY-MM-DD) as a chart's axis names it: "Nov 3" in English, the Bikram
 * Sambat day in Nepali ("कार्तिक १७"), which is how Nepal counts its weeks.
 */
export function weekLabel(day: string, lang: Lang): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  const utc = new Date(Date.UTC(year, month - 1, date))
  if (lang === 'en') return english.format(utc)
  try {
    return new NepaliDate(new Date(year, month - 1, date, 12)).format('MMMM D', 'np')
  } catch {
    return english.format(utc)
  }
}
