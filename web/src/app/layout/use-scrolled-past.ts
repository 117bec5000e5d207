import { useSyncExternalStore } from 'react'

/**
 * The page's scroll position as last seen: read in scroll events and once after the first frame
 * (a page may open scrolled), never while React renders or commits. Reading `scrollY` then made
 * the browser lay the page out in the middle of the takeover (a forced layout, 60 ms and more on
 * a slow phone; docs/performance.md).
 */
let lastScrollY = 0
const listeners = new Set<() => void>()

function read() {
  const y = window.scrollY
  if (y === lastScrollY) return
  lastScrollY = y
  listeners.forEach((listener) => listener())
}

// The first read's frame and timer, cancelled when the last listener leaves before they run (a
// page left at once, or a test whose window is gone by then).
let firstFrame: number | undefined
let firstRead: ReturnType<typeof setTimeout> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) {
    window.addEventListener('scroll', read, { passive: true })
    // After the frame's layout and paint, where the position is known without laying out again.
    firstFrame = requestAnimationFrame(() => {
      firstFrame = undefined
      firstRead = setTimeout(() => {
        firstRead = undefined
        read()
      }, 0)
    })
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('scroll', read)
    if (firstFrame !== undefined) cancelAnimationFrame(firstFrame)
    clearTimeout(firstRead)
    firstFrame = firstRead = undefined
  }
}

/** True once the page is scrolled more than `px` pixels down. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY > px,
    () => false,
  )
}
