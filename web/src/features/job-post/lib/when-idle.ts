/** How long to wait for an idle moment where `requestIdleCallback` is missing (Safari). */
const FALLBACK_DELAY_MS = 200

/**
 * Runs `task` when the browser is idle (or shortly, without `requestIdleCallback`); answers a
 * function that cancels it if it has not run yet.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task())
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, FALLBACK_DELAY_MS)
  return () => window.clearTimeout(handle)
}
