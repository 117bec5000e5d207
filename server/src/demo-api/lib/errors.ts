import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { issueToValidationMessage } from '@jagir/shared/errors/zod-issues'
import type { ValidationCode } from '@jagir/shared/errors/validation-codes'
import { accountIssueText } from './account-messages.js'
import { devanagariDigits, localeOf, type Locale } from './locale.js'
import { MESSAGES, type MessageKey } from './messages.js'

/** A DRF-shaped error: `{detail}` or field errors, answered with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: (locale: Locale) => unknown,
  ) {
    super(`demo api error ${statusCode}`)
    this.name = 'ApiError'
  }
}

/** `{detail: <message>}` with the status. */
export function detailError(statusCode: number, key: MessageKey): ApiError {
  return new ApiError(statusCode, (locale) => ({ detail: MESSAGES[key][locale] }))
}

/** A field error map: each value a message key, or several. */
export type FieldErrors = Record<string, MessageKey | MessageKey[] | ((locale: Locale) => string[])>

/** 400 with `{field: [messages]}` (DRF's ValidationError). */
export function fieldErrors(errors: FieldErrors): ApiError {
  return new ApiError(400, (locale) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, value]) => [
        field,
        typeof value === 'function'
          ? value(locale)
          : (Array.isArray(value) ? value : [value]).map((key) => MESSAGES[key][locale]),
      ]),
    ),
  )
}

/** 400 naming ids that do not exist, per field (DRF's PrimaryKeyRelatedField message). */
export function unknownIds(errors: Record<string, number[]>): ApiError {
  const fields = Object.entries(errors).filter(([, ids]) => ids.length > 0)
  return new ApiError(400, (locale) =>
    Object.fromEntries(
      fields.map(([field, ids]) => [
        field,
        ids.map((pk) => fillMessage('invalidPk', locale, { pk: String(pk) })),
      ]),
    ),
  )
}

export const notFound = (): ApiError => detailError(404, 'notFound')
export const forbidden = (): ApiError => detailError(403, 'forbidden')

// Jagir's stable validation codes (shared/) to the texts a DRF serializer would answer.
const CODE_MESSAGES: Record<ValidationCode, MessageKey> = {
  required: 'required',
  numeric: 'notANumber',
  integer: 'integer',
  min_value: 'minValue',
  max_value: 'maxValue',
  max_items: 'maxItems',
  min_items: 'minItems',
  max_length: 'maxLength',
  invalid_choice: 'invalidChoice',
  salary_range: 'salaryRange',
  email: 'email',
  phone: 'phone',
  mobile: 'phone',
  digits: 'digits',
  invalid: 'invalid',
  too_complex: 'tooComplex',
  date_order: 'dateOrder',
  file_size: 'fileSize',
  file_type: 'fileType',
  duplicate: 'duplicate',
  network_url: 'networkUrl',
  deadline_range: 'deadlineRange',
}

/** A message with `{name}` placeholders filled (numbers in Devanagari digits for Nepali). */
export function fillMessage(
  key: MessageKey,
  locale: Locale,
  vars: Record<string, string | number> = {},
): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = vars[name] ?? ''
    return locale === 'ne' && typeof value === 'number' ? devanagariDigits(value) : String(value)
  })
}

/** The message a DRF serializer would give for a zod issue. */
function issueMessage(issue: z.core.$ZodIssue, locale: Locale, body: unknown): string {
  if (issue.message in MESSAGES) return fillMessage(issue.message as MessageKey, locale)
  const account = accountIssueText(issue, valueAt(body, issue.path), locale, fillMessage)
  if (account !== null) return account
  const { code, params } = issueToValidationMessage(issue)
  // DRF says 'may not be blank' for an empty string and 'may not be null' for null.
  const emptyText =
    (issue.code === 'too_small' && issue.origin === 'string') || typeof issue.input === 'string'
  if (code === 'required' && emptyText) return fillMessage('blank', locale)
  if (code === 'required' && issue.input === null) return fillMessage('notNull', locale)
  return fillMessage(CODE_MESSAGES[code], locale, params)
}

/** The value at a path of a parsed body (undefined when it is not there). */
function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/**
 * DRF field errors from a zod error: nested paths dotted, form-level issues in non_field_errors.
 * `body` is what was parsed (zod's issues do not carry the values they are about).
 */
export function zodFieldErrors(
  error: z.ZodError,
  locale: Locale,
  body?: unknown,
): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors'
    const message = issueMessage(issue, locale, body)
    const list = (out[key] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return out
}

/** Parses a body with a zod schema, or throws a DRF 400 in the request's language. */
export function parseBody<T extends z.core.$ZodType>(
  schema: T,
  request: FastifyRequest,
  value: unknown = request.body,
): z.infer<T> {
  // Classic zod's parse function takes any zod schema: the demo API's own or shared/'s zod/mini ones.
  // With the input in each issue: an unknown choice is "not a valid choice", not "required".
  const body = value ?? {}
  const parsed = z.safeParse(schema, body, { reportInput: true })
  if (parsed.success) return parsed.data
  const locale = localeOf(request)
  throw new ApiError(400, () => zodFieldErrors(parsed.error, locale, body))
}

/** The demo API's one error handler and 404: DRF bodies, never a stack or a 5xx message. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: Error & { statusCode?: number; code?: string }, request, reply: FastifyReply) => {
      const locale = localeOf(request)
      if (error instanceof ApiError) {
        // DRF names the scheme on 401s, as TokenAuthentication's authenticate_header does.
        if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="api"')
        return reply.code(error.statusCode).send(error.body(locale))
      }
      if (error instanceof z.ZodError) return reply.code(400).send(zodFieldErrors(error, locale))
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
      if (status >= 500) {
        request.log.error({ err: error }, 'demo api request failed')
        return reply.code(500).send({ detail: MESSAGES.serverError[locale] })
      }
      const key: MessageKey =
        status === 413
          ? 'tooLarge'
          : status === 415
            ? 'unsupportedMedia'
            : status === 405
              ? 'methodNotAllowed'
              : status === 404
                ? 'notFound'
                : 'parseError'
      return reply.code(status).send({ detail: MESSAGES[key][locale] })
    },
  )
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: MESSAGES.notFound[localeOf(request)] })
  })
}
