import { useId, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CV_ACCEPT, CV_MAX_MB, cvProblem } from '@jagir/shared/rules/jobseeker-profile'
import { ApiError } from '../../lib/api-client'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import { uploadCv, type CvInfo } from './cv-api'

/** The API's own words for a refused file (400 `{cv}`, 413 or 415 `{detail}`), when it gave them. */
function apiText(error: ApiError): string | null {
  const body = error.body as { cv?: unknown; detail?: unknown } | null
  if (Array.isArray(body?.cv) && typeof body.cv[0] === 'string') return body.cv[0]
  return typeof body?.detail === 'string' ? body.detail : null
}

/**
 * A CV file picker: a labelled file input whose button says `button`, the rule (PDF or DOCX, up to
 * CV_MAX_MB) under it, and why a file was refused. A picked file is checked by its name and size
 * here, by its bytes in the API; `onUploaded` gets the stored CV.
 */
export function CvUpload({
  button,
  onUploaded,
  small,
}: {
  button: ReactNode
  onUploaded: (cv: CvInfo | null) => void
  small?: boolean
}) {
  const { t } = useLingui()
  const lang = useLang()
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const maxMb = formatNumber(CV_MAX_MB, lang)
  const typeText = t`Choose a PDF or Word (DOCX) file.`
  const sizeText = t`The CV must be at most ${maxMb} MB.`

  const pick = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    const problem = cvProblem(file)
    if (problem) return setError(problem === 'file_type' ? typeText : sizeText)
    setBusy(true)
    try {
      onUploaded(await uploadCv(file))
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure
      if (failure.status === 413) setError(sizeText)
      else if ([400, 415].includes(failure.status)) setError(apiText(failure) ?? typeText)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="cv-upload">
      <div className={`file${small ? ' is-small' : ''}${busy ? ' is-loading' : ''}`}>
        <label className="file-label" htmlFor={inputId}>
          <input
            id={inputId}
            className="file-input"
            type="file"
            accept={CV_ACCEPT}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-help${error ? ` ${inputId}-error` : ''}`}
            onChange={(event) => {
              void pick(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          <span className="file-cta">
            <span className="file-label">{button}</span>
          </span>
        </label>
      </div>
      <p className="help" id={`${inputId}-help`}>
        <Trans>PDF or Word (DOCX), up to {maxMb} MB.</Trans>
      </p>
      {error ? (
        <p className="help is-danger" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
