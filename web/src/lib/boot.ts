const RELOAD_FLAG = 'jagir.chunk-reload'

/**
 * Service workers and caches left by earlier versions of the site are removed (docs/product.md#notices-loading-bar-and-reloads)
 * on load, so no stale worker keeps serving an old app.
 */
export async function cleanUpServiceWorkers(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? []
    await Promise.all(registrations.map((registration) => registration.unregister()))
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys()
      await Promise.all(keys.map((key) => caches.delete(key)))
    }
  } catch {
    // Private windows and old browsers may refuse; there is nothing to clean up then.
  }
}

/** True for the errors browsers raise when a lazily loaded chunk cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|module script failed|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
    error.message,
  )
}

/**
 * A chunk that fails to load usually means a new version was deployed under the open page:
 * reload once to get it. The flag stops a reload loop when the server itself is broken.
 */
export function reloadForFailedChunk(): boolean {
  if (sessionStorage.getItem(RELOAD_FLAG)) return false
  sessionStorage.setItem(RELOAD_FLAG, String(Date.now()))
  window.location.reload()
  return true
}

/** Reloads on Vite's preload errors; clears the loop guard once the app has started fine. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForFailedChunk()) event.preventDefault()
  })
  window.setTimeout(() => sessionStorage.removeItem(RELOAD_FLAG), 10_000)
}
