import { buildApp } from './app.js'
import { ConfigError, loadConfig, PAYMENT_TEST_URLS, type Config } from './config.js'
import { alertKeyFrom } from './demo-api/lib/alert-token.js'
import { codeKeyFrom } from './demo-api/lib/otp.js'
import { startDemoApi } from './demo-api/start.js'
import { shutdownGraceMs } from './shutdown.js'

/** Starts the BFF (and the demo API when API_URL is unset), and stops gracefully on SIGTERM. */
async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const demo = config.apiUrl
    ? undefined
    : await startDemoApi({
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        logLevel: config.logLevel,
        smsGatewayUrl: config.smsGatewayUrl,
        smsGatewayToken: config.smsGatewayToken,
        production: config.env === 'production',
        // Replicas share SESSION_SECRET: a code sent through one is verified through another.
        codeKey: codeKeyFrom(config.sessionSecrets[0]!).toString('hex'),
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        publicUrl: config.publicUrl,
        // An alert's unsubscribe link works whichever replica it reaches (docs/alerts.md).
        alertKey: alertKeyFrom(config.sessionSecrets[0]!).toString('hex'),
        invoiceSeller: config.invoiceSeller,
        payments: config.payments,
      })
  const app = await buildApp(
    { ...config, apiUrl: config.apiUrl ?? demo!.url },
    { demoOAuth: !!demo, devOutbox: demo?.outbox, devMailOutbox: demo?.mailOutbox },
  )

  // The embedded API runs in a thread of its own: if that thread dies, every proxied request
  // would fail from then on. Exit instead, so the container (or the operator) restarts us.
  demo?.onCrash((error) => {
    app.log.error({ err: error }, 'the embedded API stopped: exiting so that it is restarted')
    process.exit(1)
  })

  if (config.sessionSecretGenerated) {
    app.log.warn('SESSION_SECRET is not set: using a random secret, so sessions end at restart')
  }
  if (demo) app.log.info({ demoApi: demo.url }, 'API_URL is not set: serving the embedded demo API')
  if (demo && !demo.sms.configured) {
    app.log.error(
      'SMS_GATEWAY_URL is not set with NODE_ENV=production: no SMS can be sent, so sign-up and ' +
        'password-reset codes are refused (503) until it is set',
    )
  } else if (demo?.outbox) {
    app.log.info(
      { outbox: `${config.publicUrl}/dev/outbox` },
      'SMS_GATEWAY_URL is not set: SMS go to the development outbox (the console and /dev/outbox)',
    )
  }

  if (demo && !demo.mail.configured) {
    app.log.warn(
      'SMTP_URL is not set with NODE_ENV=production: job alert emails wait until it is set',
    )
  } else if (demo?.mailOutbox) {
    app.log.info(
      { outbox: `${config.publicUrl}/dev/outbox` },
      'SMTP_URL is not set: job alert emails go to the development outbox (/dev/outbox)',
    )
  }

  if (demo) {
    // Which ways to pay the cart offers, and where they go (never a key).
    const { esewa, khalti } = config.payments
    const offered = [
      esewa && { method: 'esewa', formUrl: esewa.formUrl, statusUrl: esewa.statusUrl },
      khalti && { method: 'khalti', apiUrl: khalti.apiUrl },
    ].filter(Boolean)
    if (offered.length === 0) {
      app.log.info('ESEWA_* and KHALTI_* are not set: the cart pays through the demo gateway')
    } else {
      app.log.info({ payments: offered }, 'payment gateways configured')
      const testing = Object.values(PAYMENT_TEST_URLS) as string[]
      const urls = [esewa?.formUrl, esewa?.statusUrl, khalti?.apiUrl]
      if (config.env === 'production' && urls.some((url) => url && testing.includes(url))) {
        app.log.warn(
          "a payment gateway points at its test environment with NODE_ENV=production: set ESEWA_FORM_URL, ESEWA_STATUS_URL and KHALTI_API_URL to the gateways' production addresses to take real payments",
        )
      }
    }
  }

  if (demo && !config.invoiceSeller) {
    if (config.env === 'production') {
      app.log.warn(
        'INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS and INVOICE_SELLER_PAN are not set with ' +
          'NODE_ENV=production: tax invoices are numbered but not shown (503) until they are set',
      )
    } else {
      app.log.info('INVOICE_SELLER_* are not set: tax invoices name a demo seller')
    }
  }

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // A request in flight may wait on the provider for up to UPSTREAM_TIMEOUT_MS: give it that,
    // and a little more to send its answer, before giving up on it.
    const force = setTimeout(() => process.exit(1), shutdownGraceMs(config.upstreamTimeoutMs))
    force.unref()
    // Keep-alive connections go idle once their request is answered; close them as they do, so
    // a client holding one open cannot keep the process alive until the force timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100)
    sweep.unref()
    app
      .close()
      .then(() => demo?.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    app.log.error({ err: error }, 'could not listen')
    await demo?.close()
    process.exit(1)
  }
}

await main()
