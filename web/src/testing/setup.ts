import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Tests in the
// node environment (the catalog check) have no DOM to clean.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react')
  // Whole-app tests load route modules lazily, as the browser does; the first load of a module
  // graph is transformed on the fly, which can take a few seconds on a busy machine.
  configure({ asyncUtilTimeout: 5000 })
  const { vi } = await import('vitest')
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined
  afterEach(() => {
    vi.unstubAllGlobals()
    cleanup()
    document.cookie.split(';').forEach((pair) => {
      const name = pair.split('=')[0]?.trim()
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
    })
    localStorage.clear()
    sessionStorage.clear()
  })
}
