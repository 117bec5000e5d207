import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { mapServerErrors } from '@jagir/shared/errors/server-errors'
import { ApiError } from '../../lib/api-client'
import { messageText } from '../../lib/messages'

export interface ServerErrorOptions {
  /** The form's fields: errors of other keys are the form's, labelled by their key. */
  knownFields?: readonly string[]
  /** Server field names shown under another form field (the shared `*_ERROR_ALIASES`). */
  aliases?: Readonly<Record<string, string>>
}

// DRF's catch-all key says nothing a user can read: its messages show without a label.
const UNLABELLED = new Set(['', 'non field errors'])

/**
 * What a refused save shows, and never by emptying the form: a 400's field errors go under their
 * fields (`setError`) and the function returns the rest, the form's own errors, each labelled by
 * its key unless it is a non-field error. A 412 or 428 (the save waits on something else first)
 * is the form's error too: a 412's words are 'Please fill up the Initial form first.', a 428's the
 * server's. So is any other status the API client left to the form (a busy server's 503). A
 * failure the client has shown already (error page, notice, logout) returns nothing.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: ServerErrorOptions = {},
): string[] {
  if (!(error instanceof ApiError)) throw error
  if (error.handled) return []
  if (error.status === 412) return [messageText('initial_form_first')]
  if (error.status !== 400) return [error.message]
  const mapped = mapServerErrors(error.body, options)
  for (const [name, messages] of Object.entries(mapped.fields)) {
    setError(name as Path<T>, { type: 'server', message: messages.join(' ') })
  }
  return mapped.general.flatMap((entry) =>
    entry.messages.map((text) => (UNLABELLED.has(entry.label) ? text : `${entry.label}: ${text}`)),
  )
}

/**
 * A form's server errors as state: `apply(error)` puts them (see `applyServerErrors`), `general`
 * is what goes above the form (`FormErrors`), `clear()` empties it before the next try.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: ServerErrorOptions = {},
) {
  const [general, setGeneral] = useState<string[]>([])
  const { aliases, knownFields } = options
  const apply = useCallback(
    (error: unknown) => setGeneral(applyServerErrors(error, setError, { aliases, knownFields })),
    [setError, aliases, knownFields],
  )
  const clear = useCallback(() => setGeneral([]), [])
  return { general, apply, clear, setGeneral }
}
