import { Link } from 'react-router'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import type { NamedCount } from '../../lib/content-data'

interface TaxonomyLinksProps {
  /** The navigation's name (a page may have two: categories and tags). */
  label: string
  items: readonly NamedCount[] | undefined
  /** The page of one category or tag. */
  hrefOf: (slug: string) => string
  /** The slug of the page shown, marked as the current one. */
  current?: string | null
  /** The whole list's link and its text ("All posts"), first. */
  all?: { href: string; label: string }
}

/**
 * Categories or tags as filter links: each is a page of its own (a shareable, crawlable
 * address), the one shown marked for screen readers (`aria-current`); empty ones are left out.
 */
export function TaxonomyLinks({ label, items, hrefOf, current, all }: TaxonomyLinksProps) {
  const lang = useLang()
  const shown = (items ?? []).filter((item) => item.slug && item.count > 0)
  if (shown.length === 0) return null
  return (
    <nav aria-label={label} className="taxonomy-links">
      <ul className="tags">
        {all ? (
          <li>
            <Link
              className={`tag is-medium${current ? '' : ' is-primary'}`}
              to={all.href}
              aria-current={current ? undefined : 'page'}
            >
              {all.label}
            </Link>
          </li>
        ) : null}
        {shown.map((item) => (
          <li key={item.slug}>
            <Link
              className={`tag is-medium${item.slug === current ? ' is-primary' : ''}`}
              to={hrefOf(item.slug!)}
              aria-current={item.slug === current ? 'page' : undefined}
            >
              {item.name} <span className="taxonomy-count">{formatNumber(item.count, lang)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
