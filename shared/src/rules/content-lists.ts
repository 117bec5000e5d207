import { PAGE_SIZE } from '../schemas/page.js'
import { pageNumber, positiveInt, searchText } from './search-address.js'

/**
 * The public content lists (blog, business directory, FAQ, training): what their addresses hold
 * and which provider call each page makes. The SPA's pages and the BFF's page heads and sitemap
 * read the same address the same way and ask the provider for the same path, so the head a
 * search engine reads describes the page it is shown, and the render reuses the BFF's read.
 */

/** The four kinds of public content. */
export type ContentKind = 'blog' | 'business' | 'faq' | 'training'

/** Training modes (`?mode=`). */
export const TRAINING_MODES = ['online', 'in_person'] as const
export type TrainingMode = (typeof TRAINING_MODES)[number]

/** The FAQ tag of the questions employers ask: `/sep-faqs` lists them. */
export const EMPLOYER_FAQ_TAG = 'employer'

/** Longest slug of a content item, category or tag; longer ones are no item's (never sent on). */
export const CONTENT_SLUG_MAX = 200

/** What a list's address holds besides its path: `?search=&page=&district=&mode=`. */
export interface ContentListFilters {
  search: string
  page: number
  /** The business directory's district (an id). */
  district: number | null
  /** The training list's mode. */
  mode: TrainingMode | null
}

/** Where a list's path puts it: `/blog/category/{slug}`, `/faq/tags/{slug}`, `/sep-faqs`. */
export interface ContentListScope {
  category?: string | null
  tag?: string | null
}

/** The filters an address asks for; anything unknown or malformed is ignored. */
export function readListFilters(params: URLSearchParams): ContentListFilters {
  const mode = params.get('mode')
  return {
    search: searchText(params),
    page: pageNumber(params),
    district: positiveInt(params.get('district')),
    mode: (TRAINING_MODES as readonly (string | null)[]).includes(mode)
      ? (mode as TrainingMode)
      : null,
  }
}

/** The address query of a list's filters, defaults (no search, page 1) left out. */
export function listQuery(filters: ContentListFilters): Record<string, string | number | null> {
  return {
    search: filters.search || null,
    district: filters.district,
    mode: filters.mode,
    page: filters.page > 1 ? filters.page : null,
  }
}

/** The provider's list endpoint of each kind. */
const LIST_PATH: Readonly<Record<ContentKind, string>> = {
  blog: '/api/v1/blog/posts/',
  business: '/api/v1/business/',
  faq: '/api/v1/faq/',
  training: '/api/v1/training/',
}

/**
 * The provider call of one page of a list: its filters and scope as the provider names them,
 * in a fixed order (the path is also the data's key on both sides).
 */
export function contentListPath(
  kind: ContentKind,
  filters: ContentListFilters,
  scope: ContentListScope = {},
): string {
  const query = new URLSearchParams()
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value))
  }
  put('search', filters.search)
  put('category', scope.category)
  put('tag', scope.tag)
  if (kind === 'business') put('district', filters.district)
  if (kind === 'training') put('mode', filters.mode)
  put('page', filters.page)
  put('page_size', PAGE_SIZE[kind])
  return `${LIST_PATH[kind]}?${query.toString()}`
}

/** The provider call of one item: a post, a business, a question, a training. */
export function contentItemPath(kind: ContentKind, slug: string): string {
  const base = kind === 'blog' ? '/api/v1/blog/posts/' : LIST_PATH[kind]
  return `${base}${encodeURIComponent(slug)}/`
}

/** The provider call of a kind's categories (`[{slug, name, count}]`); trainings have none. */
export const contentCategoriesPath = (kind: Exclude<ContentKind, 'training'>): string =>
  kind === 'blog' ? '/api/v1/blog/categories/' : `${LIST_PATH[kind]}categories/`

/** The provider call of a kind's tags (`[{slug, name, count}]`). */
export const contentTagsPath = (kind: 'blog' | 'faq'): string =>
  kind === 'blog' ? '/api/v1/blog/tags/' : '/api/v1/faq/tags/'

/** The provider call of the districts that have businesses (`[{id, name, count}]`). */
export const BUSINESS_DISTRICTS_PATH = '/api/v1/business/districts/'
