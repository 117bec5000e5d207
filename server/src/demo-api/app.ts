import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import formbody from '@fastify/formbody'
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { loggerOptions } from '../lib/logger.js'
import { installErrorHandling } from './lib/errors.js'
import { authRoutes } from './routes/auth.js'
import { contentRoutes } from './routes/content.js'
import { employerRoutes } from './routes/employer.js'
import { formRoutes } from './routes/forms.js'
import { applyRoutes } from './routes/jobs/apply.js'
import { applicationRoutes } from './routes/jobs/applications.js'
import { jobBrowseRoutes } from './routes/jobs/browse.js'
import { jobDetailRoutes } from './routes/jobs/detail.js'
import { questionRoutes } from './routes/jobs/questions.js'
import { jobSearchRoutes } from './routes/jobs/search.js'
import { similarJobRoutes } from './routes/jobs/similar.js'
import { wizardRoutes } from './routes/jobs/wizard.js'
import { lifecycleRoutes } from './routes/jobs/lifecycle.js'
import { lookupRoutes } from './routes/lookups.js'
import { oauthRoutes } from './routes/oauth.js'
import { cartRoutes } from './routes/payment/cart.js'
import { checkoutRoutes } from './routes/payment/checkout.js'
import { candidateRoutes } from './routes/payment/candidates.js'
import { applicantNoticeRoutes } from './routes/applicant-notices.js'
import {
  DEMO_INVOICE_SELLER,
  invoiceRoutes,
  type InvoiceSeller,
} from './routes/payment/invoices.js'
import { demoGateway } from './lib/payment-gateway.js'
import { GatewayPayments, type GatewayOptions } from './routes/payment/gateway-payments.js'
import { gatewayReturnRoutes } from './routes/payment/gateway-returns.js'
import { shortlistRoutes } from './routes/payment/shortlist.js'
import { placeRoutes } from './routes/places.js'
import { referrerRoutes } from './routes/referrer.js'
import { rootRoutes } from './routes/root.js'
import { seekerActivityRoutes } from './routes/seekers/activity.js'
import { seekerDataRoutes } from './routes/seekers/data.js'
import { seekerMeRoutes } from './routes/seekers/me.js'
import { seekerPhotoRoutes } from './routes/seekers/photo.js'
import { seekerCvRoutes } from './routes/seekers/cv.js'
import { seekerSearchRoutes } from './routes/seekers/search.js'
import { passwordRoutes, refuseCommonPasswords } from './routes/password.js'
import { signupRoutes } from './routes/signup.js'
import { DevOutbox, type SmsSender } from './lib/sms.js'
import { openDatabase, type DatabaseOptions, type Db, type OpenDatabase } from './db/database.js'
import { lacksStatistics, refresh, startMaintenance, type Maintenance } from './db/maintenance.js'
import { seedIfEmpty } from './db/seed-database.js'
import { searchCounts, type SearchCounts } from './search/counts.js'
import { startAlertQueue, type AlertQueue } from './alerts/queue.js'
import { MailOutbox, type MailSender } from './lib/mail.js'
import { alertRoutes } from './routes/alerts.js'
import { savedSearchRoutes } from './routes/seekers/saved-searches.js'

/** Methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface DemoApiOptions {
  /**
   * Where the data lives: DATABASE_URL or DATA_DIR; without either (and without `database`) an
   * in-memory database of its own, seeded (tests).
   */
  data?: DatabaseOptions
  /** An already opened database (tests share one between apps); the caller closes it. */
  database?: OpenDatabase
  /** Pino level, or `false`/a logger config to replace the logger. */
  logLevel?: string
  logger?: FastifyServerOptions['logger'] | boolean
  /** "Now" for the seed (tests pin it). */
  now?: Date
  /** How codes are sent; default: a development outbox of its own (`demoSms` on the app). */
  sms?: SmsSender
  /** Milliseconds since the epoch for codes' expiry and rationing (tests move it on). */
  clock?: () => number
  /** The key of one-time codes' hashes, shared by replicas (lib/otp.ts); random when not given. */
  codeKey?: Buffer
  /** How often PGlite's tables are tidied when there were writes (db/maintenance.ts; 10 min). */
  maintenanceEveryMs?: number
  /** How alert emails are sent; default: a development outbox of its own (`demoMail`). */
  mail?: MailSender
  /** The unsubscribe links' key, shared by replicas (lib/alert-token.ts); random when not given. */
  alertKey?: Buffer
  /** PUBLIC_URL: the alerts' links are absolute (default http://localhost:3000). */
  publicUrl?: string
  /**
   * The seller tax invoices name (INVOICE_SELLER_*); undefined: a demo seller; null: none set
   * (production), so invoices are numbered at payment but answered 503 until it is.
   */
  invoiceSeller?: InvoiceSeller | null
  /**
   * The alerts' background jobs (pg-boss, in the database): started with the API and stopped
   * with it. Off unless given (the embedded API's thread always runs it; most tests need not).
   */
  alerts?: {
    /** How often an idle worker looks for work (seconds; 2 unless given). */
    pollingIntervalSeconds?: number
    /** The queue's schema when `database` is shared (default: the database's own). */
    schema?: string
    /** Seconds before a failed send is tried again (60; tests shorten it). */
    retryDelaySeconds?: number
  }
  /**
   * The payment gateways (ESEWA_*, KHALTI_*): the cart offers those configured; none: the demo
   * gateway. Payments not yet confirmed are re-checked on the background queue (`alerts`).
   */
  payments?: GatewayOptions
}

/** Builds the demo API (not listening): the provider's API as docs/api.md describes. */
export async function buildDemoApi(options: DemoApiOptions = {}): Promise<FastifyInstance> {
  const logger =
    options.logger !== undefined
      ? options.logger
      : options.logLevel
        ? loggerOptions(options.logLevel)
        : false
  const app = Fastify({
    logger: logger as FastifyServerOptions['logger'],
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // The BFF logs each request once; the demo API logs only its own warnings and errors.
    logController: new LogController({ disableRequestLogging: true }),
  })
  const database =
    options.database ??
    (await openDatabase({
      ...options.data,
      onConnectionLost: (error) =>
        app.log.warn(
          { code: error.code, reason: error.message },
          'database connection lost (PostgreSQL restarted or ended it); the next query opens another',
        ),
    }))
  let maintenance: Maintenance | undefined
  let alerts: AlertQueue | undefined
  // One hook, in this order: the queue finishes its sends while the database is still open.
  app.addHook('onClose', async () => {
    await alerts?.stop()
    if (options.database) return
    await maintenance?.stop()
    await database.close()
  })
  const db = database.db
  // The JSON store's file of this data folder, from before the database: carried over once.
  const legacyFile =
    options.data?.dataDir && !options.data.url
      ? join(options.data.dataDir, 'demo-api.json')
      : undefined
  const filled = await seedIfEmpty(db, options.now, legacyFile)
  if (filled === 'imported') {
    app.log.warn(
      { database: database.kind, file: legacyFile },
      'empty database: the data of the old demo data file imported (the file is kept as it was)',
    )
  } else if (filled) {
    app.log.info({ database: database.kind }, 'empty database: demo data seeded')
  }
  // PGlite has no autovacuum: the API keeps its tables tidy itself (db/maintenance.ts).
  if (database.kind === 'pglite' && !options.database) {
    maintenance = startMaintenance(db, {
      everyMs: options.maintenanceEveryMs,
      onError: (error) => app.log.error({ err: error }, 'database maintenance failed'),
    })
    if (await lacksStatistics(db)) await refresh(db)
  }
  app.decorate('demoDb', db)
  // Searches' counts are kept a few seconds, and forgotten at every write (search/counts.ts).
  const counts = searchCounts()
  app.decorate('searchCounts', counts)
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) {
      counts.forget()
      maintenance?.wrote()
    }
    return payload
  })
  const sms = options.sms ?? new DevOutbox()
  app.decorate('demoSms', sms)
  const mail = options.mail ?? new MailOutbox()
  app.decorate('demoMail', mail)
  const alertKey = options.alertKey ?? randomBytes(32)
  const seller = options.invoiceSeller === undefined ? DEMO_INVOICE_SELLER : options.invoiceSeller
  const payments = new GatewayPayments(db, options.payments ?? {}, seller, app.log)
  if (options.alerts) {
    alerts = await startAlertQueue(
      db,
      {
        senders: {
          mail,
          sms,
          key: alertKey,
          publicUrl: (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
        },
        schema: options.alerts.schema ?? database.queueSchema,
        pollingIntervalSeconds: options.alerts.pollingIntervalSeconds,
        retryDelaySeconds: options.alerts.retryDelaySeconds,
        recheckPayment: payments.methods.length
          ? (attemptId, tries) => payments.recheck(attemptId, tries)
          : undefined,
      },
      app.log,
    )
  }
  payments.useQueue(alerts ?? null)
  app.decorate('alerts', alerts ?? null)

  installErrorHandling(app)
  await app.register(formbody)
  // Every route that sets a password refuses the most common ones (issue 26).
  app.addHook('preHandler', refuseCommonPasswords)
  await app.register(rootRoutes(db))
  for (const routes of [
    authRoutes,
    lookupRoutes,
    placeRoutes,
    wizardRoutes,
    lifecycleRoutes,
    jobDetailRoutes,
    questionRoutes,
    oauthRoutes,
    jobSearchRoutes,
    jobBrowseRoutes,
    similarJobRoutes,
    applyRoutes,
    applicationRoutes,
    employerRoutes,
    seekerSearchRoutes,
    seekerMeRoutes,
    seekerActivityRoutes,
    seekerPhotoRoutes,
    seekerCvRoutes,
    seekerDataRoutes,
    referrerRoutes,
    passwordRoutes,
    shortlistRoutes,
    cartRoutes,
    candidateRoutes,
    applicantNoticeRoutes,
    contentRoutes,
    formRoutes,
  ]) {
    await app.register(routes(db))
  }
  await app.register(signupRoutes(db, { sms, clock: options.clock, codeKey: options.codeKey }))
  await app.register(
    checkoutRoutes(db, demoGateway, seller, payments, options.publicUrl ?? 'http://localhost:3000'),
  )
  if (payments.methods.length) await app.register(gatewayReturnRoutes(payments))
  await app.register(invoiceRoutes(db, seller))
  await app.register(savedSearchRoutes(db))
  await app.register(alertRoutes(db, alertKey))
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded API's database (only on the embedded API's own app). */
    demoDb: Db
    /** How the demo API sends SMS (a DevOutbox when no gateway is configured). */
    demoSms: SmsSender
    /** The counts of recent searches (the embedded API's own app). */
    searchCounts: SearchCounts
    /** How the demo API sends email (a MailOutbox when SMTP_URL is unset). */
    demoMail: MailSender
    /** The alerts' background jobs; null when not started (`alerts` option). */
    alerts: AlertQueue | null
  }
}
