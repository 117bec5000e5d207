import { useRef, useState, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'
import { isCompactScreen, useScreenClass } from '../../lib/screen'
import { DownloadAppButton } from './download-app'
import { LanguageToggle } from './language-toggle'
import { navItemsFor, type NavItem } from './nav-items'
import { OverviewItem } from './overview-item'
import { PostJobButton } from './post-job-button'
import { TopSearch } from './top-search'
import { useNavbarCollapsed } from './use-navbar-fit'
import { UserMenu } from './user-menu'

/** The top navigation: brand, the role's items, search, Download App, language and account. */
export function Navbar() {
  const { user } = useCurrentUser()
  const location = useLocation()
  // Remembering where the menu was opened closes it on navigation, with no effect needed.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const menuOpen = openAt === location.pathname
  const lang = useLang()
  const { t } = useLingui()
  const nav = useRef<HTMLElement>(null)
  const items = user === undefined ? [] : navItemsFor(user)
  // Wider screens fold the menu too when this user's items, in this language, do not fit.
  const shown = user ? [user.full_name, ...user.related_organizations.map((o) => o.name)] : []
  const narrow = isCompactScreen(useScreenClass())
  const collapsed = useNavbarCollapsed(nav, [lang, ...items, ...shown].join('|'), !narrow)
  // When the menu folds away, Download App moves beside the brand to stay in view.
  const compact = narrow || collapsed

  return (
    <nav
      ref={nav}
      className={`navbar has-shadow site-navbar${collapsed ? ' is-collapsed' : ''}`}
      aria-label={t`Main navigation`}
    >
      <div className="navbar-brand">
        <Link
          className="navbar-item has-text-weight-semibold is-size-4"
          to={pageHref('home', lang)}
        >
          <Trans>Jagir</Trans>
        </Link>
        {compact ? (
          <div className="navbar-item">
            <DownloadAppButton />
          </div>
        ) : null}
        <button
          type="button"
          className={`navbar-burger${menuOpen ? ' is-active' : ''}`}
          aria-label={t`Menu`}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setOpenAt(menuOpen ? null : location.pathname)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
      </div>
      <div id="site-menu" className={`navbar-menu${menuOpen ? ' is-active' : ''}`}>
        <div className="navbar-start" data-testid="nav-items">
          {user === undefined
            ? null
            : items.map((item) => <NavEntry key={item} item={item} user={user} />)}
        </div>
        <div className="navbar-end">
          <div className="navbar-item">
            <TopSearch user={user} />
          </div>
          {compact ? null : (
            <div className="navbar-item">
              <DownloadAppButton />
            </div>
          )}
          <LanguageToggle />
          <UserMenu user={user} />
        </div>
      </div>
    </nav>
  )
}

function NavEntry({ item, user }: { item: NavItem; user: CurrentUser | null }): ReactNode {
  const lang = useLang()
  const link = (to: string, label: ReactNode) => (
    <NavLink className="navbar-item" to={to} data-nav={item}>
      {label}
    </NavLink>
  )
  switch (item) {
    case 'browse-jobs':
      return link(pageHref('jobSearch', lang), <Trans>Browse Job</Trans>)
    case 'faqs':
      return link(pageHref('faq', lang), <Trans>FAQs</Trans>)
    case 'pricing':
      return link(pageHref('pricing', lang), <Trans>Pricing</Trans>)
    case 'jobseeker-insights':
      return link(pageHref('jobseekerInsights', lang), <Trans>Explore Jobseeker Insights</Trans>)
    case 'employer-zone':
      return link(pageHref('employerZone', lang), <Trans>Employer Zone</Trans>)
    case 'overview':
      return <OverviewItem user={user} />
    case 'post-job':
      return (
        <div className="navbar-item" data-nav={item}>
          <PostJobButton user={user} />
        </div>
      )
  }
}
