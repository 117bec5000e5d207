import type { ServerRenderer, ServerRenderRequest } from '@jagir/shared/routes/server-render'
import type { FastifyInstance } from 'fastify'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferAppStylesheets } from '../src/lib/chunk-preloads.js'
import { createPageRenderer, startAfterPaint } from '../src/lib/page-render.js'
import { createSealer } from '../src/lib/seal.js'
import { SESSION_COOKIE } from '../src/plugins/session.js'
import { TEST_SECRET, buildTestApp } from './helpers/build.js'
import { useWebRoot } from './helpers/web-root.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'

/**
 * Issue 18: the BFF renders public pages with the SPA's server renderer (here a recording fake;
 * the real one is exercised through the built app in web/e2e/server-render.e2e.test.ts).
 */

const INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8"><title>जागिर</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
const SLUG = 'cook-himal'
const JOB = { slug: SLUG, title: 'Cook', description: '<p>Cook <b>dal</b></p><script>x()</script>' }

const webRoot = useWebRoot({ 'index.html': INDEX })
let upstream: FakeUpstream
let app: FastifyInstance
/** What the renderer was asked, in order. */
let asked: ServerRenderRequest[]
/** How the fake renderer answers: replaced by tests that need it to fail or stall. */
let behave: (request: ServerRenderRequest) => ReturnType<ServerRenderer['render']>

const renderer: ServerRenderer = {
  render: (request) => {
    asked.push(request)
    return behave(request)
  },
}

/** Renders what a page would: its title, its heading, the user's name, and one API read. */
async function renderLikeTheApp(request: ServerRenderRequest) {
  const job = request.url.includes('/job/')
    ? await request.fetch(`/api/v1/job/${SLUG}/`)
    : { status: 0, body: null }
  const title = (job.body as { title?: string } | null)?.title ?? 'Home'
  return {
    kind: 'html' as const,
    head: `<title>${title} | Jagir</title>`,
    html: `<main><h1>${title}</h1><p>${request.user?.full_name ?? 'visitor'}</p></main>`,
    data: pageDataFor(request),
  }
}

/** The page data a render sends along, for the request's language, screen and user. */
function pageDataFor(request: ServerRenderRequest) {
  return {
    lang: request.lang,
    screen: request.screen,
    fallback: {},
    readAt: 1,
    user: request.user,
  }
}

const sealer = createSealer([TEST_SECRET])
const signedIn = async () => ({
  [SESSION_COOKIE]: await sealer.seal({
    v: 1,
    token: 'tok-seeker',
    createdAt: Date.now(),
    renewedAt: Date.now(),
  }),
})

const get = (url: string, cookies: Record<string, string> = {}, headers = {}) =>
  app.inject({ method: 'GET', url, cookies, headers })

beforeAll(async () => {
  upstream = await startFakeUpstream()
})

afterAll(async () => {
  await upstream.close()
})

beforeEach(async () => {
  asked = []
  behave = renderLikeTheApp
  upstream.reset()
  upstream.on('GET', '/api/v1/users/me/', (request) =>
    request.headers.authorization === 'Bearer tok-seeker'
      ? { body: { jobseeker_profile: { id: 1 }, full_name: 'Sita Rai' } }
      : { status: 401, body: { detail: 'Invalid token.' } },
  )
  upstream.on('GET', `/api/v1/job/${SLUG}/`, { body: JOB })
  app = await buildTestApp(
    upstream.url,
    {},
    { webRoot: webRoot.dir(), serverRenderer: renderer, renderTimeoutMs: 200 },
  )
})

afterEach(async () => {
  await app.close()
})

describe('a public page rendered by the BFF', () => {
  it('has the rendered app inside #root, its title in the head and its data for the SPA', async () => {
    const res = await get('/en/about')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<html lang="en">')
    expect(res.body).toContain('<div id="root"><main><h1>Home</h1><p>visitor</p></main></div>')
    expect(res.body.match(/<title>/g)).toHaveLength(1)
    expect(res.body).toContain('<title>Home | Jagir</title>')
    const data = /<script type="application\/json" id="jagir-page-data">(.*?)<\/script>/.exec(
      res.body,
    )
    expect(JSON.parse(data![1]!)).toMatchObject({ lang: 'en', user: null })
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.vary).toBe('Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding')
    expect(asked[0]).toMatchObject({ url: '/en/about', lang: 'en', user: null, screen: 'desktop' })
  })

  it('is rendered for the screen the browser says it has', async () => {
    await get('/?a', {}, { 'sec-ch-ua-mobile': '?1' })
    await get('/?b', {}, { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Mobile Safari' })
    await get('/?c', {}, { 'sec-ch-ua-mobile': '?0' })
    expect(asked.map((request) => request.screen)).toEqual(['mobile', 'mobile', 'desktop'])
  })

  it('is rendered once for a burst of visitors, per address and language', async () => {
    await Promise.all([get('/about'), get('/about'), get('/about')])
    await get('/en/about')
    await get('/about?x=1')
    expect(asked.map((request) => request.url)).toEqual(['/about', '/en/about', '/about?x=1'])
  })

  it("has a signed-in user's header, rendered for them alone and never kept for others", async () => {
    const cookies = await signedIn()
    const first = await get('/en/about', cookies)
    await get('/en/about', cookies)
    expect(first.body).toContain('<p>Sita Rai</p>')
    expect(first.headers['cache-control']).toBe('private, no-cache')
    expect(asked.map((request) => request.user?.full_name)).toEqual(['Sita Rai', 'Sita Rai'])
    // The user's language is the page's, whatever the cookie says.
    const me = upstream.received.find((r) => r.url === '/api/v1/users/me/')
    expect(me?.headers['accept-language']).toBe('en')
    expect((await get('/en/about')).body).toContain('<p>visitor</p>')
  })

  it('renders a job page with the job already read for its tags, and its sanitized description', async () => {
    const res = await get(`/en/job/${SLUG}/detail`)
    expect(res.body).toContain('<h1>Cook</h1>')
    // One read of the job: the render was given it.
    expect(upstream.received.filter((r) => r.url === `/api/v1/job/${SLUG}/`)).toHaveLength(1)
    expect(asked[0]!.sanitized).toEqual([[JOB.description, '<p>Cook <b>dal</b></p>']])
    expect(res.body).toContain('<meta property="og:title"')
  })

  it("puts a title with replacement patterns ($` $& $' $$) in the head as it is", async () => {
    const title = "Cashier $` $& $' $$ $1"
    upstream.on('GET', `/api/v1/job/${SLUG}/`, { body: { ...JOB, title } })
    const plain = await get('/en/about')
    const res = await get(`/en/job/${SLUG}/detail`)
    expect(res.statusCode).toBe(200)
    expect(res.body.match(/<title>/g)).toHaveLength(1)
    expect(res.body).toContain(`<title>${title} | Jagir</title>`)
    // Nothing of the page template was copied into the title: the page is the same size give or
    // take the job's own text.
    expect(res.body.length).toBeLessThan(plain.body.length + 4 * title.length + 200)
  })

  it('leaves an unknown job to the browser: 404, nothing rendered', async () => {
    upstream.on('GET', `/api/v1/job/${SLUG}/`, { status: 404, body: { detail: 'Not found.' } })
    const res = await get(`/job/${SLUG}/detail`)
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<div id="root"></div>')
    expect(asked).toHaveLength(0)
  })

  it('renders the 404 page for an unknown address, with status 404', async () => {
    const res = await get('/no/such/page')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<h1>Home</h1>')
  })
})

describe('a page on the wire', () => {
  const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' }

  it('goes out in brotli to a browser that takes it, the same page as uncompressed', async () => {
    const plain = await get('/en/about')
    const res = await get('/en/about', {}, brotli)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    const body = brotliDecompressSync(res.rawPayload)
    expect(body.toString()).toBe(plain.body)
    expect(body.toString()).toContain('<h1>Home</h1>')
    expect(res.rawPayload.length).toBeLessThan(body.length)
    expect(res.headers.vary).toContain('Accept-Encoding')
  })

  it('goes out in gzip when brotli is not accepted, and as it is when nothing is', async () => {
    const gz = await get('/en/about', {}, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>Home</h1>')
    const plain = await get('/en/about', {}, { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<h1>Home</h1>')
  })

  it('has an ETag per encoding, and a 304 for the one the browser kept', async () => {
    const br = await get('/en/about', {}, brotli)
    const plain = await get('/en/about')
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    const again = await get('/en/about', {}, { ...brotli, 'if-none-match': br.headers.etag })
    expect(again.statusCode).toBe(304)
    const other = await get('/en/about', {}, { 'if-none-match': br.headers.etag })
    expect(other.statusCode).toBe(200)
  })

  it("compresses a signed-in user's page and the 404 page too", async () => {
    const mine = await get('/en/about', await signedIn(), brotli)
    expect(brotliDecompressSync(mine.rawPayload).toString()).toContain('<p>Sita Rai</p>')
    const missing = await get('/en/no-such-page', {}, brotli)
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
  })
})

describe('a page the server cannot render', () => {
  it('is sent for the browser to render (200, empty #root) when the render fails', async () => {
    behave = () => Promise.reject(new Error('boom'))
    const res = await get('/about')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('jagir-page-data')
    expect(res.body).not.toContain('boom')
  })

  it('is sent for the browser to render when the render takes too long, and the render is stopped', async () => {
    let signal: AbortSignal | undefined
    behave = (request) => {
      signal = request.signal
      return new Promise(() => undefined)
    }
    const res = await get('/about')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(signal?.aborted).toBe(true)
  })

  it('is sent for the browser to render when the renderer leaves it to the browser', async () => {
    behave = async () => ({ kind: 'client' })
    const res = await get('/contact')
    expect(res.body).toContain('<div id="root"></div>')
  })

  it('is sent for the browser to render when who is signed in cannot be known', async () => {
    upstream.on('GET', '/api/v1/users/me/', { status: 500, body: 'down' })
    const res = await get('/about', await signedIn())
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(asked).toHaveLength(0)
  })
})

describe('SERVER_RENDER=off', () => {
  it('sends every page for the browser to render', async () => {
    await app.close()
    app = await buildTestApp(
      upstream.url,
      { SERVER_RENDER: 'off' },
      { webRoot: webRoot.dir(), serverRenderer: renderer },
    )
    const res = await get('/about')
    expect(res.body).toContain('<div id="root"></div>')
    expect(asked).toHaveLength(0)
  })
})

describe('guarded pages', () => {
  it('redirect a visitor exactly as before, with nothing rendered', async () => {
    const res = await get('/jobseeker/profile/me?tab=cv')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(
      `/sign-in?next=${encodeURIComponent('/jobseeker/profile/me?tab=cv')}`,
    )
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(asked).toHaveLength(0)
  })

  // Issue 34, finding 14: a signed-in page was a blank window until the app's JavaScript ran.
  it("paint the site's shell at once: the layout with the user's header around a skeleton", async () => {
    behave = async (request) => ({
      kind: 'html',
      head: '',
      html: `<nav>${request.user?.full_name}</nav><main><section aria-busy="true"><p role="status">Loading</p></section></main>`,
      data: pageDataFor(request),
    })
    const res = await get('/en/jobseeker/profile/me', await signedIn())
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<html lang="en">')
    expect(res.body).toContain('<div id="root"><nav>Sita Rai</nav><main><section aria-busy="true">')
    expect(res.body).toContain('<p role="status">Loading</p>')
    // Only the shell is asked for, for the user the guard read; nothing of theirs is read.
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatchObject({ url: '/en/jobseeker/profile/me', lang: 'en', shell: true })
    expect(asked[0]!.user).toMatchObject({ full_name: 'Sita Rai' })
    // Theirs alone: never kept, never shared.
    expect(res.headers['cache-control']).toBe('private, no-cache')
    await get('/en/jobseeker/profile/me', await signedIn())
    expect(asked).toHaveLength(2)
  })

  it('are sent for the browser to render when the shell cannot be rendered', async () => {
    behave = () => Promise.reject(new Error('render failed'))
    const res = await get('/jobseeker/profile/me', await signedIn())
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.headers['cache-control']).toBe('private, no-cache')
  })
})

describe('a rendered page’s app', () => {
  it('starts after the first paint: its module script and preloads go to after-paint.js', () => {
    const index =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/dist-2.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/job-4.js"></head>'
    const html = startAfterPaint(index)
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(
      '<script src="/after-paint.js" defer data-entry="/assets/index-1.js" data-preload="/assets/dist-2.js /assets/job-4.js"></script>',
    )
    // The stylesheet is what the first paint needs: it stays.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">')
    expect(startAfterPaint('<head></head>')).toBe('<head></head>')
  })

  it('with critical CSS in the page, does not wait for the app-wide stylesheet to paint', () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/index-3.css">'
    const route = '<link rel="stylesheet" crossorigin href="/assets/job-4.css">'
    const page = `<head>${link}${route}<style data-critical>.a{b:c}</style></head>`
    expect(deferAppStylesheets(page, ['assets/index-3.css'])).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-3.css" media="print" data-media="all">' +
        `<noscript>${link}</noscript>${route}<style data-critical>.a{b:c}</style></head>`,
    )
    // Without critical CSS the stylesheet is what the first paint needs: it stays as it is.
    const plain = `<head>${link}</head>`
    expect(deferAppStylesheets(plain, ['assets/index-3.css'])).toBe(plain)
  })
})

describe('renders under way', () => {
  it('are at most the limit: past it a page is the browser’s at once, and the next ones render again', async () => {
    const release: (() => void)[] = []
    const slow: ServerRenderer = {
      render: (request) =>
        new Promise((resolve) => {
          release.push(() => void renderLikeTheApp(request).then(resolve))
        }),
    }
    const warn = vi.fn()
    const pages = createPageRenderer({
      renderer: slow,
      upstream: {} as never,
      log: { warn } as never,
      concurrency: 2,
    })
    const user = { full_name: 'Sita Rai' } as never
    const at = (url: string) => ({ url, lang: 'en' as const, screen: 'desktop' as const, user })
    const first = pages.render(at('/a'))
    const second = pages.render(at('/b'))
    await expect(pages.render(at('/c'))).resolves.toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    for (const go of release) go()
    expect(await first).not.toBeNull()
    expect(await second).not.toBeNull()
    const fourth = pages.render(at('/d'))
    expect(release).toHaveLength(3)
    release[2]!()
    expect(await fourth).not.toBeNull()
  })

  it('have no limit with SERVER_RENDER=always: every page is rendered, busy or not', async () => {
    const app = await buildTestApp(
      upstream.url,
      { SERVER_RENDER: 'always' },
      { webRoot: webRoot.dir(), serverRenderer: renderer },
    )
    try {
      // More pages at once than RENDER_CONCURRENCY (8): each comes rendered.
      const pages = await Promise.all(
        Array.from({ length: 12 }, (_, i) => app.inject({ method: 'GET', url: `/en/about?${i}` })),
      )
      for (const page of pages) expect(page.body).toContain('<h1>Home</h1>')
      expect(asked).toHaveLength(12)
    } finally {
      await app.close()
    }
  })
})
