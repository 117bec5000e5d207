import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { mapServerErrors } from '@jagir/shared/errors/server-errors'
import { ApiError } from '../../../lib/api-client'
import { SMS_UNAVAILABLE } from '../api/account-flows'

/**
 * Puts a 400's field errors under their fields (spec section 5) and returns the general ones.
 * Errors of fields the form does not show are general too. A code that could not be sent by SMS
 * (502, 503: the send-code calls keep those) is a general error with the server's words. Other
 * failures were already handled by the API client (error page, notice or logout), so they give
 * nothing to show here.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string[] {
  if (error instanceof ApiError && SMS_UNAVAILABLE.includes(error.status)) return [error.message]
  if (!(error instanceof ApiError) || error.status !== 400) return []
  const mapped = mapServerErrors(error.body, { knownFields: fields })
  for (const [field, messages] of Object.entries(mapped.fields)) {
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') })
  }
  return mapped.general.flatMap((entry) => entry.messages)
}

/** The general errors of a form, announced as an alert. */
export function GeneralErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <div className="notification is-danger is-light" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
