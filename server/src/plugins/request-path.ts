import fp from 'fastify-plugin'
import { canonicalPath } from '../lib/request-path.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The decoded, normalised path (no query): what CSRF, guards, validation and forwarding read. */
    pathname: string
  }
}

/** A Location header takes nothing else (Node refuses the rest with a 500). */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/
const isBackend = (target: string) => /^\/(api|bff)(\/|$)/.test(target)

/**
 * Refuses request targets whose path could mean one thing to a check and another to the router
 * or the provider (see lib/request-path.ts), before any other hook runs: 400 `{detail}`. A page
 * navigation with `//` in its path is sent to the collapsed path instead. Register it first.
 */
export default fp(
  async function requestPathPlugin(fastify) {
    fastify.decorateRequest('pathname', '')
    fastify.addHook('onRequest', (request, reply, done) => {
      const target = request.raw.url ?? ''
      const verdict = canonicalPath(target)
      if (verdict.ok) {
        request.pathname = verdict.path
        return done()
      }
      const method = request.method
      if (
        verdict.redirect !== undefined &&
        (method === 'GET' || method === 'HEAD') &&
        !isBackend(verdict.redirect) &&
        VISIBLE_ASCII.test(verdict.redirect)
      ) {
        reply.header('cache-control', 'no-store').redirect(verdict.redirect, 301)
        return
      }
      reply.code(400).header('cache-control', 'no-store').send({ detail: 'Invalid path.' })
    })
  },
  { name: 'jagir-request-path' },
)
