import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useScrolledPast } from './use-scrolled-past'

function Shadow() {
  return <p>{useScrolledPast(10) ? 'scrolled' : 'at the top'}</p>
}

/** Runs the animation frame and the timer after it (the first read of the position). */
async function afterFirstFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)))
  })
}

describe('the scroll position hook', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads a page opened scrolled after the first frame, then follows scroll events', async () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(200)
    const { container, unmount } = render(<Shadow />)
    expect(container.textContent).toBe('at the top')
    await afterFirstFrame()
    expect(container.textContent).toBe('scrolled')
    scrollY.mockReturnValue(0)
    act(() => void window.dispatchEvent(new Event('scroll')))
    expect(container.textContent).toBe('at the top')
    unmount()
  })

  it('reads nothing once the page is gone before its first frame (its window may be gone too)', async () => {
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0)
    render(<Shadow />).unmount()
    await afterFirstFrame()
    expect(scrollY).not.toHaveBeenCalled()
  })
})
