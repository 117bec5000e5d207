import type { AddressInfo } from 'node:net'
import { buildDemoApi } from './app.js'
import { DevOutbox, smsSenderFor, type SmsSender } from './lib/sms.js'

export interface StartDemoApiOptions {
  /** DEMO_DATA_FILE: where the demo data persists. */
  dataFile: string
  logLevel: string
  /** SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN; without a URL, the development outbox. */
  smsGatewayUrl?: string
  smsGatewayToken?: string
  /** NODE_ENV=production: no development outbox (codes are refused without a gateway). */
  production: boolean
}

export interface RunningDemoApi {
  /** Base URL on loopback, e.g. http://127.0.0.1:43121 (API_URL for the BFF). */
  url: string
  /** How codes are sent; `configured` is false in production without a gateway. */
  sms: SmsSender
  /** The development outbox, when that is how SMS go (never in production). */
  outbox?: DevOutbox
  close(): Promise<void>
}

/** Starts the embedded demo API on a free loopback port (used when API_URL is unset). */
export async function startDemoApi(options: StartDemoApiOptions): Promise<RunningDemoApi> {
  const sms = smsSenderFor({
    gatewayUrl: options.smsGatewayUrl,
    gatewayToken: options.smsGatewayToken,
    production: options.production,
  })
  const app = await buildDemoApi({ dataFile: options.dataFile, logLevel: options.logLevel, sms })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    sms,
    outbox: sms instanceof DevOutbox ? sms : undefined,
    close: () => app.close(),
  }
}
