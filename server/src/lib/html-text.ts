/** Text in and out of HTML for pages the BFF writes itself (job pages). */

export { plainText } from '@jagir/shared/sanitize/plain-text'

/** Escapes text for an HTML attribute or element body. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` are written as
 * `\u` escapes (so no `</script>` or `<!--` can end the block early) and so are U+2028/2029.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
