import { isRouteErrorResponse, useRouteError } from 'react-router'
import { UnknownGuardError } from '@jagir/shared/routes/guards'
import { ErrorPage } from '../features/errors/components/error-page'
import { ApiError } from '../lib/api-client'
import { isChunkLoadError, reloadForFailedChunk } from '../lib/boot'

/** The HTTP status an error stands for: its own when it has one, else 500 (spec section 8). */
export function statusOfError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status
  if (error instanceof ApiError || error instanceof UnknownGuardError) return error.statusCode
  return 500
}

/** A route's error boundary: the error page for the failure's status, or a reload for a stale chunk. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  if (isChunkLoadError(error) && reloadForFailedChunk()) return null
  return <ErrorPage status={statusOfError(error)} />
}
