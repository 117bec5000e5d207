import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build.js'
import { useWebRoot } from './helpers/web-root.js'
import { startFakeUpstream, type FakeUpstream } from './helpers/fake-upstream.js'

// Issue 20: a stored description was sanitized again on every view of its job page; 6,500
// unclosed <b> took about 5 s a view. Now the page is built once per job and language per cache
// period, and the description goes through the limits and the worker with its deadline.

const INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8"><title>जागिर</title></head>' +
  '<body><div id="root"></div></body></html>'

const webRoot = useWebRoot({ 'index.html': INDEX })
let upstream: FakeUpstream
let app: FastifyInstance

const serveJob = (slug: string, description: string) =>
  upstream.on('GET', `/api/v1/job/${slug}/`, {
    body: { slug, title: 'Cook', description, organization: { name: 'Himal Kitchen' } },
  })

/** The JobPosting's description on a job page. */
function jsonLdDescription(html: string): unknown {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  return (JSON.parse(block![1]!) as { description: unknown }).description
}

async function view(slug: string, app_ = app) {
  const res = await app_.inject({ method: 'GET', url: `/en/job/${slug}/detail` })
  return { status: res.statusCode, body: res.body }
}

beforeAll(async () => {
  upstream = await startFakeUpstream()
})
afterAll(async () => {
  await upstream.close()
})
beforeEach(async () => {
  upstream.reset()
  app = await buildTestApp(upstream.url, {}, { webRoot: webRoot.dir() })
})
afterEach(async () => {
  await app.close()
})

describe('issue 20: a stored description cannot stall its job page', () => {
  it('shows a job whose description is 6,500 unclosed <b> without sanitizing it, its text as plain text', async () => {
    serveJob('bold-cook', `${'<b>'.repeat(6_500)}Dal bhat & <i>tarkari</i>`)
    const page = await view('bold-cook')
    expect(page.status).toBe(200)
    expect(jsonLdDescription(page.body)).toBe('Dal bhat &amp; tarkari')
    // Its text as plain text, by the limits: the sanitizer (seconds of jsdom on the event loop
    // before) never ran, on the first view or the next.
    expect((await view('bold-cook')).status).toBe(200)
    expect(app.sanitizer.completed()).toBe(0)
  })

  it('sanitizes a description once per job and language, however often the page is viewed', async () => {
    serveJob('cook', '<p onclick="steal()">Dal <b>bhat</b></p>')
    const first = await view('cook')
    expect(jsonLdDescription(first.body)).toBe('<p>Dal <b>bhat</b></p>')
    expect(app.sanitizer.completed()).toBe(1)
    for (let i = 0; i < 5; i++) expect((await view('cook')).body).toBe(first.body)
    expect(app.sanitizer.completed()).toBe(1)
    await app.inject({ method: 'GET', url: '/job/cook/detail' })
    expect(app.sanitizer.completed()).toBe(2)
  })

  it('falls back to the plain text when sanitizing runs out of time; the page still shows', async () => {
    const hurried = await buildTestApp(
      upstream.url,
      {},
      { webRoot: webRoot.dir(), sanitizeDeadlineMs: 1 },
    )
    try {
      serveJob('long-cook', '<p>Dal <b>bhat</b> <script>alert(1)</script></p>'.repeat(1_000))
      const page = await view('long-cook', hurried)
      expect(page.status).toBe(200)
      expect(jsonLdDescription(page.body)).toBe(Array(1_000).fill('Dal bhat').join(' '))
    } finally {
      await hurried.close()
    }
  })
})
