import { findWizardWrite, isWizardPath } from '@jagir/shared/rules/wizard-writes'
import type { WriteGate } from '../plugins/proxy.js'

/**
 * What a write to the API needs before its body is read (docs/bff.md#proxy): the job wizard's
 * writes are parsed, validated and sanitized, work nobody gets without a session; any other
 * write method on a wizard path (PATCH, say) is refused, since it would reach the provider
 * without those checks. DELETE (a question) has no body to check. `path` is decoded.
 */
export const wizardGate: WriteGate = (method, path) => {
  if (method === 'DELETE' || !isWizardPath(path)) return 'pass'
  return findWizardWrite(method, path) ? 'session' : 'refuse'
}
