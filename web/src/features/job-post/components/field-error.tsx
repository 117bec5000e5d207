import { useCallback } from 'react'
import { useLingui } from '@lingui/react'
import { useLang } from '../../../lib/lang'
import { errorText } from './validation-text'

/** Renders a form error message (a validation code or a server's text) for a form path. */
export function useErrorText() {
  const { i18n } = useLingui()
  const lang = useLang()
  return useCallback(
    (path: string, message: string | undefined): string | undefined =>
      message ? errorText(i18n, lang, path, message) : undefined,
    [i18n, lang],
  )
}

/** A field's error under it, announced with the field (its id is the field's describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p className="help is-danger" id={id}>
      {message}
    </p>
  )
}
