import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { useApiAndProvider } from './helpers/fake-upstream.js'
import { finishSignIn, oauthEnv, playOAuthProvider, startSignIn } from './helpers/oauth-flow.js'

/** What a Location header may carry: visible ASCII only. */
const ASCII_LOCATION = /^[\x21-\x7e]+$/

const fakes = useApiAndProvider()
let app: FastifyInstance | undefined

async function build() {
  playOAuthProvider(fakes.api, fakes.provider)
  app = fakes.track(await buildTestApp(fakes.api.url, oauthEnv(fakes.provider.url)))
  return app
}

/** The whole social sign-in with this (already URL-encoded) next; answers the callback's reply. */
async function signInWithNext(encodedNext: string, code = 'c') {
  const { state, cookie } = await startSignIn(app!, `?next=${encodedNext}`)
  return finishSignIn(app!, { code, state }, cookie)
}

describe('a non-ASCII next (issue 20 finding 9: a 500 from ERR_INVALID_CHAR)', () => {
  it('/bff/oauth/login?next=/%E3%80%82/evil then the callback: 302 to a safe local path', async () => {
    await build()
    const res = await signInWithNext('/%E3%80%82/evil')
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/%E3%80%82/evil')
    expect(res.headers.location).toMatch(ASCII_LOCATION)
  })

  it('brings a Nepali path back percent-encoded as UTF-8, so the browser lands on it', async () => {
    await build()
    const res = await signInWithNext(encodeURIComponent('/en/जागिर?q=काम'))
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe(
      '/en/%E0%A4%9C%E0%A4%BE%E0%A4%97%E0%A4%BF%E0%A4%B0?q=%E0%A4%95%E0%A4%BE%E0%A4%AE',
    )
    expect(decodeURIComponent(res.headers.location!)).toBe('/en/जागिर?q=काम')
  })

  it('turns a non-ASCII provider error into a safe code on the sign-in redirect', async () => {
    await build()
    const { state, cookie } = await startSignIn(app!, '?next=/jobs')
    const res = await finishSignIn(app!, { error: 'denied。', state }, cookie)
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe('/sign-in?error=oauth_error')
  })

  it('sends a guarded page to sign-in with an ASCII next that names the same page', async () => {
    await build()
    const res = await request(app!.server).get('/en/employer/profile/me?tab=%E0%A4%95')
    expect(res.status).toBe(302)
    expect(res.headers.location).toMatch(ASCII_LOCATION)
    const next = new URL(res.headers.location!, 'http://x').searchParams.get('next')
    expect(next).toBe('/en/employer/profile/me?tab=%E0%A4%95')
  })
})
