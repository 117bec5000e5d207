import '@fontsource/noto-sans-devanagari/devanagari-400.css'
import '@fontsource/noto-sans-devanagari/devanagari-600.css'
import './app/styles/main.scss'
import { config as zodConfig } from 'zod'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// zod 4 probes `new Function` on first use, which the strict CSP (script-src 'self') reports.
zodConfig({ jitless: true })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="section">
      <h1 className="title">जागिर</h1>
    </main>
  </StrictMode>,
)
