import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FilterName } from '../api/search-params'

/** Each filter's name as the filter panel labels it; an empty search's suggestions say it too. */
export const FILTER_LABELS: Readonly<Record<FilterName, MessageDescriptor>> = {
  province: msg`Province`,
  district: msg`District`,
  category: msg`Category`,
  organization: msg`Company`,
  level: msg`Job level`,
  type: msg`Job type`,
  salary: msg`Salary (NRs)`,
  experience: msg`Your experience`,
}
