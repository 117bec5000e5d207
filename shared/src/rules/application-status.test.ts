import { describe, expect, it } from 'vitest'
import { APPLICATION_STATUSES, countByStatus, readApplicationStatus } from './application-status.js'

describe('application statuses', () => {
  it('are the five an employer sets, in the order a hiring goes', () => {
    expect(APPLICATION_STATUSES).toEqual(['new', 'shortlisted', 'interview', 'rejected', 'hired'])
  })

  it('read the old name applied as new, and nothing else unknown', () => {
    expect(readApplicationStatus('applied')).toBe('new')
    expect(readApplicationStatus('interview')).toBe('interview')
    expect(readApplicationStatus('promoted')).toBeNull()
    expect(readApplicationStatus('Hired')).toBeNull()
    expect(readApplicationStatus(undefined)).toBeNull()
  })

  it('count every status, unknown ones left out', () => {
    expect(countByStatus(['new', 'applied', 'hired', 'promoted', null])).toEqual({
      new: 2,
      shortlisted: 0,
      interview: 0,
      rejected: 0,
      hired: 1,
    })
  })
})
