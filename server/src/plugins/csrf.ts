import fp from 'fastify-plugin'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface CsrfOptions {
  /** PUBLIC_URL's origin; an Origin header must equal it. */
  publicOrigin: string
}

/** True for the paths whose writes need `X-CSRF: 1` (the API proxy and the BFF's own). */
export function isProtectedPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/bff/')
}

/**
 * CSRF: writes to /api/v1/* and /bff/* need `X-CSRF: 1` (a header a cross-site form cannot
 * send), and an Origin, when present, must be our own. Runs before the body is read, on the
 * decoded path the router routes by (jagir-request-path), so no spelling of a path escapes it.
 */
export default fp<CsrfOptions>(
  async function csrfPlugin(fastify, options) {
    // A callback hook, not an async one: it runs on every request, and most pass straight on.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!WRITE_METHODS.has(request.method) || !isProtectedPath(request.pathname)) return done()
      const origin = request.headers.origin
      if (request.headers['x-csrf'] !== '1') {
        reply.code(403).send({ detail: 'Missing X-CSRF header.' })
        return
      }
      if (origin !== undefined && origin !== options.publicOrigin) {
        reply.code(403).send({ detail: 'Cross-origin request refused.' })
        return
      }
      done()
    })
  },
  { name: 'jagir-csrf', dependencies: ['jagir-request-path'] },
)
