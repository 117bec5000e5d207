import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../lib/api-client'
import { onRecoverableError } from './recoverable-errors'

describe("React's recoverable errors", () => {
  afterEach(() => vi.unstubAllGlobals())

  const reported = (error: unknown) => {
    const reportError = vi.fn()
    vi.stubGlobal('reportError', reportError)
    onRecoverableError(error)
    return reportError.mock.calls.map(([e]) => e as unknown)
  }

  it("are not reported when they are an API error the page's boundary answers (a 404, a 410)", () => {
    const gone = new ApiError(410, { detail: 'Gone.' }, 'Gone.')
    expect(reported(gone)).toEqual([])
    expect(reported(new Error('hydration retried', { cause: gone }))).toEqual([])
  })

  it('are reported otherwise, with the error React gave', () => {
    const bug = new TypeError('x is undefined')
    expect(reported(bug)).toEqual([bug])
    const wrapped = new Error('retried', { cause: new Error('a bug') })
    expect(reported(wrapped)).toEqual([wrapped])
    expect(reported('a string')).toEqual(['a string'])
  })
})
