import { Link, useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { localizePath } from '@jagir/shared/routes/table'
import { useLang, writeLocaleCookie } from '../../lib/lang'

/**
 * EN in the Nepali interface, NP in the English one (docs/product.md#languages-and-numbers): the same page and query in
 * the other language, remembered in the `locale` cookie for 365 days.
 */
export function LanguageToggle() {
  const lang = useLang()
  const location = useLocation()
  const { t } = useLingui()
  const other = lang === 'ne' ? 'en' : 'ne'
  const to = localizePath(location.pathname + location.search + location.hash, other)
  return (
    <Link
      className="navbar-item language-toggle"
      to={to}
      hrefLang={other}
      title={other === 'en' ? t`Switch to English` : t`Switch to Nepali`}
      onClick={() => writeLocaleCookie(other)}
      data-testid="language-toggle"
    >
      {other === 'en' ? 'EN' : 'NP'}
    </Link>
  )
}
