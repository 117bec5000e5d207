import * as z from 'zod/mini'
import { accountErrorMap, decodeAccountMessage } from '../schemas/account-messages.js'

/**
 * What an account schema says of an input, field by field: each issue as its account code, with
 * its parameters after it (`too_long{"max":100}`); an issue without an account message shows as
 * its raw message, so a test sees it. {} when the input is valid.
 */
export function accountIssues(schema: z.core.$ZodType, input: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, input, { error: accountErrorMap })
  if (result.success) return {}
  const found: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const decoded = decodeAccountMessage(issue.message)
    const params =
      decoded && Object.keys(decoded.params).length ? JSON.stringify(decoded.params) : ''
    ;(found[issue.path.join('.')] ??= []).push(decoded ? `${decoded.code}${params}` : issue.message)
  }
  return found
}
