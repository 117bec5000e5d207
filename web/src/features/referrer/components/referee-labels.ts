import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { PhoneType, RefereeRelation, RefereeStatus } from '@jagir/shared/rules/profile-options'

/** The relations (docs/product.md#option-lists). */
const RELATION_TEXT: Record<RefereeRelation, MessageDescriptor> = {
  Father: msg`Father`,
  Mother: msg`Mother`,
  Friend: msg`Friend`,
}

/** The phone types (docs/product.md#option-lists). */
const PHONE_TYPE_TEXT: Record<PhoneType, MessageDescriptor> = {
  Mobile: msg`Mobile`,
  Home: msg`Home`,
  Work: msg`Work`,
}

/** Where a referee stands. */
export const REFEREE_STATUS_TEXT: Record<RefereeStatus, MessageDescriptor> = {
  invited: msg`Invited`,
  registered: msg`Signed up`,
  applied: msg`Applied`,
  hired: msg({ message: 'Hired', context: 'referrer' }),
}

const textOf =
  (i18n: ReturnType<typeof useLingui>['i18n'], table: Record<string, MessageDescriptor>) =>
  (value: string) => (table[value] ? i18n._(table[value]) : value)

/** A relation's label in the interface language. */
export function useRelationText() {
  return textOf(useLingui().i18n, RELATION_TEXT)
}

/** A phone type's label in the interface language. */
export function usePhoneTypeText() {
  return textOf(useLingui().i18n, PHONE_TYPE_TEXT)
}

/** A referee status's label in the interface language. */
export function useRefereeStatusText() {
  return textOf(useLingui().i18n, REFEREE_STATUS_TEXT)
}
