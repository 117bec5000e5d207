import type { FastifyPluginAsync } from 'fastify'
import type { OutboxEntry } from '../demo-api/lib/sms.js'

export interface DevOutboxOptions {
  /** The embedded API's development outbox (newest first). */
  outbox: { list(): readonly OutboxEntry[] }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The outbox as a page a developer reads: newest first, each message as it would arrive. */
function outboxPage(entries: readonly OutboxEntry[]): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td><time datetime="${escapeHtml(entry.sent_at)}">${escapeHtml(entry.sent_at)}</time></td>` +
        `<td>${escapeHtml(entry.to)}</td><td>${escapeHtml(entry.text)}</td></tr>`,
    )
    .join('\n')
  const body =
    entries.length === 0
      ? '<p>Nothing has been sent yet. / अहिलेसम्म केही पठाइएको छैन।</p>'
      : `<table>\n<thead><tr><th scope="col">Sent at / पठाइएको समय</th><th scope="col">To / प्रापक</th>` +
        `<th scope="col">Text / सन्देश</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Development outbox</title>
</head>
<body>
<main>
<h1>Development outbox / विकास आउटबक्स</h1>
<p>SMS_GATEWAY_URL is not set, so no SMS leaves this machine: each one is listed here, newest
first (also as <a href="/dev/outbox.json">JSON</a>). Production never serves this page.</p>
${body}
</main>
</body>
</html>
`
}

/**
 * GET /dev/outbox (HTML) and /dev/outbox.json: the SMS the embedded API would have sent, for
 * development and the tests. Registered only outside production, and only with the outbox.
 */
const devOutboxRoutes: FastifyPluginAsync<DevOutboxOptions> = async (app, { outbox }) => {
  app.get('/dev/outbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
    return outboxPage(outbox.list())
  })
  app.get('/dev/outbox.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { messages: outbox.list() }
  })
}

export default devOutboxRoutes
