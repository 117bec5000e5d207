import { Trans, useLingui } from '@lingui/react/macro'
import { Modal } from '../../components/ui/modal'

/** Where the store buttons lead (replace with the app's own listings once published). */
export const STORE_LINKS = {
  android: 'https://play.google.com/store/search?q=Jagir&c=apps',
  ios: 'https://www.apple.com/app-store/',
} as const

/** The download-the-app popup with the Android and iOS store buttons (spec section 1). */
export function DownloadAppDialog({ onClose }: { onClose: () => void }) {
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
