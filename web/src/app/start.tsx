import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { splitLang } from '@jagir/shared/routes/table'
import {
  keepCurrentUserIn,
  loadCurrentUser,
  setCurrentUser,
  USER_KEY,
} from '../features/auth/api/current-user'
import { activateLanguage } from '../lib/i18n'
import { syncLocaleCookie } from '../lib/lang'
import { readPageData } from '../lib/page-data'
import { AppProviders } from './providers'
import { onRecoverableError } from './recoverable-errors'
import { buildRoutes, createAppRouter, loadMatchedModules } from './router'

/**
 * Ends the current task and goes on in a new one, so that a tap or a paint waiting meanwhile is
 * served in between: the browser's `scheduler.yield()` where it has one, else a zero timeout.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Marks `<html data-hydrated>` once React has the page (hydrated, or rendered in the browser): the
 * moment a tap on the page is answered by the app rather than lost. The browser tests wait for it
 * instead of for the network to be quiet, and a monitoring probe can too. A wrapper around the one
 * child, not a sibling of it: a sibling would change every `useId` below it, so that the ids the
 * server rendered would no longer match.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return children
}

/** React DOM's flushSync for the router (what `react-router/dom`'s RouterProvider passes). */
const flush = (update: () => unknown): undefined => {
  flushSync(update)
  return undefined
}

/**
 * Starts the app in `root`: takes over the page the server rendered (hydration) when the BFF
 * sent one, else renders it in the browser. Settles once React has the page, with its root.
 */
export async function startApp(root: HTMLElement): Promise<Root> {
  // The start is cut into tasks (evaluating the code; reading the page's data and loading its
  // module; creating the router; then React's own sliced hydration), each short enough that a
  // phone's main thread is never held long (docs/performance.md: Lighthouse's blocking time).
  await nextTask()
  const { lang } = splitLang(window.location.pathname)
  // The BFF sets the API's language from this cookie: in step with the address before any call.
  syncLocaleCookie(lang)
  const page = readPageData()

  /**
   * The page rendered in the browser. A guarded page came with the site's shell and a skeleton
   * (server/src/plugins/spa.ts): they stay until the router has the page's code and guard, so
   * the first render replaces them with the page (never skeleton, then blank, then the page).
   */
  async function renderInBrowser() {
    const shellUser = page && !page.hydration && page.lang === lang ? page.user : undefined
    if (shellUser !== undefined) {
      // The user the BFF's guard read came with the shell: no need to ask again.
      void setCurrentUser(shellUser)
      keepCurrentUserIn(lang)
    } else {
      // Who is signed in is needed by the navigation and the guards: ask while the chunks load.
      loadCurrentUser().catch(() => undefined)
    }
    const router = createAppRouter()
    if (root.firstChild && !router.state.initialized) {
      await new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return
          stop()
          resolve()
        })
      })
    }
    const app = createRoot(root, { onRecoverableError })
    app.render(
      <StrictMode>
        <AppProviders
          swr={
            page
              ? // The shell's user from the first render on: the page never draws itself empty.
                {
                  fallback:
                    shellUser === undefined
                      ? page.fallback
                      : { ...page.fallback, [USER_KEY]: shellUser },
                }
              : undefined
          }
        >
          <HydrationMark>
            <RouterProvider router={router} flushSync={flush} />
          </HydrationMark>
        </AppProviders>
      </StrictMode>,
    )
    return app
  }

  if (!page?.hydration || page.lang !== lang || page.user === undefined) return renderInBrowser()
  // The server rendered this page: take it over with the same language, user, data and code, so
  // the first render in the browser matches it (hydration) and nothing is asked for again.
  void setCurrentUser(page.user)
  keepCurrentUserIn(lang)
  // The same first data as the server's render (the user too), or the pages would differ.
  const fallback = { ...page.fallback, [USER_KEY]: page.user }
  const routes = buildRoutes()
  try {
    await Promise.all([
      activateLanguage(lang),
      loadMatchedModules(routes, window.location.pathname),
    ])
  } catch {
    // The page's code or text did not load: the server's HTML stays readable; render it anew.
    return renderInBrowser()
  }
  await nextTask()
  const router = createAppRouter(routes, page.hydration)
  await nextTask()
  // A transition: React takes the page over in short slices, so a tap or a scroll meanwhile is
  // answered (a slow phone's main thread is not held for the whole page).
  let app: Root | undefined
  startTransition(() => {
    app = hydrateRoot(
      root,
      <StrictMode>
        <AppProviders swr={{ fallback }} screen={page.screen} renderedAt={page.readAt}>
          <HydrationMark>
            <RouterProvider router={router} flushSync={flush} />
          </HydrationMark>
        </AppProviders>
      </StrictMode>,
      { onRecoverableError },
    )
  })
  return app!
}
