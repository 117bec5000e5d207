import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { localeOf, type Locale } from './locale.js'
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

export const notFound = (): ApiError => detailError(404, 'notFound')
export const forbidden = (): ApiError => detailError(403, 'forbidden')

/** Maps a zod issue to the message a DRF serializer would give for it. */
function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  const fill = (key: MessageKey, vars: Record<string, string | number> = {}) =>
    MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_m, name: string) => String(vars[name] ?? ''))
  if (issue.message && issue.message in MESSAGES) return fill(issue.message as MessageKey)
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return fill('required')
      if (issue.input === null) return fill('notNull')
      return issue.expected === 'number' ? fill('notANumber') : fill('invalid')
    case 'too_small':
      if (issue.origin === 'string') return fill('blank')
      if (issue.origin === 'array') return fill('required')
      return fill('minValue', { min: Number(issue.minimum) })
    case 'too_big':
      if (issue.origin === 'string') return fill('maxLength', { max: Number(issue.maximum) })
      if (issue.origin === 'array') return fill('maxTen')
      return fill('maxValue', { max: Number(issue.maximum) })
    case 'invalid_value':
      return fill('invalidChoice')
    default:
      return fill('invalid')
  }
}

/** DRF field errors from a zod error: nested paths dotted, form-level issues in non_field_errors. */
export function zodFieldErrors(error: z.ZodError, locale: Locale): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors'
    const message = issueMessage(issue, locale)
    const list = (out[key] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return out
}

/** Parses a body with a zod schema, or throws a DRF 400 in the request's language. */
export function parseBody<T extends z.ZodType>(
  schema: T,
  request: FastifyRequest,
  value: unknown = request.body,
): z.infer<T> {
  const parsed = schema.safeParse(value ?? {})
  if (parsed.success) return parsed.data
  const locale = localeOf(request)
  throw new ApiError(400, () => zodFieldErrors(parsed.error, locale))
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
