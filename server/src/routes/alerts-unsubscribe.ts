import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { UpstreamError } from '../plugins/upstream.js'

/**
 * One-click unsubscribe (RFC 8058): a mail client that shows "Unsubscribe" for an alert email
 * POSTs `List-Unsubscribe=One-Click` to the address of its `List-Unsubscribe` header, the
 * unsubscribe page's own (`/alerts/unsubscribe?token=…`). It sends no cookie and no X-CSRF header,
 * and needs none: the signed token is the only key, and it stops one saved search's alerts. The
 * BFF passes it to the API's unsubscribe endpoint. A GET of that address is the page (the SPA),
 * which asks before it does anything, so a mail scanner opening links unsubscribes no one.
 */
const alertsUnsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // The body (`List-Unsubscribe=One-Click`) says nothing the address does not: read, not used.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    )
  }
  const oneClick = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store')
    const token = (request.query as Record<string, unknown>).token
    if (typeof token !== 'string' || token === '' || token.length > 2000) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Invalid unsubscribe link.')
    }
    const locale = request.url.startsWith('/en/') ? 'en' : 'ne'
    try {
      const answer = await app.upstream.json({
        method: 'POST',
        path: '/api/v1/alerts/unsubscribe/',
        headers: { 'accept-language': locale, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      const body = answer.body as { detail?: string } | null
      if (answer.status !== 200) {
        return reply
          .code(answer.status >= 500 ? 502 : answer.status)
          .type('text/plain; charset=utf-8')
          .send(body?.detail ?? 'Invalid unsubscribe link.')
      }
      return reply
        .type('text/plain; charset=utf-8')
        .send(locale === 'en' ? 'Unsubscribed.' : 'सूचना बन्द गरियो।')
    } catch (error) {
      if (error instanceof UpstreamError) return reply.code(error.statusCode).send()
      throw error
    }
  }
  app.post('/alerts/unsubscribe', oneClick)
  app.post('/en/alerts/unsubscribe', oneClick)
}

export default alertsUnsubscribeRoutes
