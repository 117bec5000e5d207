import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLang } from '../../lib/lang'
import { bsConverter, formatAdDay, formatBsDay, loadBsConverter, nepalDay } from './dates'

/** Loads the Bikram Sambat converter in the Nepali interface; true once it is there. */
function useBsReady(wanted: boolean): boolean {
  const [ready, setReady] = useState(() => bsConverter() !== null)
  useEffect(() => {
    if (!wanted || ready) return
    let live = true
    loadBsConverter().then(
      () => live && setReady(true),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [wanted, ready])
  return ready
}

/**
 * A date as a job shows it (deadline, posted on): AD in English; in Nepali the Bikram Sambat date
 * beside the AD one, both in Devanagari digits. The machine-readable day is in `dateTime`.
 */
export function JobDate({ value }: { value: string | null | undefined }) {
  const lang = useLang()
  const { t } = useLingui()
  const ready = useBsReady(lang === 'ne')
  const day = nepalDay(value)
  if (!day) return <span>{t`Not given`}</span>
  const iso = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`
  const ad = formatAdDay(day, lang)
  const bs = lang === 'ne' && ready ? formatBsDay(day) : null
  return (
    <time dateTime={iso}>
      {bs ? (
        <Trans>
          {bs} BS ({ad} AD)
        </Trans>
      ) : (
        ad
      )}
    </time>
  )
}
