import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { encodeValidationMessage } from '@jagir/shared/errors/validation-codes'
import {
  PHOTO_PICK_MAX_MB,
  PHOTO_UPLOAD_MAX_BYTES,
  photoProblem,
} from '@jagir/shared/rules/jobseeker-profile'
import { ApiError } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { showSnackbar } from '../../../lib/snackbar'
import { keepMyProfile, type SeekerProfile } from '../api/my-profile'
import { removePhoto, uploadPhoto } from '../api/photo'
import { shrinkPhoto } from '../lib/shrink-photo'
import { errorText } from '../../../components/form/error-text'
import { ProfileSection } from './profile-section'
import { SeekerAvatar } from './seeker-avatar'

const TYPE_ERROR = encodeValidationMessage('file_type')
const sizeError = (max: number) => encodeValidationMessage('file_size', { max })

/** The message for a refused upload: the API's own text, or ours for a too large body. */
function uploadErrorText(error: ApiError): string {
  if (error.status === 413) return sizeError(Math.floor(PHOTO_UPLOAD_MAX_BYTES / 1_000_000))
  if (error.status === 415) return TYPE_ERROR
  const photo = (error.body as { photo?: unknown } | null)?.photo
  return Array.isArray(photo) && typeof photo[0] === 'string' ? photo[0] : TYPE_ERROR
}

/**
 * The profile photo: optional; JPEG, PNG or WebP up to 5 MB, scaled down in the browser before
 * it is sent. A refused file says why under the button and changes nothing.
 */
export function PhotoSection({ profile }: { profile: SeekerProfile }) {
  const { t, i18n } = useLingui()
  const lang = useLang()
  const inputId = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const done = async (saved: SeekerProfile, notice: string) => {
    await keepMyProfile(saved, lang)
    showSnackbar(notice, 'success')
  }
  const pick = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    const problem = photoProblem(file)
    if (problem)
      return setError(problem === 'file_type' ? TYPE_ERROR : sizeError(PHOTO_PICK_MAX_MB))
    setBusy(true)
    try {
      const small = await shrinkPhoto(file).catch(() => null)
      if (!small) return setError(TYPE_ERROR)
      await done(await uploadPhoto(small), t`Your photo is saved.`)
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure
      if ([400, 413, 415].includes(failure.status)) setError(uploadErrorText(failure))
    } finally {
      setBusy(false)
    }
  }
  const remove = async () => {
    setBusy(true)
    try {
      await done(await removePhoto(), t`Your photo is removed.`)
    } finally {
      setBusy(false)
    }
  }

  const message = error ? errorText(i18n, lang, error) : undefined
  const maxMb = formatNumber(PHOTO_PICK_MAX_MB, lang)
  return (
    <ProfileSection id="photo" title={t`Photo`}>
      <div className="profile-photo-row">
        <SeekerAvatar profile={profile} size={96} />
        <div>
          <div className={`file is-small${busy ? ' is-loading' : ''}`}>
            <label className="file-label" htmlFor={inputId}>
              <input
                id={inputId}
                className="file-input"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                disabled={busy}
                aria-invalid={message ? true : undefined}
                aria-describedby={`${inputId}-help${message ? ` ${inputId}-error` : ''}`}
                onChange={(event) => {
                  void pick(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
              <span className="file-cta">
                <span className="file-label">
                  {profile.profile_picture ? (
                    <Trans>Change photo</Trans>
                  ) : (
                    <Trans>Upload a photo</Trans>
                  )}
                </span>
              </span>
            </label>
          </div>
          <p className="help" id={`${inputId}-help`}>
            <Trans>JPEG, PNG or WebP, up to {maxMb} MB. Optional.</Trans>
          </p>
          {message ? (
            <p className="help is-danger" id={`${inputId}-error`} role="alert">
              {message}
            </p>
          ) : null}
          {profile.profile_picture ? (
            <button
              type="button"
              className="button is-small is-danger is-light mt-2"
              disabled={busy}
              onClick={() => void remove()}
            >
              <Trans>Remove photo</Trans>
            </button>
          ) : null}
        </div>
      </div>
    </ProfileSection>
  )
}
