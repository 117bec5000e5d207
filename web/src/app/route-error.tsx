import { lazy, Suspense } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ApiError } from '../lib/api-client'
import { isChunkLoadError, reloadForFailedChunk } from '../lib/boot'

// Loaded only when something fails; the 404 and error routes share the chunk.
const ErrorPage = lazy(() =>
  import('../features/errors/components/error-page').then((m) => ({ default: m.ErrorPage })),
)

/** The HTTP status an error stands for: its own when it has one, else 500 (docs/product.md#what-a-failed-call-does). */
export function statusOfError(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status
  if (error instanceof ApiError) return error.status
  // UnknownGuardError and other errors that carry an HTTP status (docs/product.md#what-a-failed-call-does: 500 for none).
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
}

/** Failed chunk loads already answered with a reload: rendered again, they stay blank. */
const reloadingFor = new WeakSet<Error>()

/** A route's error boundary: the error page for the failure's status, or a reload for a stale chunk. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  // The boundary can render again before the browser unloads the page: no error page flashes then.
  if (isChunkLoadError(error) && (reloadingFor.has(error as Error) || reloadForFailedChunk())) {
    reloadingFor.add(error as Error)
    return null
  }
  return (
    <Suspense fallback={null}>
      <ErrorPage status={statusOfError(error)} />
    </Suspense>
  )
}
