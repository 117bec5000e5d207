import { afterEach, vi } from 'vitest'

// The app loads code lazily, as it does in the browser: route modules, the home page's job lists
// (started by the route's loader), the wizard's next step when the browser is idle. A test waits
// for the loads it started before it is cleaned up: one still under way when the file's last test
// ends outlives Vitest's module runner, which fails the run with an EnvironmentTeardownError
// (seen on Node 24, and on cold CI runs where the first transform of a module is slow).
// Registered first, so it runs last: Vitest runs after-hooks in reverse order, the DOM cleanup
// below (and a test file's own after-hooks) first.
afterEach(() => vi.dynamicImportSettled())

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Tests in the
// node environment (the catalog check) have no DOM to clean.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react')
  // Whole-app tests load route modules and dialogs lazily, as the browser does; the first load of
  // a module graph is transformed on the fly, which took over 5 s here while the browser tests
  // loaded the other core (the training page's enrolment dialog, say). Waiting longer for the
  // state a test expects never lets a wrong one pass; it only makes a failing test slower.
  configure({ asyncUtilTimeout: 15_000 })
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => undefined
  // What every browser the app targets has and jsdom lacks: layout, so nothing to observe...
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  // ...and the modal dialog (components/ui/modal.tsx): open and closed, without a top layer.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
  // Escape asks the dialog on top to cancel; unless the page prevents that, the browser closes it.
  document.addEventListener('keydown', (event) => {
    const top = [...document.querySelectorAll('dialog[open]')].at(-1) as HTMLDialogElement
    if (event.key !== 'Escape' || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
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
