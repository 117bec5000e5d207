import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatBsDay } from './bs-date'
import { daysLeft, formatAdDay, NEPAL_TIME_ZONE, nepalDay } from './dates'

/** The runtime's answer for the same instant: the day in Nepal's time zone database entry. */
function intlNepalDay(date: Date) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: NEPAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date)
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

describe('the day in Nepal', () => {
  it('turns at midnight in Kathmandu (UTC+05:45), not at the reader’s midnight', () => {
    expect(nepalDay('2026-03-14T18:14:59Z')).toEqual({ year: 2026, month: 3, day: 14 })
    expect(nepalDay('2026-03-14T18:15:00Z')).toEqual({ year: 2026, month: 3, day: 15 })
    expect(nepalDay('1985-06-01T18:29:59Z')).toEqual({ year: 1985, month: 6, day: 1 })
    expect(nepalDay('1985-06-01T18:30:00Z')).toEqual({ year: 1985, month: 6, day: 2 })
    expect(nepalDay('not a date')).toBeNull()
    expect(nepalDay(null)).toBeNull()
  })

  it('is the day the time zone database gives, for any instant from 1970 to 2100', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          expect(nepalDay(date)).toEqual(intlNepalDay(date))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('counts the days left to a deadline in Nepal', () => {
    const now = new Date('2026-03-14T18:20:00Z') // 15 March, 00:05 in Kathmandu
    expect(daysLeft('2026-03-15T10:00:00Z', now)).toBe(0)
    expect(daysLeft('2026-03-16T00:00:00Z', now)).toBe(1)
    expect(daysLeft('2026-03-14T12:00:00Z', now)).toBe(-1)
  })
})

describe('a day as each language writes it', () => {
  it('reads like the runtime’s English and in Nepali words and digits', () => {
    const day = { year: 2026, month: 1, day: 15 }
    expect(formatAdDay(day, 'en')).toBe('Jan 15, 2026')
    expect(formatAdDay(day, 'en')).toBe(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      }).format(new Date(Date.UTC(2026, 0, 15))),
    )
    expect(formatAdDay(day, 'ne')).toBe('१५ जनवरी २०२६')
    expect(formatBsDay(day)).toBe('१ माघ २०८२')
  })
})
