import fp from 'fastify-plugin'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface CsrfOptions {
  /** PUBLIC_URL's origin; an Origin header must equal it. */
  publicOrigin: string
}

/** True for the paths whose writes need `X-CSRF: 1` (the API proxy and the BFF's own). */
export function isProtectedPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/bff/')
}

/**
 * CSRF: writes to /api/v1/* and /bff/* need `X-CSRF: 1` (a header a cross-site form cannot
 * send), and an Origin, when present, must be our own. Runs before the body is read.
 */
export default fp<CsrfOptions>(
  async function csrfPlugin(fastify, options) {
    fastify.addHook('onRequest', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || !isProtectedPath(request.url)) return
      const origin = request.headers.origin
      if (request.headers['x-csrf'] !== '1') {
        return reply.code(403).send({ detail: 'Missing X-CSRF header.' })
      }
      if (origin !== undefined && origin !== options.publicOrigin) {
        return reply.code(403).send({ detail: 'Cross-origin request refused.' })
      }
    })
  },
  { name: 'jagir-csrf' },
)
