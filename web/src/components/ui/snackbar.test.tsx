import { act, fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLanguage, i18n } from '../../lib/i18n'
import { hideSnackbar, showSnackbar } from '../../lib/snackbar'
import { Snackbar } from './snackbar'

const renderSnackbar = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Snackbar />
    </I18nProvider>,
  )

describe('the snackbar', () => {
  beforeAll(() => activateLanguage('en'))
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => hideSnackbar())
    vi.useRealTimers()
  })

  it('shows a success notice in green and hides it after 5 seconds', () => {
    renderSnackbar()
    act(() => showSnackbar('Successfully Logged Out'))
    const notice = screen.getByTestId('snackbar')
    expect(notice.textContent).toBe('Successfully Logged Out')
    expect(notice.className).toContain('is-success')
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByTestId('snackbar')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })

  it('shows an error in red, as an alert', () => {
    renderSnackbar()
    act(() => showSnackbar('Too many requests.', 'danger'))
    const notice = screen.getByRole('alert')
    expect(notice.className).toContain('is-danger')
  })

  it('hides when closed', () => {
    renderSnackbar()
    act(() => showSnackbar('Saved'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })

  it('gives a new notice its own 5 seconds', () => {
    renderSnackbar()
    act(() => showSnackbar('First'))
    act(() => vi.advanceTimersByTime(4000))
    act(() => showSnackbar('Second'))
    act(() => vi.advanceTimersByTime(4000))
    expect(screen.getByTestId('snackbar').textContent).toBe('Second')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByTestId('snackbar')).toBeNull()
  })
})
