import { useEffectEvent, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'
import { useBrowserLayoutEffect } from '../../lib/use-browser-layout-effect'

interface ModalProps {
  title: ReactNode
  onClose: () => void
  children: ReactNode
  /** A footer row of buttons. */
  footer?: ReactNode
  /** Bulma card width modifier: the default card is 640 px. */
  narrow?: boolean
}

/**
 * A Bulma modal card in the browser's own modal `<dialog>` (`showModal()`): the page behind it is
 * inert, so focus and the screen reader stay in the dialog; Escape and the backdrop close it;
 * focus goes to its first field (or button) when it opens and back to where it was when it
 * closes. It is put at the end of the body, not where it was opened: a dialog opened from the
 * navbar would otherwise take on the navbar's one-line text and be cut off on a phone. (Dialogs
 * open on a press, never in a server render.) The snackbar shows inside the open dialog, since
 * anything outside it is inert (components/ui/snackbar.tsx).
 */
export function Modal({ title, onClose, children, footer, narrow }: ModalProps) {
  const { t } = useLingui()
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const card = useRef<HTMLDivElement>(null)
  const close = useEffectEvent(() => onClose())

  // Before the first paint, so the card never shows outside the top layer.
  useBrowserLayoutEffect(() => {
    const element = dialog.current!
    const previous = document.activeElement as HTMLElement | null
    element.showModal()
    const first = card.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not(.delete), a[href]',
    )
    ;(first ?? card.current)?.focus()
    // Escape: the page decides when the dialog closes (a wizard may ask first). Should the
    // browser close it anyway (a second Escape with no press between), that is a close too.
    const onCancel = (event: Event) => {
      event.preventDefault()
      close()
    }
    const onNativeClose = () => close()
    element.addEventListener('cancel', onCancel)
    element.addEventListener('close', onNativeClose)
    document.documentElement.classList.add('is-clipped')
    return () => {
      element.removeEventListener('cancel', onCancel)
      element.removeEventListener('close', onNativeClose)
      if (element.open) element.close()
      document.documentElement.classList.remove('is-clipped')
      previous?.focus?.()
    }
  }, [])

  const modal = (
    <dialog className="modal is-active" aria-labelledby={titleId} ref={dialog}>
      <div className="modal-background" onClick={onClose} aria-hidden="true" />
      <div
        className="modal-card"
        style={narrow ? { maxWidth: '28rem' } : undefined}
        ref={card}
        tabIndex={-1}
      >
        <header className="modal-card-head">
          <h2 className="modal-card-title is-size-5" id={titleId}>
            {title}
          </h2>
          <button type="button" className="delete" aria-label={t`Close`} onClick={onClose} />
        </header>
        <section className="modal-card-body">{children}</section>
        {footer ? <footer className="modal-card-foot">{footer}</footer> : null}
      </div>
    </dialog>
  )
  return typeof document === 'undefined' ? modal : createPortal(modal, document.body)
}
