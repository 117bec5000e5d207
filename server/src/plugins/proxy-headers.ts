/** The proxy's rules for paths and headers (docs/bff.md#proxy), kept pure so they test alone. */

export const PROXY_PREFIX = '/api/v1/'

/**
 * `..` raw or encoded (any case), encoded slashes and backslashes, raw backslashes, their
 * double-encoded forms, overlong UTF-8 lead bytes, and `;` (path parameters, which some servers
 * cut off before routing): none has a place in an API path. The request-path plugin refuses
 * most of these for every path already; this stays as the proxy's own last word.
 */
const UNSAFE_PATH = /\.\.|\\|;|%(?:2e|2f|5c|25(?:2e|2f|5c)|c0|c1)/i

/**
 * True when the request target must not be forwarded: not a plain `/api/v1/...` path (an
 * absolute-form target, say), or a path (before any query) that could climb out of /api/v1/.
 */
export function isUnsafePath(url: string): boolean {
  if (!url.startsWith(PROXY_PREFIX)) return true
  const q = url.indexOf('?')
  return UNSAFE_PATH.test(q === -1 ? url : url.slice(0, q))
}

/**
 * Request headers never forwarded: hop-by-hop ones, the browser's credentials (the session's
 * token replaces them), the locale (set from the cookie), the CSRF marker, and the ones undici
 * sets itself (Host, Content-Length) or refuses (Expect).
 */
const DROP_REQUEST = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'host',
  'content-length',
  'expect',
  'authorization',
  'cookie',
  'accept-language',
  'x-csrf',
  // Who the client is and what it asked for are the BFF's to say, not the client's: a provider's
  // throttling, logging or routing may believe these. X-Forwarded-For is set from request.ip.
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-url',
  'x-rewrite-url',
  'x-original-host',
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
])

/** Answer headers never passed on: hop-by-hop ones, and the provider's cookies. */
const DROP_ANSWER = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
])

/** CORS answer headers: the SPA is same-origin, so the provider's must not open it to others. */
const isCorsHeader = (name: string) => name.startsWith('access-control-')

/**
 * Security headers of every proxied answer, fixed once: JSON needs no script or style policy,
 * only never to be sniffed, framed or read cross-origin. They override the provider's.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
})

/** Lower-cased header names listed in a Connection header (hop-by-hop too), or null. */
function connectionNames(value: string | string[] | undefined): Set<string> | null {
  if (value === undefined) return null
  const names = new Set<string>()
  for (const part of (Array.isArray(value) ? value.join(',') : value).split(',')) {
    const name = part.trim().toLowerCase()
    if (name !== '') names.add(name)
  }
  return names
}

/**
 * The headers to send upstream as undici's flat [name, value, ...] list, built in one pass over
 * the raw headers. The injected Accept-Language, Authorization and X-Forwarded-For come after the
 * filtering, so nothing the browser sends (a Connection header naming them, say) can change them.
 * `clientIp` is the address the BFF trusts (request.ip: the socket's, or TRUST_PROXY's reading).
 */
export function upstreamHeaders(
  rawHeaders: readonly string[],
  connection: string | string[] | undefined,
  token: string | null,
  locale: 'en' | 'ne',
  clientIp: string,
): string[] {
  const named = connectionNames(connection)
  const out: string[] = []
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!
    const lower = name.toLowerCase()
    if (DROP_REQUEST.has(lower) || (named !== null && named.has(lower))) continue
    out.push(name, rawHeaders[i + 1]!)
  }
  out.push('accept-language', locale, 'x-forwarded-for', clientIp)
  if (token !== null) out.push('authorization', `Bearer ${token}`)
  return out
}

/**
 * The provider's answer headers minus hop-by-hop ones, cookies and what its Connection names.
 * A redirect to the provider's own `/api/v1/...` (`apiBase` is API_URL) becomes a local path,
 * so the browser follows it through the BFF rather than to the provider.
 */
export function answerHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  apiBase: string,
): Record<string, string | string[]> {
  const named = connectionNames(headers.connection)
  const out: Record<string, string | string[]> = {}
  for (const name in headers) {
    const value = headers[name]
    if (value === undefined || DROP_ANSWER.has(name) || isCorsHeader(name)) continue
    if (named !== null && named.has(name)) continue
    out[name] = value
  }
  const location = out.location
  if (typeof location === 'string' && location.startsWith(apiBase + PROXY_PREFIX)) {
    out.location = location.slice(apiBase.length)
  }
  return out
}
