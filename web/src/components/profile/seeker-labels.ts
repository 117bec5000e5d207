import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SeekerStatus } from '@jagir/shared/rules/options'

/** The seeker statuses (docs/product.md#option-lists). */
export const WORKING_STATUS_TEXT: Record<SeekerStatus, MessageDescriptor> = {
  actively_seeking: msg`Actively seeking a job`,
  currently_working: msg`Currently working`,
  available: msg`Available for work`,
}

/** The salary bands in NPR a month (docs/product.md#option-lists). */
export const SALARY_BAND_TEXT: Record<string, MessageDescriptor> = {
  below_15000: msg`Below NRs 15,000`,
  '15001_25000': msg`NRs 15,001 to 25,000`,
  '25001_35000': msg`NRs 25,001 to 35,000`,
  '35001_45000': msg`NRs 35,001 to 45,000`,
  '45001_55000': msg`NRs 45,001 to 55,000`,
  above_55000: msg`Above NRs 55,000`,
}
