/**
 * The one notion of "the path" the BFF decides on (CSRF, guards, validation, forwarding), read
 * from the request target as it came off the socket.
 *
 * Fastify's router decodes percent-encoding before it matches a route, while a check that reads
 * the raw URL sees the encoded form, and the provider decodes it again: `/%62ff/login` was routed
 * to `/bff/login` but judged as "not /bff/". The cure is to refuse every spelling whose decoded
 * form could differ in meaning from what a reader of the raw target sees, so that the raw path,
 * the router's path and the provider's path all say the same thing.
 */

export type PathVerdict =
  | { ok: true; path: string }
  /** `redirect`: the same path with empty segments collapsed (page navigations only). */
  | { ok: false; redirect?: string }

/** Characters that never need encoding (RFC 3986 section 2.3). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/
/**
 * Encoded bytes a path never needs: unreserved characters (needless), `/` and `\` (they would
 * make a new segment after decoding), `%` (double encoding), `#`, `?` and `;` (they would cut
 * the path), and control characters.
 */
function isRefusedEscape(code: number): boolean {
  const char = String.fromCharCode(code)
  return (
    UNRESERVED.test(char) ||
    code < 0x20 ||
    code === 0x7f ||
    char === '/' ||
    char === '\\' ||
    char === '%' ||
    char === '#' ||
    char === '?' ||
    char === ';'
  )
}

const ESCAPE = /%([0-9A-Fa-f]{2})/g
/** What a path must have for the checks below to refuse or change it. */
const MAY_NEED_LOOK = /[%\\]|\/\/|\/\./

/**
 * The decoded, normalised path of a request target, or why it is refused: anything but an
 * origin-form target (`/path?query`), `#`, raw backslashes, malformed or needless escapes,
 * undecodable UTF-8, and `.`/`..` segments. Empty segments (`//`) are refused too, with the
 * collapsed path offered as a redirect for page navigations.
 */
export function canonicalPath(target: string): PathVerdict {
  if (target.charCodeAt(0) !== 47 /* / */ || target.includes('#')) return { ok: false }
  const q = target.indexOf('?')
  const raw = q === -1 ? target : target.slice(0, q)
  // Most paths hold no escape, backslash, `//` or segment starting with a dot: nothing below
  // could refuse or change them, so they are taken as they are (this runs on every request).
  if (!MAY_NEED_LOOK.test(raw)) return { ok: true, path: raw }
  if (raw.includes('\\')) return { ok: false }
  // Every `%` must start a well-formed escape of a byte that has to be escaped.
  const percents = raw.split('%').length - 1
  let escapes = 0
  for (const match of raw.matchAll(ESCAPE)) {
    escapes++
    if (isRefusedEscape(parseInt(match[1]!, 16))) return { ok: false }
  }
  if (escapes !== percents) return { ok: false }
  let path: string
  try {
    path = escapes === 0 ? raw : decodeURIComponent(raw)
  } catch {
    return { ok: false }
  }
  const segments = path.split('/')
  // segments[0] is '' (the leading slash); a trailing slash leaves one more '' at the end.
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!
    if (segment === '.' || segment === '..') return { ok: false }
    if (segment === '' && i < segments.length - 1) {
      const collapsed = raw.replace(/\/{2,}/g, '/')
      return { ok: false, redirect: collapsed + (q === -1 ? '' : target.slice(q)) }
    }
  }
  return { ok: true, path }
}
