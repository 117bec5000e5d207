import { useState } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { removeCv, useMyCv } from '../../../components/cv/cv-api'
import { CvUpload } from '../../../components/cv/cv-upload'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { showSnackbar } from '../../../lib/snackbar'
import { ProfileSection } from './profile-section'

/**
 * The seeker's CV: an uploaded PDF or DOCX (download, replace, remove), and the one-page CV made
 * from the profile, to print or save as PDF. A CV already sent with an application stays with it.
 */
export function CvSection() {
  const { t } = useLingui()
  const lang = useLang()
  const { data } = useMyCv()
  const [busy, setBusy] = useState(false)
  const cv = data?.cv ?? null
  const kb = cv ? formatNumber(Math.max(1, Math.round(cv.size / 1024)), lang) : ''

  const remove = async () => {
    setBusy(true)
    try {
      await removeCv()
      showSnackbar(t`Your CV is removed.`, 'success')
    } finally {
      setBusy(false)
    }
  }

  return (
    <ProfileSection id="cv" title={t`CV`}>
      {cv ? (
        <p className="mb-2">
          <a href={cv.url} download={cv.file_name}>
            <Trans>Download your CV</Trans> ({cv.file_name}, <Trans>{kb} KB</Trans>)
          </a>
        </p>
      ) : (
        <p className="mb-2">
          <Trans>
            No CV uploaded yet. Employers see your profile, and the CV you choose when you apply.
          </Trans>
        </p>
      )}
      <CvUpload
        small
        button={cv ? <Trans>Replace CV</Trans> : <Trans>Upload a CV</Trans>}
        onUploaded={() => showSnackbar(t`Your CV is saved.`, 'success')}
      />
      {cv ? (
        <button
          type="button"
          className="button is-small is-danger is-light mt-2"
          disabled={busy}
          onClick={() => void remove()}
        >
          <Trans>Remove CV</Trans>
        </button>
      ) : null}
      <p className="mt-3">
        <Link to={href('jobseekerCvMe', null, null, lang)}>
          <Trans>Print the one-page CV made from your profile</Trans>
        </Link>
      </p>
    </ProfileSection>
  )
}
