import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@jagir/shared/schemas/organization'
import { describedBy, FieldFrame } from '../../../components/form/field-frame'

interface LogoFieldProps {
  /** The chosen logo as a `data:` URL, or null. */
  value: string | null
  onChange: (value: string | null) => void
  /** The form's message about the logo (a server's refusal). */
  error?: string
}

/** The organisation's optional logo: a PNG, JPEG or WebP image of at most 300 KB, previewed. */
export function LogoField({ value, onChange, error: formError }: LogoFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const [pickError, setPickError] = useState<string | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const error = pickError ?? formError

  const choose = (file: File | undefined) => {
    setPickError(null)
    if (!file) return
    if (!(LOGO_TYPES as readonly string[]).includes(file.type) || file.size > LOGO_MAX_BYTES) {
      return setPickError(t`Choose a PNG, JPEG or WebP image of at most 300 KB.`)
    }
    const reader = new FileReader()
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : null)
    reader.readAsDataURL(file)
  }

  return (
    <FieldFrame id={id} label={<Trans>Logo (optional)</Trans>} error={error}>
      <div className="is-flex is-align-items-center logo-field">
        {value ? <img src={value} alt={t`The logo chosen`} className="logo-preview mr-3" /> : null}
        <div className="file">
          {/* The browser's own button says "Choose File" in its language only: ours says it in the page's. */}
          <label className="file-label">
            <input
              id={id}
              className="file-input"
              type="file"
              accept={LOGO_TYPES.join(',')}
              {...describedBy(id, error)}
              onChange={(event) => {
                choose(event.target.files?.[0])
                setFileName(event.target.files?.[0]?.name ?? null)
              }}
            />
            <span className="file-cta">
              <span className="file-label">
                {value ? <Trans>Choose another image</Trans> : <Trans>Choose an image</Trans>}
              </span>
            </span>
            {fileName ? <span className="file-name">{fileName}</span> : null}
          </label>
        </div>
        {value ? (
          <button
            type="button"
            className="button is-small is-light ml-2"
            onClick={() => {
              onChange(null)
              setFileName(null)
            }}
          >
            <Trans>Remove</Trans>
          </button>
        ) : null}
      </div>
    </FieldFrame>
  )
}
