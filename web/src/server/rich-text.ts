/**
 * Stands in for `@jagir/shared/sanitize/rich-text` in the server render (web/vite.config.ts).
 * Sanitizing runs in the BFF's worker pool, with its deadline (server/src/lib/sanitize-pool.ts),
 * never on the event loop that renders every page: the BFF sanitizes a page's rich text before
 * the render and hands the results over. Rich text it did not hand over fails the render, and the
 * BFF then sends the page for the browser to render, as it would after any failed render.
 */

/** Raw HTML → its sanitized form; the newest kept (a pure function's results: any request may reuse them). */
const known = new Map<string, string>()
/** Kept entries; a job description is at most 50,000 characters. */
const MAX_KEPT = 500

/** Keeps what the BFF's sanitizer made of `raw`. */
export function rememberSanitized(raw: string, html: string): void {
  known.delete(raw)
  known.set(raw, html)
  if (known.size > MAX_KEPT) known.delete(known.keys().next().value!)
}

/** What the BFF made of `html`; throws when it did not sanitize it. */
export function sanitizeRichText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return ''
  const sanitized = known.get(html)
  if (sanitized === undefined) throw new Error('rich text reached the render unsanitized')
  return sanitized
}
