import { describe, expect, it } from 'vitest'
import { jobBasicInfoPayloadSchema } from '../schemas/job-basic-info.js'
import {
  addDays,
  deadlineBounds,
  deadlineDay,
  deadlineEnd,
  defaultDeadline,
  isAllowedDeadline,
} from './job-deadline.js'

describe('a job deadline', () => {
  it('is today to 90 days ahead, 30 by default', () => {
    expect(deadlineBounds('2026-11-28')).toEqual({ min: '2026-11-28', max: '2027-02-26' })
    expect(defaultDeadline('2026-11-28')).toBe('2026-12-28')
    expect(isAllowedDeadline('2026-11-28', '2026-11-28')).toBe(true)
    expect(isAllowedDeadline('2027-02-26', '2026-11-28')).toBe(true)
    expect(isAllowedDeadline('2027-02-27', '2026-11-28')).toBe(false)
    expect(isAllowedDeadline('2026-11-27', '2026-11-28')).toBe(false)
    expect(isAllowedDeadline('2026-02-30', '2026-01-28')).toBe(false)
    expect(isAllowedDeadline('28/12/2026', '2026-11-28')).toBe(false)
  })

  it('ends at the last second of its day in Nepal, and reads back as that day', () => {
    expect(deadlineEnd('2026-12-28')).toBe('2026-12-28T18:14:59.000Z')
    expect(deadlineDay(deadlineEnd('2026-12-28'))).toBe('2026-12-28')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('is checked by the basic-info payload with a stable code', () => {
    const parsed = jobBasicInfoPayloadSchema.shape.deadline.safeParse(
      addDays(defaultDeadline(), 61),
    )
    expect(parsed.success).toBe(false)
    expect(JSON.parse(parsed.error!.issues[0]!.message)).toEqual({
      code: 'deadline_range',
      params: { max: 90 },
    })
    expect(jobBasicInfoPayloadSchema.shape.deadline.safeParse(undefined).success).toBe(true)
  })
})
