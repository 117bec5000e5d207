import { vi } from 'vitest'
import type { CurrentUser } from '@jagir/shared/schemas/user'

/** One request the app made. */
export interface RecordedCall {
  method: string
  path: string
  headers: Record<string, string>
  body: unknown
}

type Answer = { status?: number; body?: unknown }

/** A canned answer: status and JSON body, or a function of the request (may answer later). */
export type FakeAnswer = Answer | ((call: RecordedCall) => Answer | Promise<Answer>)

export interface FakeApi {
  /** Who `/bff/user` says is signed in. */
  user?: CurrentUser | null
  /** `/bff/config`'s socialSignIn. */
  socialSignIn?: boolean
  /** `/bff/config`'s store pages of the apps (null: not yet published). */
  androidAppUrl?: string | null
  iosAppUrl?: string | null
  /** Answers by `METHOD /path` (query included) or by `/path` for any method. */
  routes?: Record<string, FakeAnswer>
}

/** Replaces fetch with a fake BFF; returns the calls it received. */
export function installFakeApi(api: FakeApi = {}): { calls: RecordedCall[]; api: FakeApi } {
  const calls: RecordedCall[] = []
  const state = { ...api }
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost')
    const path = url.pathname + url.search
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = Object.fromEntries(
      Object.entries((init.headers as Record<string, string>) ?? {}).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    )
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const call = { method, path, headers, body }
    calls.push(call)
    const answer = state.routes?.[`${method} ${path}`] ?? state.routes?.[path]
    if (answer) {
      const { status = 200, body: json } =
        typeof answer === 'function' ? await answer(call) : answer
      return jsonResponse(status, json)
    }
    if (path === '/bff/user') return jsonResponse(200, { user: state.user ?? null })
    if (path === '/bff/config') {
      return jsonResponse(200, {
        socialSignIn: !!state.socialSignIn,
        androidAppUrl: state.androidAppUrl ?? null,
        iosAppUrl: state.iosAppUrl ?? null,
      })
    }
    if (path === '/bff/logout') {
      state.user = null
      return new Response(null, { status: 204 })
    }
    if (path.startsWith('/api/v1/')) {
      return jsonResponse(200, { count: 0, next: null, previous: null, results: [] })
    }
    return jsonResponse(404, { detail: 'Not found.' })
  })
  return { calls, api: state }
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}
