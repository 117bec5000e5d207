import { Link } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { useLang } from '../../lib/lang'

/**
 * Where a page sits (Jagir › Blog › Career advice): the same trail the page's JSON-LD gives
 * search engines, for people. The site's name leads home; the last step is the page itself, as
 * text (a link without an address is one a crawler cannot follow, and it goes nowhere).
 */
export function Breadcrumbs({ trail }: { trail: readonly TrailStep[] }) {
  const { t } = useLingui()
  const lang = useLang()
  const steps = [{ label: t`Jagir`, href: href('home', null, null, lang) }, ...trail]
  return (
    <nav className="breadcrumb is-small" aria-label={t`Breadcrumb`}>
      <ul>
        {steps.map((step, index) =>
          index === steps.length - 1 || !step.href ? (
            <li key={index} className="is-active">
              <span aria-current="page">{step.label}</span>
            </li>
          ) : (
            <li key={index}>
              <Link to={step.href}>{step.label}</Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

/** A step of a trail: its label, and its address unless it is the page itself. */
export interface TrailStep {
  label: string
  href?: string
}
