import { useLingui } from '@lingui/react/macro'
import type { AlertChannel, AlertFrequency } from '@jagir/shared/schemas/saved-search'

/** The words of an alert's frequency and channels, in the page's language. */
export function useAlertLabels() {
  const { t } = useLingui()
  const frequency: Record<AlertFrequency, string> = {
    instant: t`At once, as jobs are posted`,
    daily: t`Once a day (08:00)`,
  }
  const channel: Record<AlertChannel, string> = { email: t`Email`, sms: t`SMS` }
  return { frequency, channel }
}
