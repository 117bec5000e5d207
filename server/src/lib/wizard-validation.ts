import { validateWizardWrite, type RichTextSanitizer } from '@jagir/shared/rules/wizard-writes'
import type { ProxyValidation, ProxyWrite } from '../plugins/proxy.js'
import type { Locale } from './current-user.js'
import { SANITIZE_RETRY_AFTER_S } from './sanitize-pool.js'

/** Why a valid write was not taken: the sanitizer was busy (lib/sanitize-pool.ts). */
export const SANITIZER_BUSY: Record<Locale, string> = {
  en: 'The server is busy right now and nothing was saved. Please try again in a few seconds.',
  ne: 'सर्भर अहिले व्यस्त छ, केही पनि सुरक्षित भएन। केही सेकेन्डपछि फेरि प्रयास गर्नुहोस्।',
}

/** A body that is not JSON at all. */
const NOT_JSON: Record<Locale, string> = {
  // DRF's own wording.
  en: 'JSON parse error.',
  ne: 'पठाइएको डाटा पढ्न सकिएन।',
}

/**
 * The proxy's check of the job wizard's writes (docs/bff.md#proxy): the same zod schemas the
 * forms use, rich text within its limits and then sanitized by `sanitize` (the worker pool, off
 * the event loop). Other requests pass untouched. A valid body is forwarded as the browser sent
 * it, byte for byte, unless sanitizing changed it. A refusal is in the request's language. When its rich text could not be sanitized now
 * (the pool's queue full, or a deadline passed), the server is busy: 503 with Retry-After and
 * SANITIZER_BUSY in the request's language, never a field error, since the input met the limits.
 */
export async function validateProxyWrite(
  write: ProxyWrite,
  sanitize: RichTextSanitizer,
): Promise<ProxyValidation> {
  // Cheap pre-check: only job paths can be wizard writes; everything else is not parsed here.
  if (!/^\/api\/v1\/job\//i.test(write.path)) return { ok: true }
  let json: unknown
  try {
    json = write.body.length === 0 ? null : JSON.parse(write.body.toString('utf8'))
  } catch {
    json = undefined
  }
  const verdict = await validateWizardWrite(
    write.method,
    write.path,
    json ?? null,
    sanitize,
    write.locale,
  )
  if (verdict === null) return { ok: true }
  if (json === undefined) {
    return { ok: false, status: 400, errors: { non_field_errors: [NOT_JSON[write.locale]] } }
  }
  if ('busy' in verdict) {
    return {
      ok: false,
      status: 503,
      detail: SANITIZER_BUSY[write.locale],
      retryAfterS: SANITIZE_RETRY_AFTER_S,
    }
  }
  if (!verdict.ok) return { ok: false, status: 400, errors: verdict.errors }
  const sanitized = JSON.stringify(verdict.body)
  return sanitized === JSON.stringify(json)
    ? { ok: true }
    : { ok: true, body: Buffer.from(sanitized) }
}
