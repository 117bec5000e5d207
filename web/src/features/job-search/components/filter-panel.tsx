import { useState, useSyncExternalStore, type ComponentProps } from 'react'
import { Trans } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { activeFilterCount } from '../api/search-params'
import { SearchFilters } from './search-filters'

// Filters open by default where there is room beside the results (Bulma's desktop and up).
const wide = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(min-width: 1024px)').matches === true

/** The panel's first state is not changed by resizing the window afterwards. */
const stayPut = () => () => undefined

/** The filters in a panel that folds away on small screens, saying how many are set. */
export function FilterPanel(props: ComponentProps<typeof SearchFilters>) {
  const lang = useLang()
  // Folded on phones even with filters set: the results come first, the badge counts the filters.
  // A page the server rendered starts folded (it knows no screen) and opens once taken over.
  const roomy = useSyncExternalStore(stayPut, wide, () => false)
  const [chosen, setOpen] = useState<boolean | null>(null)
  const open = chosen ?? roomy
  const active = activeFilterCount(props.filters)
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
      <div className="mt-3">
        <SearchFilters {...props} />
      </div>
    </details>
  )
}
