import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { SNACKBAR_HIDE_MS } from '@jagir/shared/rules/constants'
import { hideSnackbar, useSnackbar, type SnackbarColor } from '../../lib/snackbar'
import { useBrowserLayoutEffect } from '../../lib/use-browser-layout-effect'

/** Space kept between the snackbar and a dialog's buttons below it. */
const GAP_PX = 12

/** Each colour's class, written whole so the build keeps its rules (web/build/purge-css.ts). */
const COLOR_CLASS: Record<SnackbarColor, string> = { success: 'is-success', danger: 'is-danger' }

/**
 * How far above the bottom of the window the snackbar must sit to leave an open dialog's
 * actions (its footer) uncovered, or null when no dialog's footer is on screen.
 */
function clearOfDialogActions(dialog: HTMLDialogElement | null): number | null {
  const foot = dialog?.querySelector('.modal-card-foot')
  if (!foot) return null
  const top = foot.getBoundingClientRect().top
  return Math.max(0, window.innerHeight - top) + GAP_PX
}

/** The dialog open on top (the last opened), or null. */
function topDialog(): HTMLDialogElement | null {
  return [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1) ?? null
}

/**
 * The notice at the bottom of the screen: hides after 5 seconds or when closed. While a dialog
 * is open it shows inside it: the page outside an open dialog is inert, so a notice there could
 * be neither read by a screen reader nor closed.
 */
export function Snackbar() {
  const snack = useSnackbar()
  const { t } = useLingui()
  const [bottom, setBottom] = useState<number | null>(null)
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null)

  useEffect(() => {
    if (!snack) return
    const timer = window.setTimeout(hideSnackbar, SNACKBAR_HIDE_MS)
    return () => window.clearTimeout(timer)
  }, [snack])

  // Over a dialog (the job post wizard on a phone, say), it rises above the dialog's buttons,
  // also when they come or move while it shows (the wizard's next step loading, say).
  useBrowserLayoutEffect(() => {
    if (!snack) return
    const measure = () => {
      const top = topDialog()
      setDialog(top)
      setBottom(clearOfDialogActions(top))
    }
    measure()
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    const observer = new MutationObserver(update)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['open'],
    })
    window.addEventListener('resize', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', update)
      cancelAnimationFrame(frame)
    }
  }, [snack])

  if (!snack) return null
  const notice = (
    <div
      className={`notification snackbar ${COLOR_CLASS[snack.color]}`}
      role={snack.color === 'danger' ? 'alert' : 'status'}
      data-testid="snackbar"
      style={bottom === null ? undefined : { bottom: `${bottom}px` }}
    >
      <span className="snackbar-text">{snack.text}</span>
      <button type="button" className="delete" aria-label={t`Close`} onClick={hideSnackbar} />
    </div>
  )
  return dialog ? createPortal(notice, dialog) : notice
}
