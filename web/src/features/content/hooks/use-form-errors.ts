import { useCallback, useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { decodeValidationMessage } from '@jagir/shared/errors/validation-codes'
import { mapServerErrors } from '@jagir/shared/errors/server-errors'
import { ApiError } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'

/**
 * A public form's errors in the page's language: the shared schema's codes worded for the field
 * (its label named), the provider's own messages (already in the page's language) as they came,
 * under their fields; what belongs to no field shown above the form.
 */
export function useFormErrors<T extends FieldValues>(labels: Record<string, string>) {
  const { t } = useLingui()
  const lang = useLang()
  const [general, setGeneral] = useState<string[]>([])

  /** A field's error as shown. */
  const text = useCallback(
    (field: string, message: string | undefined): string | undefined => {
      if (!message) return undefined
      const decoded = decodeValidationMessage(message)
      if (!decoded) return message
      const label = labels[field] ?? field
      const max = formatNumber(Number(decoded.params.max ?? 0), lang)
      switch (decoded.code) {
        case 'required':
          return t`Please fill in “${label}”.`
        case 'email': {
          const example = 'name@example.com'
          return t`Please write an email address such as ${example}.`
        }
        case 'phone':
          return t`Please write a 10-digit mobile number starting with 98, 97 or 96.`
        case 'max_length':
          return t`“${label}” can be at most ${max} characters long.`
        case 'numeric':
        case 'integer':
        case 'min_value':
        case 'max_value':
          return t`Please write a whole number from 1 to ${max}.`
        default:
          return t`Please check “${label}”.`
      }
    },
    [labels, lang, t],
  )

  /** Puts a refused form's field errors under their fields; the rest above the form. */
  const fromServer = useCallback(
    (error: unknown, setError: UseFormSetError<T>) => {
      if (!(error instanceof ApiError) || error.status !== 400) {
        // Other failures were already handled by the API client (error page, notice).
        setGeneral([])
        return
      }
      const mapped = mapServerErrors(error.body, { knownFields: Object.keys(labels) })
      for (const [field, messages] of Object.entries(mapped.fields)) {
        setError(field as Path<T>, { type: 'server', message: messages.join(' ') })
      }
      setGeneral(mapped.general.flatMap((entry) => entry.messages))
    },
    [labels],
  )

  return { text, general, setGeneral, fromServer }
}
