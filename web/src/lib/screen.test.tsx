import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { isCompactScreen, useScreenClass } from './screen'

const realWidth = window.innerWidth
const resizeTo = (width: number) =>
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event('resize'))
  })

describe('the screen class', () => {
  afterEach(() => {
    window.innerWidth = realWidth
  })

  it("follows the window's width as it is resized", () => {
    window.innerWidth = 390
    const { result, unmount } = renderHook(() => useScreenClass())
    expect(result.current).toBe('mobile')
    resizeTo(900)
    expect(result.current).toBe('tablet')
    resizeTo(1440)
    expect(result.current).toBe('fullhd')
    unmount()
    // Unsubscribed: a resize after unmounting reaches no listener (React would warn).
    resizeTo(390)
  })

  it('folds the navbar below the desktop breakpoint only', () => {
    expect(
      ['mobile', 'tablet', 'desktop', 'widescreen', 'fullhd'].map((s) =>
        isCompactScreen(s as never),
      ),
    ).toEqual([true, true, false, false, false])
  })
})
