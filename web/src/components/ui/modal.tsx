import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useLingui } from '@lingui/react/macro'

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
 * A Bulma modal card that behaves as a dialog: focus moves into it, Escape and the backdrop close
 * it, and focus returns to where it was when it closes. It is put at the end of the body, not
 * where it was opened: a dialog opened from the navbar would otherwise take on the navbar's
 * one-line text and be cut off on a phone. (Dialogs open on a press, never in a server render.)
 */
export function Modal({ title, onClose, children, footer, narrow }: ModalProps) {
  const { t } = useLingui()
  const titleId = useId()
  const card = useRef<HTMLDivElement>(null)
  const onEscape = useEffectEvent(() => onClose())

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const first = card.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not(.delete), a[href]',
    )
    ;(first ?? card.current)?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape()
    }
    document.addEventListener('keydown', onKey)
    document.documentElement.classList.add('is-clipped')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.documentElement.classList.remove('is-clipped')
      previous?.focus?.()
    }
  }, [])

  const dialog = (
    <div className="modal is-active">
      <div className="modal-background" onClick={onClose} aria-hidden="true" />
      <div
        className="modal-card"
        style={narrow ? { maxWidth: '28rem' } : undefined}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
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
    </div>
  )
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body)
}
