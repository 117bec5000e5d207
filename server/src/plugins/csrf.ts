import fp from 'fastify-plugin'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** `scheme://authority` at the start of an absolute-form request target. */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i

export interface CsrfOptions {
  /** PUBLIC_URL's origin; an Origin header must equal it. */
  publicOrigin: string
}

/**
 * True for the paths whose writes need `X-CSRF: 1` (the API proxy and the BFF's own). An
 * absolute-form target (`POST http://host/api/v1/...`) is routed by its path, so it is judged
 * by its path too.
 */
export function isProtectedPath(url: string): boolean {
  const path = url.charCodeAt(0) === 47 /* / */ ? url : url.replace(ABSOLUTE_FORM, '')
  return path.startsWith('/api/') || path.startsWith('/bff/')
}

/**
 * CSRF: writes to /api/v1/* and /bff/* need `X-CSRF: 1` (a header a cross-site form cannot
 * send), and an Origin, when present, must be our own. Runs before the body is read.
 */
export default fp<CsrfOptions>(
  async function csrfPlugin(fastify, options) {
    // A callback hook, not an async one: it runs on every request, and most pass straight on.
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!WRITE_METHODS.has(request.method) || !isProtectedPath(request.url)) return done()
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
  { name: 'jagir-csrf' },
)
