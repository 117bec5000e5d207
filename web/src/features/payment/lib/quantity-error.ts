import { useLingui } from '@lingui/react/macro'
import { decodeValidationMessage } from '@jagir/shared/errors/validation-codes'
import { PRICING_QUANTITY_MAX } from '@jagir/shared/schemas/pricing'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'

/**
 * The quantity field's message in the page's language: the shared schema's codes (a blank, a
 * word, a fraction, 0 or 101) say what is allowed; the provider's own messages, already in the
 * page's language, show as they came.
 */
export function useQuantityError(): (message: string | undefined) => string | undefined {
  const lang = useLang()
  const { t } = useLingui()
  return (message) => {
    if (!message) return undefined
    const decoded = decodeValidationMessage(message)
    if (!decoded) return message
    const min = formatNumber(1, lang)
    const max = formatNumber(PRICING_QUANTITY_MAX, lang)
    return decoded.code === 'required'
      ? t`Please write how many you want, from ${min} to ${max}.`
      : t`Please write a whole number from ${min} to ${max}.`
  }
}
