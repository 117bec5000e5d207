/**
 * A job seeker's date of birth: the same age bounds as a job's age criteria (docs/product.md#constants,
 * 16 to 100), so nobody can sign up for work younger than a job may ask for.
 */
export const MIN_SEEKER_AGE = 16
export const MAX_SEEKER_AGE = 100

/** Whole years from `birth` to `today` (both `YYYY-MM-DD`). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

/** The earliest and latest dates of birth allowed on `today` (`YYYY-MM-DD`). */
export function birthDateBounds(today: string): { min: string; max: string } {
  const [y, m, d] = today.split('-') as [string, string, string]
  const shift = (years: number) => `${String(Number(y) - years).padStart(4, '0')}-${m}-${d}`
  // Born on the day a century and a year ago is 101 tomorrow: the day after it is the first allowed.
  const oldest = new Date(`${shift(MAX_SEEKER_AGE + 1)}T00:00:00Z`)
  oldest.setUTCDate(oldest.getUTCDate() + 1)
  // 29 February has no twin in a common year: 1 March is when that birthday comes.
  const latest =
    m === '02' && d === '29'
      ? `${String(Number(y) - MIN_SEEKER_AGE).padStart(4, '0')}-02-28`
      : shift(MIN_SEEKER_AGE)
  return { min: oldest.toISOString().slice(0, 10), max: latest }
}

/** True when someone born on `birth` is 16 to 100 on `today`. */
export function isAllowedBirthDate(birth: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birth)) return false
  const age = ageOn(birth, today)
  return age >= MIN_SEEKER_AGE && age <= MAX_SEEKER_AGE
}

export { todayInNepal } from './nepal-day.js'
