import cookie from '@fastify/cookie'
import type { Duplex } from 'node:stream'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import type { Config } from './config.js'
import { loggerOptions, redactUrl } from './lib/logger.js'
import { revocationStoreFor } from './lib/revocations.js'
import { wizardGate } from './lib/wizard-gate.js'
import { validateProxyWrite } from './lib/wizard-validation.js'
import csrf from './plugins/csrf.js'
import proxy from './plugins/proxy.js'
import requestPath from './plugins/request-path.js'
import sanitizer from './plugins/sanitizer.js'
import securityHeaders from './plugins/security-headers.js'
import session from './plugins/session.js'
import sharedState from './plugins/shared-state.js'
import shareImages from './plugins/share-images.js'
import sitemap from './plugins/sitemap.js'
import spa, { DEFAULT_WEB_ROOT } from './plugins/spa.js'
import type { ServerRenderer } from '@jagir/shared/routes/server-render'
import upstream, { UpstreamError } from './plugins/upstream.js'
import authRoutes from './routes/auth.js'
import bffConfigRoutes from './routes/bff-config.js'
import alertsUnsubscribeRoutes from './routes/alerts-unsubscribe.js'
import devOutboxRoutes, { type DevOutboxOptions } from './routes/dev-outbox.js'
import healthRoutes from './routes/health.js'
import oauthRoutes from './routes/oauth.js'
import { demoOAuthConfig, demoOAuthMount } from './demo-api/bff-mount.js'

/** The config the app runs with: the demo API's URL is filled in when API_URL was unset. */
export type AppConfig = Config & { apiUrl: string }

export interface BuildOptions {
  /** Replace the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'] | boolean
  /** Clock for sessions, replaceable in tests. */
  now?: () => number
  /** Where the built SPA lives (defaults to web/dist). */
  webRoot?: string
  /** Demo OAuth wiring, set by server.ts when the demo API runs. */
  demoOAuth?: boolean
  /** The embedded API's development outbox: served at /dev/outbox, never in production. */
  devOutbox?: DevOutboxOptions['outbox']
  /** The embedded API's development outbox of emails (job alerts), on the same page. */
  devMailOutbox?: DevOutboxOptions['mail']
  /** Replace the request timeouts (tests shorten them). */
  timeouts?: Partial<RequestTimeouts>
  /** How long sanitizing one rich text may take (tests shorten it). */
  sanitizeDeadlineMs?: number
  /** Start and warm the sanitizer's worker at once (default: except under NODE_ENV=test). */
  warmSanitizer?: boolean
  /** The SPA's server renderer (tests give their own; null: none). Default: the built one. */
  serverRenderer?: ServerRenderer | null
  /** How long a server render may take (tests shorten it). */
  renderTimeoutMs?: number
  /** URLs per sitemap file (tests make it small; 50,000 by the protocol otherwise). */
  sitemapMaxUrls?: number
}

export interface RequestTimeouts {
  /** The request line and headers must have arrived by then (Node's headersTimeout). */
  headersMs: number
  /** The whole request, body included (Node's requestTimeout): past it, 408 and closed. */
  requestMs: number
  /** A socket with no traffic at all for this long is closed. */
  idleMs: number
  /** How often Node looks for requests past those limits. */
  checkEveryMs: number
}

/**
 * A slow phone on 2G sends ~20 KB/s, so even a full 1 MiB body (the limit) arrives in about 50 s;
 * real requests are a few KB. Headers are small and come first. A socket waiting for the
 * provider's answer is idle for up to UPSTREAM_TIMEOUT_MS (15 s), well under the idle limit.
 */
export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  idleMs: 60_000,
  checkEveryMs: 2_000,
}

/** What Node's own refusals are answered with: status line and `{detail}`. */
const CLIENT_ERRORS: Record<string, [status: string, detail: string]> = {
  HPE_HEADER_OVERFLOW: ['431 Request Header Fields Too Large', 'Request headers too large.'],
  // The request (headers, or headers and body) did not arrive within REQUEST_TIMEOUTS.
  ERR_HTTP_REQUEST_TIMEOUT: ['408 Request Timeout', 'The request took too long to arrive.'],
}

/**
 * Malformed or too slow requests Node refuses before Fastify sees them (oversize headers: 431,
 * timeouts: 408, bad syntax: 400), answered in the BFF's `{detail}` shape on the raw socket.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [
    '400 Bad Request',
    'Malformed request.',
  ]
  const body = JSON.stringify({ detail })
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/** 1 MiB: larger request bodies are refused with 413. */
export const BODY_LIMIT = 1024 * 1024

/** Builds the BFF: external plugins, then ours, then routes. server.ts only starts it. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const logger = (
    options.logger === undefined ? loggerOptions(config.logLevel) : options.logger
  ) as FastifyServerOptions['logger'] | boolean
  const timeouts = {
    ...REQUEST_TIMEOUTS,
    // A socket waiting for a slow provider must outlast the upstream timeout, whatever it is set to.
    idleMs: Math.max(REQUEST_TIMEOUTS.idleMs, config.upstreamTimeoutMs + 5_000),
    ...options.timeouts,
  }
  const app = Fastify({
    logger,
    // Without these a request whose body never arrives holds its socket indefinitely.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    // Fastify's own two lines per request are replaced by the one onResponse line below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 500, ignoreDuplicateSlashes: false },
    return503OnClosing: true,
    // Fastify's 10 s per plugin is too short for a busy or CPU-limited machine: the page plugin
    // loads the whole server render and the PGlite database starts from WebAssembly. A start
    // stuck for a minute still fails.
    pluginTimeout: 60_000,
    // Errors Fastify answers before any route runs get the BFF's `{detail}` shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply
        .code(400)
        .send({ detail: error.code === 'FST_ERR_BAD_URL' ? 'Invalid path.' : 'Bad request.' })
    },
    clientErrorHandler: answerClientError,
  })

  // One line per request, after it is answered, with secrets kept out of the URL. A callback
  // hook: it runs on every proxied request, where a promise per request shows in the benchmark.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    )
    done()
  })

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof UpstreamError) {
      request.log.warn({ err: error.cause ?? error }, 'upstream failure')
      return reply.code(error.statusCode).send({ detail: error.message })
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(status).send({ detail: 'Something went wrong.' })
    }
    return reply.code(status).send({ detail: error.message })
  })

  // First: every later hook and route reads the path this one has checked (request.pathname).
  await app.register(requestPath)
  await app.register(cookie)
  await app.register(securityHeaders, {
    hsts: config.secureCookies,
    // The cart posts eSewa's signed form to eSewa (issue 32): its origin only, when configured.
    formActions: config.payments?.esewa ? [new URL(config.payments.esewa.formUrl).origin] : [],
  })
  // What must hold across replicas (REDIS_URL): logouts, sign-in limits, spent OAuth states, the
  // guards' users/me answers. Without REDIS_URL, each replica's memory.
  await app.register(sharedState, { redisUrl: config.redisUrl })
  await app.register(session, {
    secrets: config.sessionSecrets,
    secure: config.secureCookies,
    revocations: revocationStoreFor(app.sharedState),
    now: options.now,
  })
  await app.register(csrf, { publicOrigin: config.publicOrigin })
  await app.register(upstream, { apiUrl: config.apiUrl, timeoutMs: config.upstreamTimeoutMs })
  await app.register(sanitizer, {
    deadlineMs: options.sanitizeDeadlineMs,
    warm: options.warmSanitizer ?? config.env !== 'test',
  })

  await app.register(healthRoutes)
  // ROUTES: auth, oauth, proxy and the SPA register below.
  await app.register(authRoutes, { apiLogoutPath: config.apiLogoutPath, now: options.now })
  // Demo mode: the demo API's OAuth provider, its pages exposed on our origin (OAUTH_* wins).
  if (options.demoOAuth) {
    await app.register(demoOAuthMount, { demoUrl: config.apiUrl, publicUrl: config.publicUrl })
  }
  // Development only: the route does not even exist in production.
  // (With an SMS gateway but no SMTP_URL, the page still lists the emails.)
  if ((options.devOutbox || options.devMailOutbox) && config.env !== 'production') {
    await app.register(devOutboxRoutes, {
      outbox: options.devOutbox ?? { list: () => [] },
      mail: options.devMailOutbox,
    })
  }
  const oauth =
    config.oauth ??
    (options.demoOAuth ? demoOAuthConfig(config.publicUrl, config.apiUrl) : undefined)
  await app.register(oauthRoutes, { oauth, publicUrl: config.publicUrl, now: options.now })
  await app.register(bffConfigRoutes, { socialSignIn: !!oauth, appUrls: config.appUrls })
  await app.register(alertsUnsubscribeRoutes)
  await app.register(proxy, {
    validate: (write) => validateProxyWrite(write, app.sanitizer.sanitize),
    gate: wizardGate,
    anonymousWrites: { factor: config.anonymousWriteLimitFactor },
  })
  await app.register(sitemap, {
    publicUrl: config.publicUrl,
    webRoot: options.webRoot ?? DEFAULT_WEB_ROOT,
    maxUrls: options.sitemapMaxUrls,
  })
  await app.register(shareImages)
  // Last: the SPA's catch-all route and the 404 handler.
  await app.register(spa, {
    webRoot: options.webRoot,
    publicUrl: config.publicUrl,
    // SERVER_RENDER=off: no renderer; else the test's, or the built one (undefined).
    serverRenderer: config.serverRender ? options.serverRenderer : null,
    renderTimeoutMs: options.renderTimeoutMs,
    renderUnderLoad: config.renderUnderLoad,
  })

  return app
}
