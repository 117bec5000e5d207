import { errorMessage, statusDecision, type StatusDecision } from '@jagir/shared/errors/status'
import { serverMessageText } from './messages'

/**
 * A failed call: the HTTP status (500 when the request never got an answer) and the body;
 * `handled` when the app has shown it already (logged out, a notice, the error page).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
    readonly handled = false,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** What the app does with failures the caller does not handle (docs/product.md#what-a-failed-call-does). */
export interface ApiErrorHandlers {
  /** 401: log the user out and show the message. */
  onUnauthorized(message: string): void
  /** 429: show the message as an error notification. */
  onRateLimited(message: string): void
  /** Anything else: show the error page for this status. */
  onErrorPage(status: number): void
}

let handlers: ApiErrorHandlers | null = null

/** Installs the app's reactions to failed calls (the providers do it once). */
export function setApiErrorHandlers(next: ApiErrorHandlers | null): void {
  handlers = next
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** JSON, or a Blob sent as it is (its type as Content-Type). */
  body?: unknown
  signal?: AbortSignal
  /** False when the caller ignores failures entirely (logout): no logout, notice or error page. */
  handleErrors?: boolean
  /** Statuses the caller answers itself (a page past the end's 404): thrown as they are. */
  callerStatuses?: readonly number[]
  /** Extra request headers (the checkout's Idempotency-Key); they never replace the client's own. */
  headers?: Readonly<Record<string, string>>
}

/**
 * Calls the BFF (same origin) with JSON. Writes carry `X-CSRF: 1`. A failure throws ApiError after
 * docs/product.md#what-a-failed-call-does is applied: 400, 412 and 428 are left to the caller; 401 logs out, 429 notifies,
 * any other status (500 when there was none) shows the error page.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET'
  const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' }
  if (WRITE_METHODS.has(method)) headers['X-CSRF'] = '1'
  // A file (a photo) goes as it is, with its own type; anything else as JSON.
  const file = typeof Blob !== 'undefined' && request.body instanceof Blob ? request.body : null
  if (request.body !== undefined) headers['Content-Type'] = file ? file.type : 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: file ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      credentials: 'same-origin',
      signal: request.signal,
    })
  } catch (error) {
    if (request.signal?.aborted) throw error
    throw fail(500, null, request.handleErrors !== false)
  }
  const body = await readBody(response)
  if (response.ok) return body as T
  const handle =
    request.handleErrors !== false && !request.callerStatuses?.includes(response.status)
  throw fail(response.status, body, handle)
}

/** GET for SWR: the key is the path. */
export const swrFetcher = <T>(path: string): Promise<T> => apiFetch<T>(path)

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function fail(status: number, body: unknown, handle: boolean): ApiError {
  const decision = statusDecision(status, body)
  const message = serverMessageText(errorMessage(body))
  if (handle) react(decision, message)
  return new ApiError(decision.status, body, message, handle && decision.action !== 'caller')
}

function react(decision: StatusDecision, message: string): void {
  if (!handlers) return
  switch (decision.action) {
    case 'caller':
      return
    case 'logout':
      return handlers.onUnauthorized(message)
    case 'notify':
      return handlers.onRateLimited(message)
    case 'error_page':
      return handlers.onErrorPage(decision.status)
  }
}
