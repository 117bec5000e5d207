import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, DEMO_PASSWORD, launchBrowser, openPage } from './browser'

// Issue 20, finding 3: a plain cross-site form (no script, no custom header) posting to a
// percent-encoded spelling of /bff/login signed the victim into the attacker's account. The
// attacker's page is served from another site (localhost vs the app's 127.0.0.1).

let browser: Browser
let evil: Server
let evilOrigin: string

/** An attacker's page: a text/plain form whose one field spells a JSON body, sent on load. */
function attackPage(action: string): string {
  const name = JSON.stringify({ username: 'employer@jagir.demo', password: DEMO_PASSWORD }).slice(
    0,
    -1,
  )
  return `<!doctype html><html><body>
<form id="f" method="POST" enctype="text/plain" action="${action}">
<input type="hidden" name='${name},"pad":"' value='"}'>
</form><script>document.getElementById('f').submit()</script></body></html>`
}

beforeAll(async () => {
  browser = await launchBrowser()
  evil = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('target') ?? '/'
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(attackPage(baseUrl() + target))
  })
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve))
  evilOrigin = `http://localhost:${(evil.address() as AddressInfo).port}`
})

afterAll(async () => {
  await browser?.close()
  if (evil) await new Promise((resolve) => evil.close(resolve))
})

describe('a cross-site form cannot sign a visitor in', () => {
  it.each(['/%62ff/login', '/%61pi/v1/auth/get-token/', '/bff/login'])(
    'the form posting to %s is refused and leaves no session',
    async (target) => {
      const { page, context } = await openPage(browser)
      const refused = page.waitForResponse((response) => response.url().startsWith(baseUrl()))
      await page.goto(`${evilOrigin}/?target=${encodeURIComponent(target)}`)
      const response = await refused
      expect([400, 403]).toContain(response.status())
      const cookies = await context.cookies(baseUrl())
      expect(cookies.map((cookie) => cookie.name)).not.toContain('jagir_session')
      // And the app, opened afterwards, shows a visitor who is signed out.
      const user = await page.evaluate(async (url) => {
        const answer = await fetch(`${url}/bff/user`, { credentials: 'include' })
        return ((await answer.json()) as { user: unknown }).user
      }, baseUrl())
      expect(user).toBeNull()
      await context.close()
    },
  )
})
