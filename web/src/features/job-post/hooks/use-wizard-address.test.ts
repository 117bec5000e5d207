import { describe, expect, it } from 'vitest'
import { closedPath, stepOf } from './use-wizard-address'

describe('the wizard in the address', () => {
  it('reads the step from the query; later steps need a job', () => {
    expect(stepOf(null, null)).toBe(1)
    expect(stepOf(null, '3')).toBe(1)
    expect(stepOf('cook-1', '2')).toBe(2)
    expect(stepOf('cook-1', '3')).toBe(3)
    expect(stepOf('cook-1', '9')).toBe(1)
  })

  it("closing goes back to the part before 'job'", () => {
    expect(closedPath('/job/post')).toBe('/')
    expect(closedPath('/en/job/post')).toBe('/en')
    expect(closedPath('/en/job/preview')).toBe('/en')
  })
})
