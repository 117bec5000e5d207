import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n } from '../../lib/i18n'
import { hideSnackbar, showSnackbar } from '../../lib/snackbar'
import { Modal } from './modal'
import { Snackbar } from './snackbar'

/** A page with a button that opens the dialog, and the app's snackbar. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    onClose?.()
    setOpen(false)
  }
  return (
    <I18nProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Sign in
      </button>
      {open ? (
        <Modal title="Sign in to Jagir" onClose={close} footer={<button type="button">Go</button>}>
          <input aria-label="Phone" />
        </Modal>
      ) : null}
      <Snackbar />
    </I18nProvider>
  )
}

function openDialog(onClose?: () => void) {
  render(<Page onClose={onClose} />)
  const opener = screen.getByRole('button', { name: 'Sign in' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog', { name: 'Sign in to Jagir' }) }
}

describe('a dialog', () => {
  beforeAll(() => activateLanguage('en'))
  afterEach(() => act(() => hideSnackbar()))

  it('opens as a modal <dialog> named by its title, focus on its first field', () => {
    const { dialog } = openDialog()
    expect(dialog.tagName).toBe('DIALOG')
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone' }))
    expect(document.documentElement.classList.contains('is-clipped')).toBe(true)
  })

  it('closes on Escape (the browser cancels it; the page decides), focus back on the opener', () => {
    const onClose = vi.fn()
    const { opener, dialog } = openDialog(onClose)
    const cancel = new Event('cancel', { cancelable: true })
    fireEvent(dialog, cancel)
    expect(cancel.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(document.documentElement.classList.contains('is-clipped')).toBe(false)
  })

  it('closes on its close button and on the backdrop', () => {
    const onClose = vi.fn()
    openDialog(onClose)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    fireEvent.click(document.querySelector('.modal-background')!)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('shows a notice inside itself while open (outside, it would be inert), and outside after', async () => {
    const { dialog } = openDialog()
    act(() => showSnackbar('Code sent'))
    await vi.waitFor(() => expect(dialog.contains(screen.getByTestId('snackbar'))).toBe(true))
    fireEvent.click(within(dialog.querySelector('header')!).getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.getByTestId('snackbar').closest('dialog')).toBeNull())
    expect(screen.getByTestId('snackbar').textContent).toBe('Code sent')
  })
})
