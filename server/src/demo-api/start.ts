import type { AddressInfo } from 'node:net'
import { buildDemoApi } from './app.js'

export interface StartDemoApiOptions {
  /** DEMO_DATA_FILE: where the demo data persists. */
  dataFile: string
  logLevel: string
}

export interface RunningDemoApi {
  /** Base URL on loopback, e.g. http://127.0.0.1:43121 (API_URL for the BFF). */
  url: string
  close(): Promise<void>
}

/** Starts the embedded demo API on a free loopback port (used when API_URL is unset). */
export async function startDemoApi(options: StartDemoApiOptions): Promise<RunningDemoApi> {
  const app = await buildDemoApi({ dataFile: options.dataFile, logLevel: options.logLevel })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => app.close(),
  }
}
