import { lazy, Suspense, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { NAV_SHADOW_SCROLL_PX } from '@jagir/shared/rules/constants'
import { useScrolledPast } from './use-scrolled-past'

// The popup is code no page needs until the button is pressed.
const DownloadAppDialog = lazy(() =>
  import('./download-app-dialog').then((m) => ({ default: m.DownloadAppDialog })),
)

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
      {open ? (
        <Suspense fallback={null}>
          <DownloadAppDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
