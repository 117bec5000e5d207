import './app/styles/main.scss'
import { startApp } from './app/start'
import { cleanUpServiceWorkers, installChunkReload } from './lib/boot'
import { configureZodJitless } from './lib/zod-jitless'

// z.config({ jitless: true }): zod 4 probes `new Function` on first use, which the CSP reports.
configureZodJitless()
installChunkReload()
void cleanUpServiceWorkers()
void startApp(document.getElementById('root')!)
