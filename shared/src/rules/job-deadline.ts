import { todayInNepal } from './nepal-day.js'

/**
 * A job's application deadline ('apply by'): a day in Nepal, today at the earliest and 90 days
 * from today at the latest, 30 days from today unless the employer picks another. A draft keeps
 * the day picked; publishing keeps it (a day already past by then becomes 30 days from that day).
 * Extending and reposting follow the same bounds, counted from the day they are done.
 */
export const DEADLINE_DEFAULT_DAYS = 30
export const DEADLINE_MAX_DAYS = 90

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export { todayInNepal }

/** The day `days` after `day` (both `YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** True when `day` is a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDay(day: string): boolean {
  return DAY_PATTERN.test(day) && addDays(day, 0) === day
}

/** The first and last days a deadline may be on `today`. */
export function deadlineBounds(today: string = todayInNepal()): { min: string; max: string } {
  return { min: today, max: addDays(today, DEADLINE_MAX_DAYS) }
}

/** The deadline a new job starts with: 30 days from today. */
export const defaultDeadline = (today: string = todayInNepal()): string =>
  addDays(today, DEADLINE_DEFAULT_DAYS)

/** True when `day` may be a job's deadline on `today` (today to 90 days ahead). */
export function isAllowedDeadline(day: string, today: string = todayInNepal()): boolean {
  if (!isCalendarDay(day)) return false
  const { min, max } = deadlineBounds(today)
  return day >= min && day <= max
}

/** The last second of a deadline day in Nepal (UTC+05:45), as ISO text: the job is open all that day. */
export function deadlineEnd(day: string): string {
  return new Date(Date.parse(`${addDays(day, 1)}T00:00:00+05:45`) - 1000).toISOString()
}

/** The day in Nepal a stored deadline (a timestamp) falls on. */
export const deadlineDay = (deadline: string | Date): string => todayInNepal(new Date(deadline))
