import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApplicationStatus } from '@jagir/shared/rules/application-status'

/**
 * The stored value `shortlisted` reads "Next round": "shortlist" means only the paid shortlist of
 * job seekers (docs/employer.md, "Statuses and the word 'shortlist'").
 */
const STATUS_TEXT = {
  new: msg`New`,
  // Its own message (a context): the employer's catalog, not the one every screen shares.
  shortlisted: msg({ message: 'Next round', context: 'application status' }),
  interview: msg`Interview`,
  rejected: msg`Rejected`,
  hired: msg`Hired`,
} as const

/** An application status in the interface language. */
export const statusText = (i18n: I18n, status: ApplicationStatus): string =>
  i18n._(STATUS_TEXT[status])
