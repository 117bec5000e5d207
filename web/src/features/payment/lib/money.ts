import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'

/**
 * Rupee amounts as the page's language writes them: 'NPR 2,000' in English, 'रु. २,०००' in
 * Nepali (Devanagari digits, lakh grouping). Paisa show only when there are some.
 */
export function useMoney(): (amount: number) => string {
  const lang = useLang()
  const { t } = useLingui()
  return (amount: number) => {
    const figure = formatNumber(amount, lang, {
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    })
    return t({ message: `NPR ${figure}`, comment: 'An amount in Nepali rupees' })
  }
}
