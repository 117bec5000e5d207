import { Trans } from '@lingui/react/macro'
import { ListLoading, LoadFailed } from '../../../components/ui/load-state'

/** A list's placeholder while it loads: grey blocks in the shape of its rows. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return <ListLoading label={label} count={rows} item={<RowSkeleton />} />
}

function RowSkeleton() {
  return (
    <div className="box" aria-hidden="true">
      <div className="skeleton-lines">
        <div />
        <div />
        <div />
      </div>
    </div>
  )
}

/** What a failed load says. */
export const LoadErrorText = () => (
  <Trans>This could not be loaded. Check your connection and try again.</Trans>
)

/** A failed load, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailed failed={<LoadErrorText />} retry={<Trans>Try again</Trans>} onRetry={onRetry} />
  )
}
