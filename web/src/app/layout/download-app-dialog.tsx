import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Modal } from '../../components/ui/modal'
import { useBffConfig } from '../../features/auth/api/bff-config'

/**
 * The download-the-app popup (docs/product.md#navigation-by-role): a button to each app's store page, as the
 * operator configured them (ANDROID_APP_URL, IOS_APP_URL); an app without one is said plainly
 * to be not yet published, rather than a button that leads to a store search.
 */
export function DownloadAppDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const config = useBffConfig()
  return (
    <Modal title={t`Download the Jagir App`} onClose={onClose} narrow>
      <p className="mb-5 has-text-centered">
        <Trans>Find jobs and hear from employers wherever you are.</Trans>
      </p>
      {config ? (
        <ul className="store-buttons" data-testid="store-buttons">
          <StoreEntry
            url={config.androidAppUrl}
            download={<Trans>Download for Android</Trans>}
            unpublished={<Trans>The Android app is not yet published.</Trans>}
          />
          <StoreEntry
            url={config.iosAppUrl}
            download={<Trans>Download for iOS</Trans>}
            unpublished={<Trans>The iOS app is not yet published.</Trans>}
          />
        </ul>
      ) : (
        <p className="has-text-centered has-text-grey" role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </Modal>
  )
}

/** One app: its store button, or a plain note while it has no store page. */
function StoreEntry(props: { url: string | null; download: ReactNode; unpublished: ReactNode }) {
  return (
    <li>
      {props.url ? (
        <a className="button is-dark" href={props.url} target="_blank" rel="noopener noreferrer">
          {props.download}
        </a>
      ) : (
        <p className="store-unpublished">{props.unpublished}</p>
      )}
    </li>
  )
}
