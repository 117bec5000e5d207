import '@fontsource/noto-sans-devanagari/devanagari-400.css'
import '@fontsource/noto-sans-devanagari/devanagari-600.css'
import './app/styles/main.scss'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/providers'
import { onRecoverableError } from './app/recoverable-errors'
import { buildRoutes, createAppRouter, loadMatchedModules } from './app/router'
import {
  keepCurrentUserIn,
  loadCurrentUser,
  setCurrentUser,
  USER_KEY,
} from './features/auth/api/current-user'
import { splitLang } from '@jagir/shared/routes/table'
import { cleanUpServiceWorkers, installChunkReload } from './lib/boot'
import { activateLanguage } from './lib/i18n'
import { syncLocaleCookie } from './lib/lang'
import { readPageData } from './lib/page-data'
import { configureZodJitless } from './lib/zod-jitless'

// z.config({ jitless: true }): zod 4 probes `new Function` on first use, which the CSP reports.
configureZodJitless()
installChunkReload()
void cleanUpServiceWorkers()

const root = document.getElementById('root')!
const { lang } = splitLang(window.location.pathname)
// The BFF sets the API's language from this cookie: in step with the address before any call.
syncLocaleCookie(lang)
const page = readPageData()

/** The page rendered in the browser from nothing (the server did not render it). */
function renderInBrowser() {
  // Who is signed in is needed by the navigation and the guards: ask while the page's chunks load.
  loadCurrentUser().catch(() => undefined)
  const router = createAppRouter()
  createRoot(root, { onRecoverableError }).render(
    <StrictMode>
      <AppProviders swr={page ? { fallback: page.fallback } : undefined}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}

if (page?.hydration && page.lang === lang && page.user !== undefined) {
  // The server rendered this page: take it over with the same language, user, data and code, so
  // the first render in the browser matches it (hydration) and nothing is asked for again.
  void setCurrentUser(page.user)
  keepCurrentUserIn(lang)
  // The same first data as the server's render (the user too), or the pages would differ.
  const fallback = { ...page.fallback, [USER_KEY]: page.user }
  const routes = buildRoutes()
  const { hydration } = page
  Promise.all([activateLanguage(lang), loadMatchedModules(routes, window.location.pathname)]).then(
    () => {
      const router = createAppRouter(routes, hydration)
      hydrateRoot(
        root,
        <StrictMode>
          <AppProviders swr={{ fallback }} screen={page.screen}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
        { onRecoverableError },
      )
    },
    // The page's code or text did not load: the server's HTML stays readable; render it anew.
    renderInBrowser,
  )
} else {
  renderInBrowser()
}
