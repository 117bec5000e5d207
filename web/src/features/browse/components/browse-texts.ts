import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BrowseBy } from '@jagir/shared/rules/browse'

/** Each browse page's title (also its tab's name, and the browse block's "all" link). */
export const BROWSE_TITLES: Readonly<Record<BrowseBy, MessageDescriptor>> = {
  category: msg`Jobs by category`,
  district: msg`Jobs by district`,
  company: msg`Jobs by company`,
}

/** Each browse page's tab label. */
export const BROWSE_TABS: Readonly<Record<BrowseBy, MessageDescriptor>> = {
  category: msg`By category`,
  district: msg`By district`,
  company: msg`By company`,
}
