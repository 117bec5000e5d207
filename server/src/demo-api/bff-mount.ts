import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { request as undiciRequest } from 'undici'
import type { OAuthConfig } from '../config.js'
import { toUpstreamError } from '../plugins/upstream.js'
import { PAGE_STYLE_SOURCE } from './routes/oauth-page.js'
import { DEMO_CLIENT_ID, PUBLIC_ORIGIN_HEADER } from './routes/oauth.js'

export interface DemoOAuthMountOptions {
  /** The demo API's loopback URL. */
  demoUrl: string
  /** PUBLIC_URL: its origin is the only one the demo provider redirects to besides localhost. */
  publicUrl: string
}

/** The OAuth config of the demo provider: the browser goes through the BFF, the BFF goes direct. */
export function demoOAuthConfig(publicUrl: string, demoUrl: string): OAuthConfig {
  return {
    authorizeUrl: `${publicUrl.replace(/\/+$/, '')}/demo-oauth/authorize`,
    tokenUrl: `${demoUrl.replace(/\/+$/, '')}/demo-oauth/token`,
    clientId: DEMO_CLIENT_ID,
  }
}

const PASS_BACK = ['content-type', 'location', 'cache-control']

/**
 * Exposes the demo OAuth provider on the BFF's origin (`/demo-oauth/*`), since the demo API
 * listens on a loopback port the browser may not reach (in Docker, for one).
 */
export const demoOAuthMount: FastifyPluginAsync<DemoOAuthMountOptions> = async (app, options) => {
  const publicOrigin = new URL(options.publicUrl).origin
  // The consent form posts url-encoded fields; keep them as text to pass on unchanged.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  )

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin
    if (request.method === 'POST' && origin !== undefined && origin !== publicOrigin) {
      return reply.code(403).send({ detail: 'Cross-origin request refused.' })
    }
    const locale = request.cookies?.locale
    const body =
      typeof request.body === 'string'
        ? request.body
        : request.body
          ? JSON.stringify(request.body)
          : undefined
    // Only the route's own path goes on (never the raw URL, so no '..' can reach other paths).
    const path = request.routeOptions.url ?? '/demo-oauth/authorize'
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
    const answer = await undiciRequest(`${options.demoUrl}${path}${query}`, {
      method: request.method as 'GET' | 'POST',
      headers: {
        [PUBLIC_ORIGIN_HEADER]: publicOrigin,
        'accept-language':
          locale === 'en' || locale === 'ne'
            ? locale
            : (request.headers['accept-language'] ?? 'ne'),
        ...(body !== undefined
          ? { 'content-type': request.headers['content-type'] ?? 'application/json' }
          : {}),
      },
      body,
    }).catch((error: unknown) => {
      throw toUpstreamError(error)
    })
    for (const name of PASS_BACK) {
      const value = answer.headers[name]
      if (value !== undefined) reply.header(name, value)
    }
    // The demo's sign-in page has its own small <style>: allowed by its hash, on these pages only.
    const csp = reply.getHeader('content-security-policy')
    if (typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace("style-src 'self'", () => `style-src 'self' ${PAGE_STYLE_SOURCE}`),
      )
    }
    return reply.code(answer.statusCode).send(await answer.body.text())
  }

  app.get('/demo-oauth/authorize', forward)
  app.post('/demo-oauth/authorize', forward)
  app.post('/demo-oauth/token', forward)
}
