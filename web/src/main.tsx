import '@fontsource/noto-sans-devanagari/devanagari-400.css'
import '@fontsource/noto-sans-devanagari/devanagari-600.css'
import './app/styles/main.scss'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { config as zodConfig } from 'zod'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router'
import { loadCurrentUser } from './features/auth/api/current-user'
import { cleanUpServiceWorkers, installChunkReload } from './lib/boot'

// zod 4 probes `new Function` on first use, which the strict CSP (script-src 'self') reports.
zodConfig({ jitless: true })
installChunkReload()
void cleanUpServiceWorkers()
// Who is signed in is needed by the navigation and the guards: ask while the page's chunks load.
loadCurrentUser().catch(() => undefined)

const router = createAppRouter()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
