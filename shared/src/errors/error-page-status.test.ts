import { describe, expect, it } from 'vitest'
import { errorPageStatus } from './status.js'

describe('the status of an /errors/{statusCode} page', () => {
  it('is the code itself for an error status', () => {
    expect(errorPageStatus('403')).toBe(403)
    expect(errorPageStatus('500')).toBe(500)
    expect(errorPageStatus('418')).toBe(418)
  })

  it('is 404 for anything else', () => {
    for (const value of ['200', '302', '600', 'abc', '4033', '', undefined]) {
      expect(errorPageStatus(value)).toBe(404)
    }
  })
})
