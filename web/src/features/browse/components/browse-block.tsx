import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BROWSE_BY, BROWSE_ROUTES, type BrowseBy } from '@jagir/shared/rules/browse'
import { Link } from 'react-router'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { useBrowse } from '../api/browse'
import { GroupLink } from './group-link'
import './browse.scss'

/** Groups of each kind the block shows. */
export const BLOCK_SIZE = 6

/**
 * A compact way in to browsing (home, job search): the top categories, districts and employers
 * with open jobs, each a link to its search, and a link to each full list. A list not yet loaded
 * (or that failed) shows only its link.
 */
export function BrowseBlock() {
  const { t } = useLingui()
  const headingId = useId()
  return (
    <section className="section browse-block" aria-labelledby={headingId}>
      <div className="container">
        <h2 className="title is-4" id={headingId}>
          {t`Browse jobs`}
        </h2>
        <div className="columns">
          {BROWSE_BY.map((by) => (
            <BlockColumn key={by} by={by} />
          ))}
        </div>
      </div>
    </section>
  )
}

function BlockColumn({ by }: { by: BrowseBy }) {
  const { t } = useLingui()
  const lang = useLang()
  const { data } = useBrowse(by, lang)
  const headings: Record<BrowseBy, string> = {
    category: t`Top categories`,
    district: t`Top districts`,
    company: t`Companies hiring`,
  }
  const all: Record<BrowseBy, string> = {
    category: t`All categories`,
    district: t`All districts`,
    company: t`All companies`,
  }
  return (
    <div className="column">
      <h3 className="title is-6">{headings[by]}</h3>
      {data && data.length > 0 ? (
        <ul className="browse-list">
          {data.slice(0, BLOCK_SIZE).map((group) => (
            <li key={group.id}>
              <GroupLink by={by} group={group} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2">
        <Link to={pageHref(BROWSE_ROUTES[by], lang)}>{all[by]}</Link>
      </p>
    </div>
  )
}
