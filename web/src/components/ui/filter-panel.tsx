import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import './filter-panel.scss'

// Filters open by default where there is room beside the results (Bulma's desktop and up).
const wide = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches === true

/** The panel's first state is not changed by resizing the window afterwards. */
const stayPut = () => () => undefined

/**
 * A search's filters in a panel that folds away on small screens, saying how many are set (the
 * job search and the job seeker search).
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const lang = useLang()
  // Folded on phones even with filters set: the results come first, the badge counts the filters.
  // A page the server rendered starts folded (it knows no screen) and opens once taken over.
  const roomy = useSyncExternalStore(stayPut, wide, () => false)
  const [chosen, setOpen] = useState<boolean | null>(null)
  const open = chosen ?? roomy
  return (
    <details
      className="box filter-panel"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="has-text-weight-semibold">
        <Trans>Filters</Trans>
        {active > 0 ? (
          <span className="tag is-primary is-rounded ml-2">{formatNumber(active, lang)}</span>
        ) : null}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  )
}
