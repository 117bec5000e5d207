/**
 * The site's Content-Security-Policy (docs/bff.md#serving-the-spa), written out by hand so a
 * test compares the header with the policy itself: any added source ('unsafe-inline', a host)
 * or dropped directive fails, which a `toContain` of one directive would not notice.
 */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';')

/** The Referrer-Policy of every answer: the full address stays on this site. */
export const SITE_REFERRER_POLICY = 'strict-origin-when-cross-origin'
