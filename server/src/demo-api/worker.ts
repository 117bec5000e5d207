// The embedded API's thread (started by start.ts): builds the API, listens on a loopback port and
// tells the BFF's thread its URL; closes gracefully when asked. Its queries, writes and JSON work
// never run on the BFF's event loop.
import type { AddressInfo } from 'node:net'
import { parentPort, workerData, type MessagePort } from 'node:worker_threads'
import type { FastifyInstance } from 'fastify'
import { buildDemoApi } from './app.js'
import { MailOutbox, mailSenderFor, type MailEntry, type MailSender } from './lib/mail.js'
import { DevOutbox, smsSenderFor, type OutboxEntry, type SmsSender } from './lib/sms.js'
import type { StartDemoApiOptions } from './start.js'

/** What the API's thread tells the BFF's thread. */
export type FromApiThread =
  | { type: 'listening'; url: string }
  /** Start-up failed (the thread then exits): the error's message, for startDemoApi's rejection. */
  | { type: 'failed'; message: string }
  /** The development outbox "sent" an SMS: the BFF's thread keeps it, then answers `sms-kept`. */
  | { type: 'sms'; id: number; entry: OutboxEntry }
  /** The development outbox "sent" an email (a job alert): kept there too, then `mail-kept`. */
  | { type: 'mail'; id: number; entry: MailEntry }

/** What the BFF's thread tells the API's thread. */
export type ToApiThread =
  { type: 'close' } | { type: 'sms-kept'; id: number } | { type: 'mail-kept'; id: number }

/**
 * The development outbox in this thread: logs each SMS as it always has, then hands it to the
 * BFF's thread, which keeps the list /dev/outbox shows. The send resolves once it is kept there,
 * so the API answers (and a client can read the code) only after the page can show it.
 */
function handingOverOutbox(port: MessagePort, kept: Map<number, () => void>): DevOutbox {
  let lastId = 0
  return new DevOutbox(Date.now, (entry) => {
    const id = ++lastId
    const handedOver = new Promise<void>((resolve) => kept.set(id, resolve))
    port.postMessage({ type: 'sms', id, entry } satisfies FromApiThread)
    return handedOver
  })
}

/** The same for emails (job alerts): the BFF's thread keeps the list /dev/outbox shows. */
function handingOverMail(port: MessagePort, kept: Map<number, () => void>): MailOutbox {
  let lastId = 0
  return new MailOutbox(Date.now, (entry) => {
    const id = ++lastId
    const handedOver = new Promise<void>((resolve) => kept.set(id, resolve))
    port.postMessage({ type: 'mail', id, entry } satisfies FromApiThread)
    return handedOver
  })
}

async function listen(
  options: StartDemoApiOptions,
  sms: SmsSender,
  mail: MailSender,
): Promise<FastifyInstance> {
  const app = await buildDemoApi({
    data: { url: options.databaseUrl, dataDir: options.dataDir },
    logLevel: options.logLevel,
    sms,
    mail,
    codeKey: options.codeKey === undefined ? undefined : Buffer.from(options.codeKey, 'hex'),
    alertKey: options.alertKey === undefined ? undefined : Buffer.from(options.alertKey, 'hex'),
    publicUrl: options.publicUrl,
    // Outside production a demo seller stands in; in production, none until it is set.
    invoiceSeller: options.invoiceSeller ?? (options.production ? null : undefined),
    payments: options.payments,
    // The alerts' background jobs run in this thread, started and stopped with the API.
    alerts: {},
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  return app
}

async function main(port: MessagePort, options: StartDemoApiOptions): Promise<void> {
  const kept = new Map<number, () => void>()
  const sender = smsSenderFor({
    gatewayUrl: options.smsGatewayUrl,
    gatewayToken: options.smsGatewayToken,
    production: options.production,
  })
  const sms = sender instanceof DevOutbox ? handingOverOutbox(port, kept) : sender
  const keptMail = new Map<number, () => void>()
  const mailer = mailSenderFor({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    production: options.production,
  })
  const mail = mailer instanceof MailOutbox ? handingOverMail(port, keptMail) : mailer
  let app: FastifyInstance
  try {
    app = await listen(options, sms, mail)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    port.postMessage({ type: 'failed', message } satisfies FromApiThread)
    process.exit(1)
  }
  port.on('message', (message: ToApiThread) => {
    if (message.type === 'sms-kept') {
      kept.get(message.id)?.()
      kept.delete(message.id)
    } else if (message.type === 'mail-kept') {
      keptMail.get(message.id)?.()
      keptMail.delete(message.id)
    } else if (message.type === 'close') {
      // Closing flushes the data (the app's onClose hook); the exit code tells close() how it went.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'the embedded API did not close cleanly')
          process.exit(1)
        },
      )
    }
  })
  const { port: listening } = app.server.address() as AddressInfo
  port.postMessage({
    type: 'listening',
    url: `http://127.0.0.1:${listening}`,
  } satisfies FromApiThread)
}

if (!parentPort) throw new Error('demo-api/worker runs as a worker thread (see start.ts)')
await main(parentPort, workerData as StartDemoApiOptions)
