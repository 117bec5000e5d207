import { useLingui } from '@lingui/react/macro'
import type { BrowseBy, BrowseGroup } from '@jagir/shared/rules/browse'
import { Link } from 'react-router'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { groupSearchHref } from '../api/browse'

/** One group as a link to its job search, with its count of open jobs (in the page's digits). */
export function GroupLink({ by, group }: { by: BrowseBy; group: BrowseGroup }) {
  const { t } = useLingui()
  const lang = useLang()
  const shown = formatNumber(group.count, lang)
  return (
    <Link className="browse-link" to={groupSearchHref(by, group.id, lang)}>
      <span className="browse-name">{group.name}</span>{' '}
      <span className="tag is-rounded">{group.count === 1 ? t`1 job` : t`${shown} jobs`}</span>
    </Link>
  )
}
