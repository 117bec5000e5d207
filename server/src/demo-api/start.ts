import type { Worker } from 'node:worker_threads'
import { startWorker } from '../lib/worker-entry.js'
import { MailOutbox, mailSenderFor, type MailSender } from './lib/mail.js'
import { DevOutbox, smsSenderFor, type SmsSender } from './lib/sms.js'
import type { InvoiceSeller } from './routes/payment/invoices.js'
import type { GatewayOptions } from './routes/payment/gateway-payments.js'
import type { FromApiThread, ToApiThread } from './worker.js'

/** Plain data only: it is handed to the API's thread as it is (a structured clone). */
export interface StartDemoApiOptions {
  /** DATA_DIR: the embedded database's folder (PGlite), when `databaseUrl` is unset. */
  dataDir: string
  /** DATABASE_URL: a real PostgreSQL instead (shared by replicas). */
  databaseUrl?: string
  logLevel: string
  /** SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN; without a URL, the development outbox. */
  smsGatewayUrl?: string
  smsGatewayToken?: string
  /** NODE_ENV=production: no development outbox (codes are refused without a gateway). */
  production: boolean
  /** The one-time codes' hash key in hex (codeKeyFrom(SESSION_SECRET)), shared by replicas. */
  codeKey?: string
  /** SMTP_URL and MAIL_FROM: how job alert emails go; without a URL, the development outbox. */
  smtpUrl?: string
  mailFrom?: string
  /** PUBLIC_URL: the alerts' links are absolute. */
  publicUrl?: string
  /** The unsubscribe links' key in hex (alertKeyFrom(SESSION_SECRET)), shared by replicas. */
  alertKey?: string
  /** INVOICE_SELLER_*: the seller of tax invoices; unset: a demo one, none in production. */
  invoiceSeller?: InvoiceSeller
  /** ESEWA_*, KHALTI_*: the payment gateways; none: the demo gateway. */
  payments?: GatewayOptions
}

export interface RunningDemoApi {
  /** Base URL on loopback, e.g. http://127.0.0.1:43121 (API_URL for the BFF). */
  url: string
  /** How codes are sent; `configured` is false in production without a gateway. */
  sms: SmsSender
  /** The development outbox, when that is how SMS go (never in production). */
  outbox?: DevOutbox
  /** How alert emails go; `configured` is false in production without SMTP_URL. */
  mail: MailSender
  /** The development outbox of emails, when SMTP_URL is unset (never in production). */
  mailOutbox?: MailOutbox
  /**
   * Called when the API's thread stops without `close()` (an uncaught error in it): nothing
   * answers on `url` any more. Without a listener the error is thrown, which ends the process.
   */
  onCrash(listener: (error: Error) => void): void
  /** Closes the API gracefully (its data flushed) and resolves once its thread has ended. */
  close(): Promise<void>
}

/** Resolves with the URL once the thread listens; rejects (the thread ended) when it cannot. */
function listening(worker: Worker): Promise<string> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromApiThread) => {
      if (message.type === 'listening') settle(() => resolve(message.url))
      if (message.type === 'failed') {
        settle(() => reject(new Error(message.message)))
        void worker.terminate()
      }
    }
    const onError = (error: Error) => settle(() => reject(error))
    const onExit = (code: number) =>
      settle(() => reject(new Error(`the embedded API stopped before listening (exit ${code})`)))
    const settle = (then: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      then()
    }
    worker.on('message', onMessage).once('error', onError).once('exit', onExit)
  })
}

/**
 * Starts the embedded demo API (used when API_URL is unset) in a worker thread of its own, on a
 * free loopback port: its queries and writes never hold up the BFF's event loop.
 */
export async function startDemoApi(options: StartDemoApiOptions): Promise<RunningDemoApi> {
  // In this thread only for `configured` and the outbox the BFF reads; the API's thread sends.
  const sms = smsSenderFor({
    gatewayUrl: options.smsGatewayUrl,
    gatewayToken: options.smsGatewayToken,
    production: options.production,
  })
  const outbox = sms instanceof DevOutbox ? sms : undefined
  const mail = mailSenderFor({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    production: options.production,
  })
  const mailOutbox = mail instanceof MailOutbox ? mail : undefined
  const worker = startWorker('worker', import.meta.url, { workerData: options })
  const url = await listening(worker)

  const tell = (message: ToApiThread) => worker.postMessage(message)
  worker.on('message', (message: FromApiThread) => {
    if (message.type === 'sms') {
      outbox?.keep(message.entry)
      tell({ type: 'sms-kept', id: message.id })
    } else if (message.type === 'mail') {
      mailOutbox?.keep(message.entry)
      tell({ type: 'mail-kept', id: message.id })
    }
  })

  let closing: Promise<void> | undefined
  let ended = false
  let crashListener: ((error: Error) => void) | undefined
  let crashed = false
  const crash = (error: Error) => {
    if (closing || crashed) return
    crashed = true
    if (!crashListener) throw error
    crashListener(error)
  }
  // An uncaught error in the thread comes as 'error', then 'exit'; report it once.
  worker.on('error', crash)
  worker.on('exit', (code) => {
    ended = true
    crash(new Error(`the embedded API's thread ended unexpectedly (exit ${code})`))
  })

  return {
    url,
    sms,
    outbox,
    mail,
    mailOutbox,
    onCrash(listener) {
      crashListener = listener
    },
    close() {
      closing ??= ended
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            worker.once('exit', (code) =>
              code === 0
                ? resolve()
                : reject(new Error(`the embedded API did not close cleanly (exit ${code})`)),
            )
            tell({ type: 'close' })
          })
      return closing
    },
  }
}
