import type { FastifyPluginAsync } from 'fastify'
import type { MailEntry } from '../demo-api/lib/mail.js'
import type { OutboxEntry } from '../demo-api/lib/sms.js'

export interface DevOutboxOptions {
  /** The embedded API's development outbox (newest first). */
  outbox: { list(): readonly OutboxEntry[] }
  /** Its emails (job alerts) when SMTP_URL is unset, newest first. */
  mail?: { list(): readonly MailEntry[] }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The emails, each as its reader would see it: subject, plain text (its links as written). */
function emailSection(emails: readonly MailEntry[] | undefined): string {
  if (!emails) return ''
  const items = emails
    .map(
      (email) =>
        `<article>\n<h3>${escapeHtml(email.subject)}</h3>\n` +
        `<p><time datetime="${escapeHtml(email.sent_at)}">${escapeHtml(email.sent_at)}</time> → ${escapeHtml(email.to)}</p>\n` +
        `<pre>${escapeHtml(email.text)}</pre>\n</article>`,
    )
    .join('\n')
  return `<h2>Emails / इमेलहरू</h2>
<p>SMTP_URL is not set, so no email leaves this machine either: job alerts are listed here.</p>
${emails.length === 0 ? '<p>No email yet. / अहिलेसम्म कुनै इमेल छैन।</p>' : items}`
}

/** The outbox as a page a developer reads: newest first, each message as it would arrive. */
function outboxPage(entries: readonly OutboxEntry[], emails?: readonly MailEntry[]): string {
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
<h2>SMS</h2>
${body}
${emailSection(emails)}
</main>
</body>
</html>
`
}

/**
 * GET /dev/outbox (HTML) and /dev/outbox.json: the SMS (and job alert emails) the embedded API would have sent, for
 * development and the tests. Registered only outside production, and only with the outbox.
 */
const devOutboxRoutes: FastifyPluginAsync<DevOutboxOptions> = async (app, { outbox, mail }) => {
  app.get('/dev/outbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
    return outboxPage(outbox.list(), mail?.list())
  })
  app.get('/dev/outbox.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { messages: outbox.list(), ...(mail ? { emails: mail.list() } : {}) }
  })
}

export default devOutboxRoutes
