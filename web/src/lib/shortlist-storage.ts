import { useSyncExternalStore } from 'react'

/**
 * Where the employer's shortlist lives in the browser (docs/product.md#shortlist-bar). The
 * shortlist feature reads and writes it; logout and a 401 clear it. The shell loads this file,
 * so it stays small: whether anyone is shortlisted, never the list itself.
 */
export const SHORTLIST_STORAGE_KEY = 'jagir.shortlist'

/** Fired on window when this tab changes the stored shortlist. */
export const SHORTLIST_CHANGED_EVENT = 'jagir:shortlist-changed'

/** Fired on window when the shortlist is cleared here, so open views can forget it. */
export const SHORTLIST_CLEARED_EVENT = 'jagir:shortlist-cleared'

/** Empties the shortlist cart. */
export function clearShortlist(): void {
  try {
    localStorage.removeItem(SHORTLIST_STORAGE_KEY)
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
  window.dispatchEvent(new Event(SHORTLIST_CLEARED_EVENT))
}

const EVENTS = ['storage', SHORTLIST_CHANGED_EVENT, SHORTLIST_CLEARED_EVENT]

/** Calls `onChange` whenever the stored shortlist may have changed (here or in another tab). */
export function subscribeShortlist(onChange: () => void): () => void {
  EVENTS.forEach((name) => window.addEventListener(name, onChange))
  return () => EVENTS.forEach((name) => window.removeEventListener(name, onChange))
}

function hasStored(): boolean {
  try {
    return !!localStorage.getItem(SHORTLIST_STORAGE_KEY)
  } catch {
    return false
  }
}

/**
 * What the last read of the storage said; unknown (no shortlist shown) until the page has been
 * taken over. A page's first `localStorage` read waits on the browser opening the site's storage,
 * which was a long pause inside the takeover on a slow phone (docs/performance.md).
 */
let stored: boolean | undefined

function subscribeStored(onChange: () => void): () => void {
  const update = () => {
    stored = hasStored()
    onChange()
  }
  // Read after the frame that shows the page, where a pause delays nothing on screen.
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(update, 0)))
  const stop = subscribeShortlist(update)
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    stop()
  }
}

/**
 * True when this browser holds a shortlist (the shortlist bar's code is loaded only then). The
 * server renders none: the list lives in the browser.
 */
export const useHasShortlist = (): boolean =>
  useSyncExternalStore(
    subscribeStored,
    () => stored ?? false,
    () => false,
  )
