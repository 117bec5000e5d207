import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SNACKBAR_HIDE_MS } from '@jagir/shared/rules/constants'
import { hideSnackbar, useSnackbar } from '../../lib/snackbar'

/** The notice at the bottom of the screen: hides after 5 seconds or when closed. */
export function Snackbar() {
  const snack = useSnackbar()
  const { t } = useLingui()

  useEffect(() => {
    if (!snack) return
    const timer = window.setTimeout(hideSnackbar, SNACKBAR_HIDE_MS)
    return () => window.clearTimeout(timer)
  }, [snack])

  if (!snack) return null
  return (
    <div
      className={`notification snackbar is-${snack.color}`}
      role={snack.color === 'danger' ? 'alert' : 'status'}
      data-testid="snackbar"
    >
      <button type="button" className="delete" aria-label={t`Close`} onClick={hideSnackbar} />
      {snack.text}
    </div>
  )
}
