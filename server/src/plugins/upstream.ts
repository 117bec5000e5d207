import fp from 'fastify-plugin'
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici'

export interface UpstreamOptions {
  /** Provider API base, e.g. https://api.example.com or http://127.0.0.1:4100 */
  apiUrl: string
  timeoutMs: number
  /** Keep-alive connections to the provider. */
  connections?: number
}

export interface Upstream {
  /** The origin requests go to. */
  origin: string
  /** Path prefix of API_URL (usually ''), put before /api/v1/... */
  basePath: string
  pool: Pool
  timeoutMs: number
  /** A request to `{API_URL}{path}`; rejects with UpstreamError on failure or timeout. */
  request(options: UpstreamRequest): Promise<Dispatcher.ResponseData>
  /** Convenience: JSON request, answer parsed (body null when not JSON). */
  json(options: UpstreamRequest): Promise<JsonAnswer>
}

/** A JSON answer: its status, its parsed body (null when not JSON) and its headers. */
export interface JsonAnswer {
  status: number
  body: unknown
  headers: Dispatcher.ResponseData['headers']
}

export interface UpstreamRequest {
  method: Dispatcher.HttpMethod
  /** Path and query, starting with '/'. */
  path: string
  headers?: Record<string, string | string[] | undefined>
  body?: string | Buffer | null
  /** Absolute URL to call instead of the provider (OAuth token endpoint). */
  url?: string
  /** Ends the request early (a server render past its deadline); the timeout applies anyway. */
  signal?: AbortSignal
}

/** 502 when the upstream is unreachable, 504 when it is too slow. */
export class UpstreamError extends Error {
  constructor(
    readonly statusCode: 502 | 504,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'UpstreamError'
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream
  }
}

/** Maps undici's failures to the BFF's 502/504. */
export function toUpstreamError(error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error
  if (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError ||
    (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
  ) {
    return new UpstreamError(504, 'The service took too long to answer.', { cause: error })
  }
  return new UpstreamError(502, 'The service is unavailable.', { cause: error })
}

/** One keep-alive undici pool to the provider, shared by auth and the proxy. */
export default fp<UpstreamOptions>(
  async function upstreamPlugin(fastify, options) {
    const base = new URL(options.apiUrl)
    const origin = base.origin
    const basePath = base.pathname.replace(/\/+$/, '')
    const pool = new Pool(origin, {
      connections: options.connections ?? 128,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      connectTimeout: Math.min(options.timeoutMs, 10_000),
    })

    async function request(req: UpstreamRequest): Promise<Dispatcher.ResponseData> {
      const timeout = AbortSignal.timeout(options.timeoutMs)
      const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout
      try {
        if (req.url) {
          const { request: undiciRequest } = await import('undici')
          return await undiciRequest(req.url, {
            method: req.method,
            headers: req.headers,
            body: req.body ?? null,
            signal,
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs,
          })
        }
        return await pool.request({
          method: req.method,
          path: basePath + req.path,
          headers: req.headers,
          body: req.body ?? null,
          signal,
        })
      } catch (error) {
        throw toUpstreamError(error)
      }
    }

    async function json(req: UpstreamRequest): Promise<JsonAnswer> {
      const answer = await request({
        ...req,
        headers: {
          accept: 'application/json',
          ...(req.body ? { 'content-type': 'application/json' } : {}),
          ...req.headers,
        },
      })
      let text: string
      try {
        text = await answer.body.text()
      } catch (error) {
        throw toUpstreamError(error)
      }
      let body: unknown
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        // Not JSON (an HTML error page from a gateway, say): the caller sees no body.
        body = null
      }
      return { status: answer.statusCode, body, headers: answer.headers }
    }

    fastify.decorate('upstream', {
      origin,
      basePath,
      pool,
      timeoutMs: options.timeoutMs,
      request,
      json,
    })
    fastify.addHook('onClose', async () => {
      await pool.close()
    })
  },
  { name: 'jagir-upstream' },
)
