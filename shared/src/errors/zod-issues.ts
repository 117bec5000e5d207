import type { z } from 'zod/mini'
import {
  decodeValidationMessage,
  encodeValidationMessage,
  renderValidationMessage,
  type ValidationMessage,
} from './validation-codes.js'

type Issue = z.core.$ZodIssue
type RawIssue = z.core.$ZodRawIssue

const isBlank = (input: unknown): boolean =>
  input === undefined ||
  input === null ||
  (typeof input === 'string' && input.trim() === '') ||
  (typeof input === 'number' && Number.isNaN(input))

const isCollection = (origin: string): boolean => origin === 'array' || origin === 'set'

/** Code and params of a zod issue that carries no Jagir message of its own. */
function describeIssue(issue: RawIssue | Issue): ValidationMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (isBlank(issue.input)) return { code: 'required', params: {} }
      if (issue.expected === 'number') return { code: 'numeric', params: {} }
      if (issue.expected === 'int') return { code: 'integer', params: {} }
      return { code: 'invalid', params: {} }
    case 'too_small': {
      const min = Number(issue.minimum)
      if (isCollection(issue.origin)) return { code: 'min_items', params: { min } }
      if (issue.origin === 'string') return { code: 'required', params: {} }
      return { code: 'min_value', params: { min } }
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (isCollection(issue.origin)) return { code: 'max_items', params: { max } }
      if (issue.origin === 'string') return { code: 'max_length', params: { max } }
      return { code: 'max_value', params: { max } }
    }
    case 'invalid_value':
      // An unchosen select ('' or null) reads as a missing value, not a wrong one.
      if (isBlank(issue.input)) return { code: 'required', params: {} }
      return { code: 'invalid_choice', params: {} }
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'email' : 'invalid', params: {} }
    default:
      return { code: 'invalid', params: {} }
  }
}

/**
 * A zod error map that writes every issue as an encoded Jagir message. Pass it per parse
 * (`schema.safeParse(x, { error: jagirErrorMap })`, `zodResolver(schema, { error: jagirErrorMap })`).
 */
export const jagirErrorMap = (issue: RawIssue): string => {
  const { code, params } = describeIssue(issue)
  return encodeValidationMessage(code, params)
}

/** The Jagir message of a zod issue, with `field` set to its dotted path. */
export function issueToValidationMessage(issue: Issue): ValidationMessage {
  const decoded = decodeValidationMessage(issue.message) ?? describeIssue(issue)
  const field = issue.path.map(String).join('.')
  return { code: decoded.code, params: { field, ...decoded.params } }
}

/** Issues grouped by dotted field path; root-level issues go under `non_field_errors`. */
export function issuesToMessages(issues: readonly Issue[]): Record<string, ValidationMessage[]> {
  const grouped: Record<string, ValidationMessage[]> = {}
  for (const issue of issues) {
    const message = issueToValidationMessage(issue)
    const key = message.params.field ? String(message.params.field) : 'non_field_errors'
    ;(grouped[key] ??= []).push(message)
  }
  return grouped
}

/**
 * Issues as a DRF-style body, `{ "field": ["message"], "non_field_errors": [...] }`, in `lang`
 * (English unless told).
 */
export function issuesToDrfErrors(
  issues: readonly Issue[],
  lang: 'en' | 'ne' = 'en',
): Record<string, string[]> {
  const body: Record<string, string[]> = {}
  for (const [key, messages] of Object.entries(issuesToMessages(issues))) {
    body[key] = messages.map((message) => renderValidationMessage(message, lang))
  }
  return body
}

/** Parses with Jagir's codes: the data, or the messages grouped by field. */
export function parseWithCodes<T extends z.ZodMiniType>(
  schema: T,
  input: unknown,
):
  | { success: true; data: z.output<T> }
  | { success: false; messages: Record<string, ValidationMessage[]> } {
  const result = schema.safeParse(input, { error: jagirErrorMap })
  if (result.success) return { success: true, data: result.data }
  return { success: false, messages: issuesToMessages(result.error.issues) }
}
