import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { NAV_SHADOW_SCROLL_PX } from '@jagir/shared/rules/constants'
import { Modal } from '../../components/ui/modal'
import { useScrolledPast } from './use-scrolled-past'

/** Where the store buttons lead (replace with the app's own listings once published). */
export const STORE_LINKS = {
  android: 'https://play.google.com/store/search?q=Jagir&c=apps',
  ios: 'https://www.apple.com/app-store/',
} as const

/** The 'Download App' button (its shadow appears past 50 px of scroll) and its popup. */
export function DownloadAppButton() {
  const [open, setOpen] = useState(false)
  const scrolled = useScrolledPast(NAV_SHADOW_SCROLL_PX)
  return (
    <>
      <button
        type="button"
        className={`button is-primary download-app-button${scrolled ? ' has-shadow' : ''}`}
        onClick={() => setOpen(true)}
        data-testid="download-app"
      >
        <Trans>Download App</Trans>
      </button>
      {open ? <DownloadAppDialog onClose={() => setOpen(false)} /> : null}
    </>
  )
}

/** The download-the-app popup with the Android and iOS store buttons (spec section 1). */
function DownloadAppDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal title={t`Download the Jagir App`} onClose={onClose} narrow>
      <p className="mb-5 has-text-centered">
        <Trans>Find jobs and hear from employers wherever you are.</Trans>
      </p>
      <div className="store-buttons">
        <a
          className="button is-dark"
          href={STORE_LINKS.android}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Download for Android</Trans>
        </a>
        <a
          className="button is-dark"
          href={STORE_LINKS.ios}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Download for iOS</Trans>
        </a>
      </div>
    </Modal>
  )
}
