import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerResponse } from 'node:http'
import { PassThrough } from 'node:stream'
import type { Dispatcher } from 'undici'
import { devanagariDigits } from '@jagir/shared/rules/digits'
import { CV_MAX_BYTES, CV_MAX_MB } from '@jagir/shared/rules/jobseeker-profile'
import {
  answerHeaders,
  API_SECURITY_HEADERS,
  isUnsafePath,
  PROXY_PREFIX,
  upstreamHeaders,
} from './proxy-headers.js'
import anonymousWriteLimit, { type AnonymousWriteLimitOptions } from './anonymous-writes.js'
import type { Session, SessionStore } from './session.js'
import { toUpstreamError } from './upstream.js'
import { requestLocale, type Locale } from '../lib/current-user.js'

/** The CV upload's path, which takes a body up to CV_MAX_BYTES (others: the BFF's 1 MiB). */
const CV_UPLOAD_PATH = `${PROXY_PREFIX}jobseeker/me/cv/`

const CV_TOO_LARGE: Record<Locale, string> = {
  en: `The CV may be at most ${CV_MAX_MB} MB.`,
  ne: `सीभी बढीमा ${devanagariDigits(CV_MAX_MB)} एमबी हुन सक्छ।`,
}

/** A write as the validation hook sees it: the path has no query and no API_URL prefix. */
export interface ProxyWrite {
  method: string
  path: string
  body: Buffer
  /** The request's language (the `locale` cookie), for a refusal's words. */
  locale: Locale
}

/**
 * ok: forward (the replaced body when given). Not ok, nothing forwarded: 400 with field errors,
 * or 503 `{detail}` with Retry-After when the server is too busy to check the write now.
 */
export type ProxyValidation =
  | { ok: true; body?: Buffer }
  | { ok: false; status: 400; errors: Record<string, string[]> }
  | { ok: false; status: 503; detail: string; retryAfterS: number }

/**
 * What a write needs before its body is read: nothing more ('pass'), a session ('session': 401
 * without one), or nothing at all ('refuse': 405). `path` is the decoded path, no query.
 */
export type WriteGate = (method: string, path: string) => 'pass' | 'session' | 'refuse'

export interface ProxyOptions {
  /** Checks writes before they are forwarded (the job wizard's zod schemas plug in here). */
  validate?: (req: ProxyWrite) => Promise<ProxyValidation>
  /** Decides, before the body is read, which writes need a session or are refused. */
  gate?: WriteGate
  /** The per-address limit on anonymous writes (contact, codes, ...); none when unset. */
  anonymousWrites?: AnonymousWriteLimitOptions
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** DRF's words, so the SPA's error handling reads them as it reads the provider's. */
const NO_CREDENTIALS = { detail: 'Authentication credentials were not provided.' }
const EMPTY = Buffer.alloc(0)

/**
 * One proxied exchange, as an undici dispatch handler. The answer is streamed straight to the
 * socket (reply hijacked: Fastify's onSend hooks do not run) unless the session's cookie must be
 * set (renewed or cleared), in which case it goes through reply.send so @fastify/cookie writes
 * it. The session's is the only cookie a proxied answer sets.
 */
class Exchange implements Dispatcher.DispatchHandler {
  /** Where the answer's body goes: the socket itself, or a stream handed to reply.send. */
  private sink: ServerResponse | PassThrough | null = null
  private ended = false

  constructor(
    private readonly reply: FastifyReply,
    private readonly hadSessionCookie: boolean,
    private readonly hasSession: boolean,
    private readonly sessions: SessionStore,
    private readonly apiBase: string,
  ) {}

  onRequestStart(): void {}

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (statusCode < 200) return
    const reply = this.reply
    if (reply.raw.destroyed) return controller.abort(new Error('client went away'))
    if (statusCode === 401 && this.hadSessionCookie) this.sessions.clear(reply)

    const out = answerHeaders(headers, this.apiBase)
    Object.assign(out, API_SECURITY_HEADERS)
    if (this.hasSession) out['cache-control'] = 'no-store'

    if (this.sessions.setsCookie(reply)) {
      const body = new PassThrough()
      this.sink = body
      reply.code(statusCode).headers(out).send(body)
    } else {
      reply.hijack()
      reply.raw.writeHead(statusCode, out)
      this.sink = reply.raw
    }
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    const sink = this.sink!
    if (sink.destroyed) return controller.abort(new Error('client went away'))
    if (!sink.write(chunk)) {
      // Back-pressure: wait for the client, and let go of the upstream if the client leaves.
      controller.pause()
      sink.once('drain', () => controller.resume())
      sink.once('close', () => {
        if (!this.ended) controller.abort(new Error('client went away'))
      })
    }
  }

  onResponseEnd(): void {
    this.ended = true
    this.sink!.end()
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    const sink = this.sink
    if (sink === null) {
      this.reply.send(toUpstreamError(error))
    } else {
      // Mid-answer the status is out: all the client can be told is a cut connection.
      if (sink instanceof PassThrough) sink.destroy()
      this.reply.raw.destroy()
    }
  }
}

/**
 * The `/api/v1/*` proxy: same method, path, query and body to API_URL with the session's bearer
 * token and the locale; see docs/bff.md#proxy. Encapsulated (not fastify-plugin) so its
 * pass-through body parser never reaches the BFF's own JSON routes.
 */
export default async function proxyPlugin(
  fastify: FastifyInstance,
  options: ProxyOptions,
): Promise<void> {
  const { pool, basePath, origin } = fastify.upstream
  const apiBase = origin + basePath
  const sessions = fastify.sessions
  const { validate, gate } = options
  // Before the route: its hooks then run on the proxied writes, before the body is read.
  if (options.anonymousWrites) await fastify.register(anonymousWriteLimit, options.anonymousWrites)

  // Bodies reach the provider byte for byte: no JSON re-parse, any content type. Fastify's
  // bodyLimit (1 MiB) applies while reading, so an oversize body is a 413 and nothing is sent.
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  function dispatch(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Buffer | undefined,
    session: Session | null,
  ): void {
    const hadSessionCookie = request.cookies[sessions.cookieName] !== undefined
    const headers = upstreamHeaders(
      request.raw.rawHeaders,
      request.headers.connection,
      session === null ? null : session.token,
      request.cookies.locale === 'en' ? 'en' : 'ne',
      request.ip,
    )
    pool.dispatch(
      {
        method: request.method as Dispatcher.HttpMethod,
        path: basePath + request.url,
        headers,
        body: body ?? null,
      },
      new Exchange(reply, hadSessionCookie, session !== null, sessions, apiBase),
    )
  }

  // Not async: the answer is sent later, from undici's callbacks (an async handler would make
  // Fastify wait on the reply as a thenable, one more listener per request).
  function forward(request: FastifyRequest, reply: FastifyReply): void {
    const body = request.body as Buffer | undefined
    const method = request.method
    if (validate !== undefined && !READS.has(method)) {
      // The verdict may take a while (rich text is sanitized in a worker): the loop runs on.
      const locale = requestLocale(request)
      validate({ method, path: request.pathname, body: body ?? EMPTY, locale }).then(
        (verdict) => {
          if (verdict.ok) withSession(request, reply, verdict.body ?? body)
          else if (verdict.status === 503) {
            reply
              .code(503)
              .header('retry-after', String(verdict.retryAfterS))
              .send({ detail: verdict.detail })
          } else reply.code(verdict.status).send(verdict.errors)
        },
        (error: unknown) => reply.send(error),
      )
      return
    }
    withSession(request, reply, body)
  }

  /**
   * Forwards with the request's session: known at once for a cookie seen before (no promise),
   * read (unsealed, revocation asked, renewed) otherwise.
   */
  function withSession(request: FastifyRequest, reply: FastifyReply, body: Buffer | undefined) {
    const known = sessions.peek(request, reply)
    if (known !== undefined) {
      dispatch(request, reply, body, known)
      return
    }
    sessions.read(request, reply).then(
      (session) => dispatch(request, reply, body, session),
      (error: unknown) => reply.send(error),
    )
  }

  /**
   * Before the body is read: the path is one the provider reads as we do, and a write that will
   * cost body work (parsing, validation, sanitizing) comes with a live session.
   */
  function admit(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    if (isUnsafePath(request.url)) {
      reply.code(400).send({ detail: 'Invalid path.' })
      return
    }
    const method = request.method
    const need = gate === undefined || READS.has(method) ? 'pass' : gate(method, request.pathname)
    if (need === 'pass') return done()
    if (need === 'refuse') {
      reply.code(405).send({ detail: `Method "${method}" not allowed.` })
      return
    }
    if (request.cookies[sessions.cookieName] === undefined) {
      reply.code(401).send(NO_CREDENTIALS)
      return
    }
    sessions.read(request, reply).then(
      (session) => {
        if (session !== null) return done()
        reply.code(401).send(NO_CREDENTIALS)
      },
      (error: unknown) => done(error as Error),
    )
  }

  const route = {
    onRequest: admit,
    // Helmet would rebuild its middleware for every request; API answers get a fixed set instead,
    // written with the head on the direct path and by this hook on any answer Fastify sends.
    config: { securityHeaders: false },
    onSend: (
      _request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      reply.headers(API_SECURITY_HEADERS)
      done(null, payload)
    },
    handler: forward,
  }
  fastify.route({ method: METHODS, url: `${PROXY_PREFIX}*`, ...route })
  // The one upload larger than the BFF's body limit: a CV, up to the API's own limit for it.
  fastify.route({
    method: 'PUT',
    url: CV_UPLOAD_PATH,
    bodyLimit: CV_MAX_BYTES,
    ...route,
    // Too large to forward: said as the API says it, in the request's language.
    errorHandler: (error: Error & { statusCode?: number }, request, reply) => {
      if (error.statusCode !== 413) throw error
      const locale = requestLocale(request)
      reply.headers(API_SECURITY_HEADERS)
      return reply.code(413).send({ detail: CV_TOO_LARGE[locale] })
    },
  })
}
