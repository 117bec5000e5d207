import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@jagir/shared/rules/constants'

type Phase = 'idle' | 'running' | 'done'

/**
 * The bar along the top while a page loads (docs/product.md#notices-loading-bar-and-reloads): it appears only when loading takes
 * more than 200 ms, creeps towards the end over about 5 seconds, and fills up when done.
 */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle'
  const [phase, setPhase] = useState<Phase>('idle')
  const [wasBusy, setWasBusy] = useState(busy)
  const { t } = useLingui()

  // When loading ends, a running bar fills up; one that never appeared stays hidden.
  if (busy !== wasBusy) {
    setWasBusy(busy)
    if (!busy) setPhase(phase === 'running' ? 'done' : 'idle')
  }

  useEffect(() => {
    if (!busy) return
    const timer = window.setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS)
    return () => window.clearTimeout(timer)
  }, [busy])

  useEffect(() => {
    if (phase !== 'done') return
    const timer = window.setTimeout(() => setPhase('idle'), 300)
    return () => window.clearTimeout(timer)
  }, [phase])

  if (phase === 'idle') return null
  const style =
    phase === 'running'
      ? {
          width: '0%',
          animation: `loading-bar-progress ${LOADING_BAR_DURATION_MS}ms ease-out forwards`,
        }
      : { width: '100%', opacity: 0, transitionDuration: '300ms' }
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t`Loading`}
      data-phase={phase}
      style={style}
    />
  )
}
