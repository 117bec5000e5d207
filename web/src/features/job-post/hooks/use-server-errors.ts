import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { mapServerErrors } from '@jagir/shared/errors/server-errors'
import { ApiError } from '../../../lib/api-client'
import { messageText } from '../../../lib/messages'

interface ServerErrorOptions {
  /** Server field names shown under another form field (the shared `*_ERROR_ALIASES`). */
  aliases?: Readonly<Record<string, string>>
  /** The form's fields: errors of other keys go to the banner. */
  knownFields: readonly string[]
}

// DRF's catch-all key says nothing a user can read: its messages show without a label.
const UNLABELLED = new Set(['', 'non field errors'])

/**
 * A failed save as spec section 5 shows it: field errors under their fields, non-field errors
 * in a banner at the top (`ErrorBanner`, which scrolls into view); a 412 shows 'Please fill up the Initial form
 * first.' (section 8). A 503 the save left to the form (the server busy: its message, in the
 * page's language, says to try again) goes in the banner, never under a field: the form keeps
 * what was typed. Other statuses were already handled by the API client.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  options: ServerErrorOptions,
) {
  const [general, setGeneral] = useState<string[]>([])
  const { aliases, knownFields } = options

  const apply = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error
      if (error.status === 412) return setGeneral([messageText('initial_form_first')])
      if (error.status === 503) return setGeneral([error.message])
      if (error.status !== 400 && error.status !== 428) return setGeneral([])
      const mapped = mapServerErrors(error.body, { aliases, knownFields })
      for (const [name, messages] of Object.entries(mapped.fields)) {
        setError(name as Path<T>, { type: 'server', message: messages.join(' ') })
      }
      setGeneral(
        mapped.general.flatMap((entry) =>
          entry.messages.map((text) =>
            UNLABELLED.has(entry.label) ? text : `${entry.label}: ${text}`,
          ),
        ),
      )
    },
    [setError, aliases, knownFields],
  )
  const clear = useCallback(() => setGeneral([]), [])

  return { general, apply, clear }
}
