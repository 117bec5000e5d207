import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSealer } from '../src/lib/seal.js'
import { SESSION_COOKIE } from '../src/plugins/session.js'
import { TEST_ORIGIN, TEST_SECRET, buildTestApp } from './helpers/build.js'
import { useWebRoot } from './helpers/web-root.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'
import { SITE_CSP, SITE_REFERRER_POLICY } from './helpers/security-headers.js'

const INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8"><title>Jagir</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
const SCRIPT = `console.log(${JSON.stringify('नमस्ते '.repeat(200))})\n`
const ASSET = '/assets/index-abc123.js'

const webRoot = useWebRoot({
  'index.html': INDEX,
  [ASSET.slice(1)]: SCRIPT,
  [`${ASSET.slice(1)}.br`]: brotliCompressSync(SCRIPT),
  [`${ASSET.slice(1)}.gz`]: gzipSync(SCRIPT),
  'humans.txt': 'Jagir team\n',
  '.env': 'SECRET=1\n',
})
let upstream: FakeUpstream
let app: FastifyInstance

/** Users by bearer token, as the fake /api/v1/users/me/ answers them. */
const USERS: Record<string, object> = {
  'tok-seeker': { jobseeker_profile: { id: 1 }, full_name: 'Sita' },
  'tok-referrer': { jobseeker_profile: { id: 2 }, referrer_profile: { id: 3 } },
  'tok-employer': {
    employer_profile: { id: 4 },
    has_filled_initial_form: true,
    is_purchase_available: true,
    // A post to use but no organisation sends to the organisation form (issue 31).
    related_organizations: [{ id: 9, name: 'Himal Traders', logo: null }],
  },
  'tok-broke-employer': { employer_profile: { id: 5 }, has_filled_initial_form: true },
  'tok-onboarding': { jobseeker_profile: { id: 6 }, has_preferred_locations: true },
}

const sealer = createSealer([TEST_SECRET])
async function sessionCookie(token: string): Promise<string> {
  return sealer.seal({ v: 1, token, createdAt: Date.now(), renewedAt: Date.now() })
}

async function get(
  url: string,
  cookies: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url, cookies, headers })
}

const meCalls = () => upstream.received.filter((r) => r.url === '/api/v1/users/me/')

beforeAll(async () => {
  upstream = await startFakeUpstream()
})

afterAll(async () => {
  await upstream.close()
})

beforeEach(async () => {
  upstream.reset()
  upstream.on('GET', '/api/v1/users/me/', (request) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? ''
    const user = USERS[token]
    return user ? { body: user } : { status: 401, body: { detail: 'Invalid token.' } }
  })
  app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
})

afterEach(async () => {
  await app.close()
})

describe('hashed assets (DESIGN: serving the SPA)', () => {
  it('are cached for a year, immutable, and sent brotli-compressed when the browser takes br', async () => {
    const res = await get(ASSET, {}, { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('are sent gzip-compressed to a browser that takes only gzip', async () => {
    const res = await get(ASSET, {}, { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('are sent as they are to a client that takes no compression, still varying by encoding', async () => {
    const res = await get(ASSET)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.body).toBe(SCRIPT)
  })

  it('answer HEAD with the headers and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: ASSET })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.body).toBe('')
  })

  it('missing ones get the 404 page, never a cached answer', async () => {
    const res = await get('/assets/gone-999.js')
    expect(res.statusCode).toBe(404)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('<div id="root">')
  })
})

describe('other static files', () => {
  it('are cached for an hour, not as immutable', async () => {
    const res = await get('/humans.txt')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('Jagir team\n')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('never include dotfiles, compressed twins by name, or paths outside the web root', async () => {
    for (const url of [
      '/.env',
      `${ASSET}.br`,
      '/assets/../index.html',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/index.html',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(res.body, url).not.toContain('SECRET')
    }
  })
})

describe('index.html for the screens', () => {
  it('is served with 200, no-cache and lang="ne" for Nepali routes', async () => {
    // A job page and a post read their item for their head (test/job-page.test.ts,
    // test/content-pages.test.ts): these exist.
    upstream.on('GET', '/api/v1/job/cook-ktm/', { body: { slug: 'cook-ktm', title: 'Cook' } })
    upstream.on('GET', '/api/v1/blog/posts/a.b/', { body: { slug: 'a.b', title: 'A.B' } })
    for (const url of [
      '/',
      '/job/search?search=cook',
      '/job/cook-ktm/detail/',
      '/blog/detail/a.b',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<html lang="ne">')
      expect(res.body).toContain('/assets/index-abc123.js')
    }
  })

  it('is served with lang="en" under /en', async () => {
    for (const url of ['/en', '/en/', '/en/about', '/en/job/search?search=cook']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<html lang="en">')
    }
  })

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/en/about' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toBe('')
  })

  it('revalidates with its ETag (304 when unchanged)', async () => {
    const first = await get('/about')
    const again = await get('/about', {}, { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('does not ask the provider about the user on unguarded routes', async () => {
    await get('/job/search', { [SESSION_COOKIE]: await sessionCookie('tok-seeker') })
    expect(meCalls()).toHaveLength(0)
  })
})

describe('unknown paths (DESIGN: BFF HTTP contract)', () => {
  it('get index.html with 404, in the language of the prefix', async () => {
    const ne = await get('/no-such-page')
    expect(ne.statusCode).toBe(404)
    expect(ne.body).toContain('<html lang="ne">')
    const en = await get('/en/no-such-page?x=1')
    expect(en.statusCode).toBe(404)
    expect(en.body).toContain('<html lang="en">')
  })

  it('error pages answer with their own status; anything but an error code is a 404', async () => {
    for (const [url, status] of [
      ['/errors/403', 403],
      ['/en/errors/500', 500],
      ['/errors/410', 410],
      ['/en/errors/418', 418],
      ['/errors/200', 404],
      ['/errors/abc', 404],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(status)
      expect(res.body, url).toContain(`<html lang="${url.startsWith('/en/') ? 'en' : 'ne'}">`)
    }
  })

  it('under /api and /bff get a JSON 404', async () => {
    const requests = [
      { method: 'GET', url: '/api/nope' },
      { method: 'GET', url: '/api' },
      { method: 'GET', url: '/bff/nope' },
      { method: 'POST', url: '/bff/nope', headers: { 'x-csrf': '1' } },
    ] as const
    for (const request of requests) {
      const res = await app.inject(request)
      expect(res.statusCode, request.url).toBe(404)
      expect(res.json()).toEqual({ detail: 'Not found.' })
    }
  })
})

describe('route guards on HTML navigations', () => {
  it('send an anonymous visitor to sign-in with next, in the page language', async () => {
    const ne = await get('/job/post?slug=a&step=2')
    expect(ne.statusCode).toBe(302)
    expect(ne.headers.location).toBe('/sign-in?next=%2Fjob%2Fpost%3Fslug%3Da%26step%3D2')
    const en = await get('/en/employer/profile/me?tab=overview')
    expect(en.statusCode).toBe(302)
    expect(en.headers.location).toBe(
      '/en/sign-in?next=%2Fen%2Femployer%2Fprofile%2Fme%3Ftab%3Doverview',
    )
    expect(en.headers['cache-control']).toBe('private, no-store')
    expect(meCalls()).toHaveLength(0)
  })

  it('send a job seeker away from employer routes to home', async () => {
    const cookies = { [SESSION_COOKIE]: await sessionCookie('tok-seeker') }
    expect((await get('/jobseeker/search', cookies)).headers.location).toBe('/')
    const en = await get('/en/payment/cart-summary', cookies)
    expect(en.statusCode).toBe(302)
    expect(en.headers.location).toBe('/en')
  })

  it('send a referrer from the job seeker profile to the referrer profile', async () => {
    const cookies = { [SESSION_COOKIE]: await sessionCookie('tok-referrer') }
    const res = await get('/en/jobseeker/profile/me', cookies)
    expect(res.headers.location).toBe('/en/referrer/profile/me')
  })

  it('say why with a short-lived notice cookie, the address left as the guard chose it', async () => {
    const seeker = { [SESSION_COOKIE]: await sessionCookie('tok-seeker') }
    const away = await get('/en/employer/profile/me', seeker)
    expect(away.headers.location).toBe('/en')
    expect(String(away.headers['set-cookie'])).toMatch(
      /^guard_notice=employers-only; Max-Age=60; Path=\/; SameSite=Lax$/,
    )
    const signIn = await get('/jobseeker/data')
    expect(String(signIn.headers['set-cookie'])).toMatch(/^guard_notice=sign-in;/)
    const broke = { [SESSION_COOKIE]: await sessionCookie('tok-broke-employer') }
    // Pricing says why itself.
    expect((await get('/job/post', broke)).headers['set-cookie']).toBeUndefined()
  })

  it('send a visitor from the organisation step to the employer sign-up start', async () => {
    const ne = await get('/signup/organization-details')
    expect(ne.statusCode).toBe(302)
    expect(ne.headers.location).toBe('/employer/sign-up')
    expect(String(ne.headers['set-cookie'])).toMatch(/^guard_notice=employer-sign-up;/)
    const en = await get('/en/signup/organization-details')
    expect(en.headers.location).toBe('/en/employer/sign-up')
    const employer = { [SESSION_COOKIE]: await sessionCookie('tok-employer') }
    expect((await get('/signup/organization-details', employer)).statusCode).toBe(200)
    const seeker = { [SESSION_COOKIE]: await sessionCookie('tok-seeker') }
    expect((await get('/signup/organization-details', seeker)).headers.location).toBe('/')
  })

  it('send a referrer from onboarding to the referrer profile: referrers do not onboard', async () => {
    const referrer = { [SESSION_COOKIE]: await sessionCookie('tok-referrer') }
    const res = await get('/signup/prefered-location', referrer)
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/referrer/profile/me')
    expect(String(res.headers['set-cookie'])).toMatch(/^guard_notice=referrer-account;/)
  })

  it('send a signed-in employer away from the job seeker sign-up, every step of it', async () => {
    const employer = { [SESSION_COOKIE]: await sessionCookie('tok-employer') }
    for (const url of ['/jobseeker/registration', '/signup/jobseeker', '/en/signup/verify-otp']) {
      const res = await get(url, employer)
      expect(res.statusCode, url).toBe(302)
      expect(res.headers.location, url).toBe(url.startsWith('/en/') ? '/en' : '/')
      expect(String(res.headers['set-cookie']), url).toMatch(/^guard_notice=signed-in;/)
    }
    expect((await get('/signup/jobseeker')).statusCode).toBe(200)
  })

  it('send a visitor from an onboarding step to sign-in, and a job seeker to the first step not done', async () => {
    const visitor = await get('/en/signup/basic-information')
    expect(visitor.statusCode).toBe(302)
    expect(visitor.headers.location).toBe('/en/sign-in?next=%2Fen%2Fsignup%2Fbasic-information')
    const seeker = { [SESSION_COOKIE]: await sessionCookie('tok-onboarding') }
    expect((await get('/signup/basic-information', seeker)).headers.location).toBe(
      '/signup/prefered-job-category?skipped=basic-information',
    )
    expect((await get('/signup/prefered-job-category', seeker)).statusCode).toBe(200)
  })

  it('send an employer with no purchase and no free post from /job/post to pricing', async () => {
    const cookies = { [SESSION_COOKIE]: await sessionCookie('tok-broke-employer') }
    expect((await get('/job/post', cookies)).headers.location).toBe('/pricing?reason=no-posts')
    expect((await get('/en/job/preview?slug=x', cookies)).headers.location).toBe(
      '/en/pricing?reason=no-posts',
    )
  })

  it('let an employer with a purchase post a job, asking the provider with the token and locale', async () => {
    const cookies = { [SESSION_COOKIE]: await sessionCookie('tok-employer'), locale: 'en' }
    const res = await get('/job/post?step=1', cookies)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<html lang="ne">')
    expect(res.headers['cache-control']).toBe('private, no-cache')
    const [call] = meCalls()
    expect(call?.headers.authorization).toBe('Bearer tok-employer')
    expect(call?.headers['accept-language']).toBe('en')
  })

  it('ask the provider once for quick successive navigations with the same session', async () => {
    const cookies = { [SESSION_COOKIE]: await sessionCookie('tok-employer') }
    for (const url of ['/job/post', '/employer/profile/me', '/en/jobseeker/search']) {
      expect((await get(url, cookies)).statusCode, url).toBe(200)
    }
    expect(meCalls()).toHaveLength(1)
  })

  it('ask again after a write of the user’s succeeded (a purchase may let them post)', async () => {
    upstream.on('POST', '/api/v1/payment/checkout/', { body: { ok: true } })
    const cookies = { [SESSION_COOKIE]: await sessionCookie('tok-employer') }
    await get('/job/post', cookies)
    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/checkout/',
      cookies,
      headers: { 'x-csrf': '1', origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(write.statusCode).toBe(200)
    await get('/job/post', cookies)
    expect(meCalls()).toHaveLength(2)
  })

  it('ask again in the other language: the cached user is per token and language (issue 11)', async () => {
    const session = await sessionCookie('tok-employer')
    await get('/job/post', { [SESSION_COOKIE]: session, locale: 'ne' })
    await get('/en/job/post', { [SESSION_COOKIE]: session, locale: 'en' })
    await get('/employer/profile/me', { [SESSION_COOKIE]: session, locale: 'ne' })
    expect(meCalls().map((call) => call.headers['accept-language'])).toEqual(['ne', 'en'])
  })

  it('treat a token the provider refuses as anonymous and clear the session cookie', async () => {
    const res = await get('/settings/change-password', {
      [SESSION_COOKIE]: await sessionCookie('tok-revoked'),
    })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/sign-in?next=%2Fsettings%2Fchange-password')
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`))
  })

  it('answer 502 with the app (never a redirect) when the provider cannot say who the user is', async () => {
    upstream.on('GET', '/api/v1/users/me/', { status: 500, body: 'boom' })
    const res = await get('/job/post', { [SESSION_COOKIE]: await sessionCookie('tok-employer') })
    expect(res.statusCode).toBe(502)
    expect(res.headers.location).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('<div id="root">')
    expect(res.body).not.toContain('boom')
  })
})

describe('security headers (DESIGN: serving the SPA)', () => {
  it('are on pages, assets and 404s', async () => {
    for (const url of ['/', '/en/about', ASSET, '/no-such-page']) {
      const res = await get(url)
      expect(res.headers['content-security-policy'], url).toBe(SITE_CSP)
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['referrer-policy'], url).toBe(SITE_REFERRER_POLICY)
    }
  })

  it('allow no inline style: style-src is exactly our own origin (issue 20)', async () => {
    for (const url of ['/', `/en/job/cook-1/detail`, ASSET, '/no-such-page']) {
      const csp = String((await get(url)).headers['content-security-policy'])
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...sources] = part.trim().split(/\s+/)
          return [name, sources.join(' ')] as const
        }),
      )
      expect(directives.get('style-src'), url).toBe("'self'")
    }
  })
})

describe('without a built web app', () => {
  it('still answers navigations, with a page that says to build it', async () => {
    const bare = await buildTestApp(
      upstream.url,
      {},
      { webRoot: path.join(webRoot.dir(), 'missing') },
    )
    try {
      const res = await bare.inject({ method: 'GET', url: '/en/about' })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<html lang="en">')
      expect(res.body).toContain('npm run build')
    } finally {
      await bare.close()
    }
  })
})
