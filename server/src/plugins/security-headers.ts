import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

export interface SecurityHeadersOptions {
  /** Send Strict-Transport-Security (only when the site is served over https). */
  hsts: boolean
  /**
   * Origins besides our own that our pages may post a form to: eSewa's (ESEWA_FORM_URL), where
   * the cart posts its signed payment form (issue 32).
   */
  formActions?: readonly string[]
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route writes its own security headers (the API proxy does). */
    securityHeaders?: boolean
  }
}

/** The CSP of docs/bff.md#serving-the-spa: our own scripts only, no plugins, never framed. */
const helmetOptions = (hsts: boolean, formActions: readonly string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // No inline styles: a sanitized description must not be able to restyle (or cover) the page.
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...formActions],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
})

/**
 * A policy with more `style-src` sources: a page's own `<style>` blocks, allowed by their hashes
 * (a sanitized description's styles still are not: they have no hash in the policy).
 */
export function withStyleSources(policy: string, sources: readonly string[]): string {
  return policy.replace(
    /(^|;)\s*style-src ([^;]*)/,
    (_all, start: string, list: string) => `${start}style-src ${[list, ...sources].join(' ')}`,
  )
}

/**
 * The header set helmet writes, computed once: our policy has no per-request parts (no nonces),
 * and running helmet's middleware on every request costs more than the proxying itself.
 */
export function securityHeaderSet(
  hsts: boolean,
  formActions: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(helmetOptions(hsts, formActions))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  )
  return headers
}

/** Security headers (helmet's, computed once) on every answer but routes that opt out. */
export default fp<SecurityHeadersOptions>(
  async function securityHeaders(fastify, options) {
    const headers = securityHeaderSet(options.hsts, options.formActions)
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers)
      done()
    })
  },
  { name: 'jagir-security-headers' },
)
