import { Trans, useLingui } from '@lingui/react/macro'
import { useLang } from '../../lib/lang'
import { formatBsDay } from './bs-date'
import { formatAdDay, nepalDay } from './dates'

/**
 * A date as a job shows it (deadline, posted on): AD in English; in Nepali the Bikram Sambat date
 * beside the AD one, both in Devanagari digits. The machine-readable day is in `dateTime`.
 */
export function JobDate({ value }: { value: string | null | undefined }) {
  const lang = useLang()
  const { t } = useLingui()
  const day = nepalDay(value)
  if (!day) return <span>{t`Not given`}</span>
  const iso = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`
  const ad = formatAdDay(day, lang)
  const bs = lang === 'ne' ? formatBsDay(day) : null
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
