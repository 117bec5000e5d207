import { Trans } from '@lingui/react/macro'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import { useNow } from '../../lib/clock'
import { daysLeft } from './dates'

/** How long a job stays open: "12 days left", "Last day today" or "Expired". */
export function DaysLeft({ deadline }: { deadline: string | null | undefined }) {
  const lang = useLang()
  // The page's time, not the clock's: a kept server render hydrates unchanged after midnight.
  const days = daysLeft(deadline, useNow())
  if (days === null) return null
  if (days < 0)
    return (
      <span className="tag is-danger is-light">
        <Trans>Expired</Trans>
      </span>
    )
  if (days === 0)
    return (
      <span className="tag is-warning is-light">
        <Trans>Last day today</Trans>
      </span>
    )
  const count = formatNumber(days, lang)
  return (
    <span className={`tag ${days <= 3 ? 'is-warning' : 'is-success'} is-light`}>
      {days === 1 ? <Trans>1 day left</Trans> : <Trans>{count} days left</Trans>}
    </span>
  )
}
