import { createServer, request, type Server } from 'node:http'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, openPage, visit } from './browser'
import { startAppServer, type AppServer } from './global-setup'

// Issue 20: a job description with an inline style could lay a fixed, full-window box over the
// job page (navigation included): a fake "session expired, sign in again" screen linking away.

const OVERLAY =
  '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">session expired ' +
  '<a href="https://evil.example">sign in again</a></div>'

let browser: Browser
let upstream: Server
let app: AppServer
let slug: string

/**
 * The provider as the demo API answers it (through the shared app), except one job, whose
 * description is the overlay: a stored description the employer wrote.
 */
async function startOverlayUpstream(job: Record<string, unknown>): Promise<Server> {
  const target = new URL(baseUrl())
  const server = createServer((incoming, answer) => {
    if (incoming.method === 'GET' && incoming.url === `/api/v1/job/${slug}/`) {
      answer.writeHead(200, { 'content-type': 'application/json' })
      answer.end(JSON.stringify({ ...job, description: OVERLAY }))
      return
    }
    const headers = { ...incoming.headers, host: target.host }
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, {
          'content-type': reply.headers['content-type'] ?? 'application/json',
        })
        reply.pipe(answer)
      },
    )
    forward.on('error', () => answer.writeHead(502).end())
    incoming.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

/** Content Security Policy violations the page reports (an init script listens for them). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  const console: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text())
  })
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ]
}

beforeAll(async () => {
  browser = await launchBrowser()
  const search = (await (await fetch(`${baseUrl()}/api/v1/job/search/?page_size=1`)).json()) as {
    results: { slug: string }[]
  }
  slug = search.results[0]!.slug
  const job = (await (await fetch(`${baseUrl()}/api/v1/job/${slug}/`)).json()) as Record<
    string,
    unknown
  >
  upstream = await startOverlayUpstream(job)
  const { port } = upstream.address() as { port: number }
  app = await startAppServer({ API_URL: `http://127.0.0.1:${port}` })
})

afterAll(async () => {
  await app?.stop()
  await new Promise((resolve) => upstream?.close(resolve))
  await browser?.close()
})

describe('issue 20: a job description cannot cover the page', () => {
  it('keeps the site navigation on top: the overlay shows as plain text in the description', async () => {
    const { page, context, errors } = await openPage(browser)
    await visit(page, `${app.baseUrl}/en/job/${slug}/detail`)
    const description = page.locator('.job-description')
    await description.getByText('session expired').waitFor()
    const hits = await page.evaluate(() => {
      const navbar = document.querySelector('.navbar')!.getBoundingClientRect()
      const at = (x: number, y: number) => document.elementFromPoint(x, y)
      const top = at(navbar.left + navbar.width / 2, navbar.top + navbar.height / 2)
      const middle = at(window.innerWidth / 2, window.innerHeight / 2)
      return {
        topIsNavbar: top?.closest('.navbar') !== null,
        middleIsDescription: middle?.closest('.job-description') !== null,
        styled: document.querySelectorAll('.job-description [style]').length,
      }
    })
    expect(hits).toEqual({ topIsNavbar: true, middleIsDescription: false, styled: 0 })
    // (Chromium reports the style attribute as blocked while DOMPurify parses it: the CSP at work.)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows home, the job search and a job page without any CSP violation (no inline styles allowed)', async () => {
    const { page, context } = await openPage(browser)
    const cspViolations = await watchCsp(page)
    for (const path of ['/', '/en/job/search', `/en/job/${slug}/detail`]) {
      await visit(page, `${baseUrl()}${path}`)
      expect(await cspViolations(), path).toEqual([])
    }
    await context.close()
  })
})
