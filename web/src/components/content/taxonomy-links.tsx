import { Link } from 'react-router'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'

/** A category or tag to link to; `count` (how many items it has) when the list says. */
export interface TaxonomyItem {
  slug?: string
  name: string
  count?: number
}

interface TaxonomyLinksProps {
  /** The navigation's name, and its visible heading when `heading` is not given. */
  label: string
  /** A visible heading above the links. */
  heading?: string
  items: readonly TaxonomyItem[] | undefined
  /** The page of one category or tag. */
  hrefOf: (slug: string) => string
  /** The slug of the page shown, marked as the current one. */
  current?: string | null
  /** The whole list's link and its text ("All posts"), first. */
  all?: { href: string; label: string }
}

/**
 * Categories or tags as filter links: each is a page of its own (a shareable, crawlable
 * address), the one shown marked for screen readers (`aria-current`), each with its count when
 * known; empty ones are left out.
 */
export function TaxonomyLinks({ label, heading, items, hrefOf, current, all }: TaxonomyLinksProps) {
  const lang = useLang()
  const shown = (items ?? []).filter((item) => item.slug && item.count !== 0)
  if (shown.length === 0) return null
  const link = (to: string, text: string, isCurrent: boolean, count?: number) => (
    <Link
      className={`tag is-medium${isCurrent ? ' is-primary' : ''}`}
      to={to}
      aria-current={isCurrent ? 'page' : undefined}
    >
      {text}
      {count === undefined ? null : (
        <>
          {' '}
          <span className="taxonomy-count">{formatNumber(count, lang)}</span>
        </>
      )}
    </Link>
  )
  return (
    <nav aria-label={label} className="taxonomy-links">
      {heading ? <h2 className="title is-6 mb-2">{heading}</h2> : null}
      <ul className="tags">
        {all ? <li>{link(all.href, all.label, !current)}</li> : null}
        {shown.map((item) => (
          <li key={item.slug}>
            {link(hrefOf(item.slug!), item.name, item.slug === current, item.count)}
          </li>
        ))}
      </ul>
    </nav>
  )
}
