import '@fontsource/noto-sans-devanagari/devanagari-400.css'
import '@fontsource/noto-sans-devanagari/devanagari-600.css'
import './app/styles/main.scss'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/providers'
import { onRecoverableError } from './app/recoverable-errors'
import { createAppRouter } from './app/router'
import { loadCurrentUser } from './features/auth/api/current-user'
import { splitLang } from '@jagir/shared/routes/table'
import { cleanUpServiceWorkers, installChunkReload } from './lib/boot'
import { syncLocaleCookie } from './lib/lang'
import { configureZodJitless } from './lib/zod-jitless'

// z.config({ jitless: true }): zod 4 probes `new Function` on first use, which the CSP reports.
configureZodJitless()
installChunkReload()
void cleanUpServiceWorkers()
// Who is signed in is needed by the navigation and the guards: ask while the page's chunks load,
// in the address's language (the BFF answers in the locale cookie's, which may still be the last
// page's: an /en link opened after Nepali pages).
syncLocaleCookie(splitLang(window.location.pathname).lang)
loadCurrentUser().catch(() => undefined)

const router = createAppRouter()

createRoot(document.getElementById('root')!, { onRecoverableError }).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
