import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'

/** Each height's class, written whole so the build keeps its rules (web/build/purge-css.ts). */
const HEIGHT_CLASS = { 6: 'is-high-6', 12: 'is-high-12' } as const

/**
 * What a page or list shows until its data is in: a placeholder of its height, or, when the read
 * failed (a status the API client did not already turn into the error page), the caller's words.
 */
export function LoadState({
  error,
  failed,
  height = 12,
}: {
  error: unknown
  /** What to say when it could not be loaded. */
  failed: ReactNode
  height?: 6 | 12
}) {
  const { t } = useLingui()
  if (error) {
    return (
      <p className="notification is-danger is-light" role="alert">
        {failed}
      </p>
    )
  }
  return (
    <div
      className={`skeleton-block ${HEIGHT_CLASS[height]}`}
      role="status"
      aria-busy="true"
      aria-label={t`Loading`}
    />
  )
}

/** The failure of a load, announced, with a way to try again (unless `retry` is null). */
export function LoadFailed(props: { failed: ReactNode; retry: ReactNode; onRetry: () => void }) {
  return (
    <div className="notification is-danger is-light" role="alert">
      <p>{props.failed}</p>
      {props.retry === null ? null : (
        <button type="button" className="button is-small mt-2" onClick={props.onRetry}>
          {props.retry}
        </button>
      )}
    </div>
  )
}
