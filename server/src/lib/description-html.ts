import type { RichTextSanitizer } from '@jagir/shared/rules/wizard-writes'
import { descriptionFallbackText } from '@jagir/shared/sanitize/description'
import { plainText } from '@jagir/shared/sanitize/plain-text'
import { DESCRIPTION_MAX } from '@jagir/shared/schemas/job-basic-info'
import { escapeHtml } from './html-text.js'

/**
 * A stored job description as HTML for a page the BFF writes: sanitized (by `sanitize`, the
 * worker pool with its deadline) when it is within the wizard's limits, else, or when the
 * sanitizer is busy (its queue full, or out of time), its plain text escaped: the page still
 * shows, in time. `sanitized` says which: only the sanitizer's HTML is what the SPA shows for it
 * too. `busy`: the plain text stands in only because of the server's load (a page made of it is
 * kept briefly, so the next view gets the formatting).
 */
export async function descriptionHtml(
  description: unknown,
  sanitize: RichTextSanitizer,
): Promise<{ html: string; sanitized: boolean; busy: boolean }> {
  if (typeof description !== 'string' || description === '') {
    return { html: '', sanitized: false, busy: false }
  }
  const fallback = descriptionFallbackText(description)
  if (fallback !== null) return { html: escapeHtml(fallback), sanitized: false, busy: false }
  try {
    return { html: await sanitize(description), sanitized: true, busy: false }
  } catch {
    // Busy (or the worker failed): the plain text is safe and linear.
    const html = escapeHtml(plainText(description).slice(0, DESCRIPTION_MAX))
    return { html, sanitized: false, busy: true }
  }
}
