import type { ComponentProps, ReactNode } from 'react'
import type { ContentKind, ContentListScope } from '@jagir/shared/rules/content-lists'
import { ApiError } from '../../lib/api-client'
import { listKey, type NamedCount } from '../../lib/content-data'
import { formatNumber } from '../../lib/format'
import { useLang } from '../../lib/lang'
import { usePage } from '../../lib/paging'
import { ListLoading } from '../ui/load-state'
import { NothingFound, PagedResults } from '../ui/paged-results'
import { SearchBox } from '../ui/search-box'
import type { TrailStep } from './breadcrumbs'
import { ContentFrame } from './content-frame'
import { useListFilters } from './use-list-filters'

/** What a list says in each of its states, worded by its page. */
export interface ListText {
  /** The placeholder's name while the first page loads ("Loading posts"). */
  loading: string
  failed: ReactNode
  retry: ReactNode
  /** Nothing matches: what it says, and what to try. */
  empty: { title: ReactNode; hint: ReactNode }
  /** A page past the last: what it says, and the first page's link. */
  pastEnd: { title: ReactNode; first: ReactNode }
}

interface ContentListPageProps<T> {
  /** Which list, and what its address narrows it to (a category, a tag). */
  kind: ContentKind
  scope: ContentListScope
  heading: string
  /** The heading with the page's number ("Blog (page 2)"), for the tab past the first page. */
  numbered: (page: string) => string
  trail: readonly TrailStep[]
  /** The search box's words. */
  search: Pick<ComponentProps<typeof SearchBox>, 'name' | 'label' | 'placeholder' | 'submitLabel'>
  text: ListText
  /** What the page says before its search (`/sep-faqs`, `/training`). */
  intro?: ReactNode
  /** The filters (categories, tags, a district): before the results, beside them on desktops. */
  filters?: ReactNode
  /** What follows the list (a pointer to another page). */
  after?: ReactNode
  /** The list's class: cards two a row (the default), or one a line (the questions). */
  listClass?: string
  /** One item's placeholder, and how many show while the first page loads (default: cards). */
  placeholder?: { item: ReactNode; count: number }
  /** An item; `index` is its place on the page. */
  children: (item: T, index: number) => ReactNode
}

/**
 * A content list's page (blog, business directory, FAQ, training): its trail, heading (with the
 * page's number in the tab past the first), search (a GET form to the same address, so it works
 * before the app's script), then its filters and the page of the list its address asks for.
 */
export function ContentListPage<T extends { slug: string }>(props: ContentListPageProps<T>) {
  const lang = useLang()
  const { filters, apply, hrefOf, pathname } = useListFilters()
  const list = usePage<T>(listKey(props.kind, filters, props.scope, lang))
  const { heading, text } = props
  const tabTitle = filters.page > 1 ? props.numbered(formatNumber(filters.page, lang)) : heading
  return (
    <ContentFrame tabTitle={tabTitle} trail={props.trail}>
      <h1 className="title is-3 content-title">{heading}</h1>
      {props.intro}
      <SearchBox
        key={filters.search}
        {...props.search}
        initialValue={filters.search}
        action={pathname}
        onSearch={(search) => apply({ search })}
      />
      <div className="columns mt-4 content-columns">
        {props.filters ? (
          <aside className="column is-4-desktop content-aside">{props.filters}</aside>
        ) : null}
        <div
          className={props.filters ? 'column is-8-desktop' : 'column'}
          aria-busy={list.isValidating}
        >
          <PagedResults
            of={props.kind}
            list={list}
            page={filters.page}
            pageHref={(page) => hrefOf({ page })}
            className={props.listClass ?? 'content-list is-cards'}
            keyOf={(item) => item.slug}
            loading={<ListLoading label={text.loading} {...props.placeholder} />}
            failed={text.failed}
            retry={text.retry}
            empty={<NothingFound {...text.empty} />}
            pastEnd={text.pastEnd}
          >
            {props.children}
          </PagedResults>
          {props.after ? <div className="mt-5">{props.after}</div> : null}
        </div>
      </div>
    </ContentFrame>
  )
}

/**
 * The name of the category or tag a list's address names, once the names have loaded; a slug
 * no item has is thrown as a 404 for the route's error boundary (the BFF answered the first
 * load 404 already).
 */
export function scopeNameOf(
  names: readonly NamedCount[] | undefined,
  slug: string | null,
): string | undefined {
  if (!slug || !names) return undefined
  const name = names.find((item) => item.slug === slug)?.name
  if (!name) throw new ApiError(404, null, `no category or tag ${slug}`)
  return name
}
