import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../testing/fake-api'
import { apiFetch, ApiError, setApiErrorHandlers, type ApiErrorHandlers } from './api-client'
import { activateLanguage } from './i18n'

let handlers: { [K in keyof ApiErrorHandlers]: ReturnType<typeof vi.fn> }

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error as ApiError,
  )

describe('the API client', () => {
  beforeAll(() => activateLanguage('en'))
  beforeEach(() => {
    handlers = { onUnauthorized: vi.fn(), onRateLimited: vi.fn(), onErrorPage: vi.fn() }
    setApiErrorHandlers(handlers as unknown as ApiErrorHandlers)
  })
  afterEach(() => setApiErrorHandlers(null))

  it('sends X-CSRF: 1 and JSON on writes, and no X-CSRF on reads', async () => {
    const { calls } = installFakeApi({ routes: { '/api/v1/thing/': { body: { ok: true } } } })
    expect(await apiFetch('/api/v1/thing/', { method: 'POST', body: { a: 1 } })).toEqual({
      ok: true,
    })
    await apiFetch('/api/v1/thing/')
    await apiFetch('/api/v1/thing/', { method: 'DELETE' })
    expect(calls.map((call) => [call.method, call.headers['x-csrf']])).toEqual([
      ['POST', '1'],
      ['GET', undefined],
      ['DELETE', '1'],
    ])
    expect(calls[0]!.body).toEqual({ a: 1 })
    expect(calls[0]!.headers['content-type']).toBe('application/json')
  })

  it('sends a file as it is, with its own type and X-CSRF', async () => {
    const sent: { type: string | null; bytes: number[] }[] = []
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>
      const body = new Uint8Array(await (init.body as Blob).arrayBuffer())
      sent.push({ type: `${headers['Content-Type']} ${headers['X-CSRF']}`, bytes: [...body] })
      return new Response('{}', { status: 200 })
    })
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })
    await apiFetch('/api/v1/jobseeker/me/photo/', { method: 'PUT', body: photo })
    expect(sent).toEqual([{ type: 'image/jpeg 1', bytes: [0xff, 0xd8, 0xff] }])
  })

  it.each([400, 412, 428])('leaves %i to the caller, with the body', async (status) => {
    installFakeApi({ routes: { '/x': { status, body: { title: ['This field is required.'] } } } })
    const error = await failure(apiFetch('/x', { method: 'POST', body: {} }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(status)
    expect(error.body).toEqual({ title: ['This field is required.'] })
    expect(Object.values(handlers).every((handler) => handler.mock.calls.length === 0)).toBe(true)
  })

  it("logs out on 401 with the response's detail", async () => {
    installFakeApi({ routes: { '/x': { status: 401, body: { detail: 'Session expired.' } } } })
    await failure(apiFetch('/x'))
    expect(handlers.onUnauthorized).toHaveBeenCalledWith('Session expired.')
  })

  it("notifies on 429, with 'Something went wrong.' when there is no detail", async () => {
    installFakeApi({ routes: { '/x': { status: 429 } } })
    const error = await failure(apiFetch('/x'))
    expect(handlers.onRateLimited).toHaveBeenCalledWith('Something went wrong.')
    expect(error.message).toBe('Something went wrong.')
  })

  it.each([403, 404, 410, 500, 502, 504])('shows the error page for %i', async (status) => {
    installFakeApi({ routes: { '/x': { status, body: { detail: 'No.' } } } })
    await failure(apiFetch('/x'))
    expect(handlers.onErrorPage).toHaveBeenCalledWith(status)
  })

  it('counts a request that got no answer as 500', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const error = await failure(apiFetch('/x'))
    expect(error.status).toBe(500)
    expect(handlers.onErrorPage).toHaveBeenCalledWith(500)
  })

  it('stays quiet when the caller ignores failures', async () => {
    installFakeApi({ routes: { '/bff/logout': { status: 502 } } })
    await failure(apiFetch('/bff/logout', { method: 'POST', handleErrors: false }))
    expect(handlers.onErrorPage).not.toHaveBeenCalled()
  })

  it('shows the fallback message in the interface language', async () => {
    await activateLanguage('ne')
    installFakeApi({ routes: { '/x': { status: 429 } } })
    await failure(apiFetch('/x'))
    expect(handlers.onRateLimited).toHaveBeenCalledWith('केही गडबड भयो।')
    await activateLanguage('en')
  })
})
