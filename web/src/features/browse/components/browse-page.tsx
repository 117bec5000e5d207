import { Trans, useLingui } from '@lingui/react/macro'
import { BROWSE_BY, BROWSE_ROUTES, type BrowseBy } from '@jagir/shared/rules/browse'
import { Link } from 'react-router'
import { PageTitle } from '../../../components/ui/page-title'
import { LoadState } from '../../../components/ui/load-state'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { useBrowse } from '../api/browse'
import { BROWSE_TABS, BROWSE_TITLES } from './browse-texts'
import { GroupLink } from './group-link'
import '../../../components/ui/tab-bar.scss'
import './browse.scss'

/**
 * `/job/browse/category|district|company`: every category, district or employer with open jobs,
 * most first, each a link to its job search with its count; tabs lead to the other two lists.
 */
export function BrowsePage({ by }: { by: BrowseBy }) {
  const { i18n, t } = useLingui()
  const lang = useLang()
  const { data, error } = useBrowse(by, lang)
  const title = i18n._(BROWSE_TITLES[by])
  return (
    <section className="section browse-page">
      <PageTitle title={title} />
      <div className="container">
        <h1 className="title is-3">{title}</h1>
        <nav className="tabs tab-bar" aria-label={t`Browse jobs`}>
          <ul>
            {BROWSE_BY.map((other) => (
              <li key={other} className={other === by ? 'is-active' : undefined}>
                <Link
                  to={pageHref(BROWSE_ROUTES[other], lang)}
                  aria-current={other === by ? 'page' : undefined}
                >
                  {i18n._(BROWSE_TABS[other])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!data ? (
          <LoadState error={error} failed={<Trans>The list could not be loaded.</Trans>} />
        ) : data.length === 0 ? (
          <p>
            <Trans>There are no open jobs right now.</Trans>
          </p>
        ) : (
          <ul className="browse-list">
            {data.map((group) => (
              <li key={group.id}>
                <GroupLink by={by} group={group} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-5">
          <Link to={pageHref('jobSearch', lang)}>
            <Trans>Search all jobs</Trans>
          </Link>
        </p>
      </div>
    </section>
  )
}
