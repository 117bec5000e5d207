/**
 * Today's date in Nepal (`YYYY-MM-DD`): a birthday begins, and a job's deadline day ends, at
 * midnight in Kathmandu. A module of its own, so the rules that need the day (birth dates, job
 * deadlines) share it without loading each other.
 */
export function todayInNepal(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(now)
}
