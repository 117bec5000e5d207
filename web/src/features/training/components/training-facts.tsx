import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { JobDate } from '../../../components/job/job-date'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { isFull, type Training } from '../api/training'

/** A training's fee in rupees, or "Free". */
export function FeeText({ fee }: { fee: number | null | undefined }) {
  const lang = useLang()
  if (!fee) return <Trans>Free</Trans>
  const amount = formatNumber(fee, lang)
  return <Trans>NRs {amount}</Trans>
}

/** How many seats are left, or that the training is full. */
export function SeatsText({ training }: { training: Training }) {
  const lang = useLang()
  if (isFull(training)) {
    return (
      <span className="has-text-danger-dark has-text-weight-semibold">
        <Trans>Full: no seat left</Trans>
      </span>
    )
  }
  const left = formatNumber(training.seats_left ?? 0, lang)
  return training.seats_left === 1 ? <Trans>1 seat left</Trans> : <Trans>{left} seats left</Trans>
}

/** Online or in person, in words. */
export function ModeText({ mode }: { mode: Training['mode'] }) {
  return mode === 'online' ? <Trans>Online</Trans> : <Trans>In person</Trans>
}

/** A training at a glance: when it starts, how long, where, who teaches, the fee and the seats. */
export function TrainingFacts({ training }: { training: Training }) {
  const { t } = useLingui()
  const facts: [string, ReactNode][] = [
    [t`Starts on`, <JobDate key="date" value={training.starts_on} />],
    [t`How long`, training.duration],
    [t`Where`, training.mode === 'online' ? <ModeText mode="online" /> : training.location],
    [t`Taught by`, training.trainer],
    [t`Fee`, <FeeText key="fee" fee={training.fee} />],
    [t`Seats`, <SeatsText key="seats" training={training} />],
  ]
  return (
    <dl className="training-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
