import { ApiError } from '../lib/api-client'

/**
 * React's report of an error it recovered from by rendering again. A page that throws an
 * expected API error (an unknown job's 404, an expired job's 410) to its route's error boundary
 * during a concurrent render lands here too; those are answered by the error page, not bugs.
 */
export function onRecoverableError(error: unknown): void {
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error
  if (cause instanceof ApiError) return
  reportError(error)
}
