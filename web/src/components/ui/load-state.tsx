import { Fragment, type ReactNode } from 'react'
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

/**
 * A list's placeholder while its first page loads: `count` copies of an item-shaped placeholder
 * (hidden from screen readers), announced once as a busy status named by `label` ("Loading
 * posts"); a name on a `div` that has no role is not allowed (axe's aria-prohibited-attr).
 */
export function ListLoading({
  label,
  count = 2,
  item = <CardSkeleton />,
}: {
  label: string
  count?: number
  /** One item's placeholder (default: a card of three grey lines). */
  item?: ReactNode
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{item}</Fragment>
      ))}
    </div>
  )
}

/** A card-shaped placeholder: a box of three grey lines. */
function CardSkeleton() {
  return (
    <div className="box skeleton-lines" aria-hidden="true">
      <div />
      <div />
      <div />
    </div>
  )
}
