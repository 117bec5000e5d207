import {
  BROWSE_ROUTES,
  browseByOf,
  browsePath,
  browseSearchQuery,
  readBrowseGroups,
  type BrowseBy,
} from '@jagir/shared/rules/browse'
import { devanagariDigits } from '@jagir/shared/rules/digits'
import type { Lang } from '@jagir/shared/routes/table'
import { createPageCache, readForPage, type PageAdditions } from '../lib/page-cache.js'
import {
  asciiDigitsIn,
  BRAND,
  breadcrumbList,
  clip,
  DESCRIPTION_MAX,
  routeUrls,
  siteBase,
  type PageHead,
} from '../lib/page-head.js'
import { siteShareImage } from '../lib/share/cards.js'
import { headWithScreen, type PageContext, type PageKind } from './page.js'

/** How long a browse page's head (and the list read for it) is reused. */
export const BROWSE_PAGE_CACHE_MS = 30_000

/** Each page's title, and the start of its description (the biggest groups follow). */
export const BROWSE_TEXTS: Record<
  BrowseBy,
  { title: Record<Lang, string>; lead: Record<Lang, string> }
> = {
  category: {
    title: { en: 'Jobs by category', ne: 'वर्गअनुसार जागिर' },
    lead: { en: 'Open jobs in Nepal by category', ne: 'नेपालका खुला जागिर वर्गअनुसार' },
  },
  district: {
    title: { en: 'Jobs by district', ne: 'जिल्लाअनुसार जागिर' },
    lead: { en: 'Open jobs in Nepal by district', ne: 'नेपालका खुला जागिर जिल्लाअनुसार' },
  },
  company: {
    title: { en: 'Jobs by company', ne: 'कम्पनीअनुसार जागिर' },
    lead: {
      en: 'Employers hiring now in Nepal',
      ne: 'अहिले कर्मचारी खोजिरहेका नेपालका रोजगारदाता',
    },
  },
}

const localNumber = (value: number, lang: Lang) =>
  lang === 'ne' ? devanagariDigits(value) : String(value)

/**
 * The pages of open jobs by category, district and employer (`/job/browse/category|district|
 * company`), for search engines and shared links.
 * - Read: the groups with their counts (`GET /api/v1/job/browse/?by=`), as a visitor, in the
 *   page's language.
 * - Status: always 200 (a list is always there); when the provider cannot be reached the
 *   browser renders the page and asks for the list itself.
 * - Head: the page's title, a description naming the biggest groups with their counts (Nepali
 *   digits in Nepali), canonical and `hreflang` links, BreadcrumbList and an ItemList of the
 *   searches each group links to, then the screen's preloads.
 * - Render: the route's screen, given the list read here.
 * Kept per page and language per BROWSE_PAGE_CACHE_MS.
 */
export function browsePage(context: PageContext): PageKind {
  async function build({ by, lang }: { by: BrowseBy; lang: Lang }): Promise<PageAdditions> {
    const id = BROWSE_ROUTES[by]
    const path = browsePath(by)
    const read = await readForPage(context.upstream, path, lang, context.log)
    const groups = read.status === 200 ? readBrowseGroups(read.body) : []
    const texts = BROWSE_TEXTS[by]
    const urls = routeUrls(context.publicUrl, id, null)
    const home = `${siteBase(context.publicUrl)}${lang === 'en' ? '/en' : '/'}`
    const named = groups.map((group) => `${group.name} (${localNumber(group.count, lang)})`)
    const itemList = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: groups.map((group, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: group.name,
        url: routeUrls(context.publicUrl, 'jobSearch', null, browseSearchQuery(by, group.id))[lang],
      })),
    }
    const jsonLd = [
      itemList,
      breadcrumbList([
        { name: BRAND[lang], url: home },
        { name: texts.title[lang], url: urls[lang] },
      ]),
    ]
    // Machines read the JSON-LD: every digit in it is ASCII, even in Nepali text.
    for (const block of jsonLd) asciiDigitsIn(block)
    const head: PageHead = {
      title: `${texts.title[lang]} | ${BRAND[lang]}`,
      description: clip(
        named.length ? `${texts.lead[lang]}: ${named.join(', ')}` : texts.lead[lang],
        DESCRIPTION_MAX,
      ),
      canonical: urls[lang],
      alternates: urls,
      image: siteShareImage(lang, context.publicUrl),
      jsonLd,
    }
    return {
      status: 200,
      ...headWithScreen(context, head, id, lang),
      known: new Map(read.status === 200 ? [[path, read.body]] : []),
    }
  }

  const pages = createPageCache({ build, ttlMs: BROWSE_PAGE_CACHE_MS })

  return {
    handles: (id) => browseByOf(id) !== null,
    async answer({ route, lang }) {
      const by = browseByOf(route.id)!
      const page = await pages(`${lang}:${by}`, { by, lang })
      return { ...page, render: true }
    },
    unreachable: ({ route, lang }) => ({
      status: 200,
      ...context.screenTags(route.id, lang),
      render: true,
    }),
  }
}
