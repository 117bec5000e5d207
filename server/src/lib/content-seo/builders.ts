import { devanagariDigits } from '@jagir/shared/rules/digits'
import {
  contentCategoriesPath,
  contentItemPath,
  contentListPath,
  contentTagsPath,
  EMPLOYER_FAQ_TAG,
  type ContentKind,
  type ContentListFilters,
  type ContentListScope,
} from '@jagir/shared/rules/content-lists'
import type { RichTextSanitizer } from '@jagir/shared/rules/wizard-writes'
import type { Lang, RouteId } from '@jagir/shared/routes/table'
import { descriptionHtml } from '../description-html.js'
import { plainText } from '../html-text.js'
import { isObject, type ProviderRead } from '../page-cache.js'
import {
  asciiDigitsIn,
  BRAND,
  breadcrumbList,
  clip,
  DESCRIPTION_MAX,
  routeUrls,
  siteBase,
  text,
  type PageHead,
} from '../page-head.js'
import { shareCard, shareImage, siteShareImage, type ShareImage } from '../share/cards.js'
import { fill, PAGE_SUFFIX, PAGE_TEXTS, SCOPED_TITLE, type TextPageId } from './page-texts.js'
import {
  blogPosting,
  course,
  faqPage,
  localBusiness,
  type SeoBlogPost,
  type SeoFaq,
  type SeoNamed,
} from './schema-org.js'

/** What a page's build is given. */
export interface BuildContext {
  lang: Lang
  /** The route's parameters (a slug). */
  params: Record<string, string>
  filters: ContentListFilters
  publicUrl: string
  /** A provider read as a visitor in the page's language; what answers 200 is kept for the render. */
  read: (path: string) => Promise<ProviderRead>
  sanitize: RichTextSanitizer
}

/** A page's head, or its failure status; rich text sanitized for the render. */
export interface Built {
  status: number
  head?: PageHead
  sanitized?: [string, string][]
  /** Rich text shows as plain text only because the sanitizer was busy (kept briefly). */
  busy?: boolean
}

type Builder = (context: BuildContext) => Promise<Built>

/** A list page: its kind, its own texts, and where its path scopes it. */
interface ListPage {
  kind: ContentKind
  /** The page whose title and description it has (a category page has its list's). */
  texts: TextPageId
  /** A category or tag page: the route parameter, the provider's scope key and its name list. */
  scoped?: { by: 'category' | 'tag'; names: string }
  /** A scope the path always means (`/sep-faqs`: the employer tag). */
  fixed?: ContentListScope
}

const LISTS: Partial<Record<RouteId, ListPage>> = {
  blog: { kind: 'blog', texts: 'blog' },
  blogCategory: {
    kind: 'blog',
    texts: 'blog',
    scoped: { by: 'category', names: contentCategoriesPath('blog') },
  },
  blogTag: { kind: 'blog', texts: 'blog', scoped: { by: 'tag', names: contentTagsPath('blog') } },
  business: { kind: 'business', texts: 'business' },
  businessCategory: {
    kind: 'business',
    texts: 'business',
    scoped: { by: 'category', names: contentCategoriesPath('business') },
  },
  faq: { kind: 'faq', texts: 'faq' },
  faqCategory: {
    kind: 'faq',
    texts: 'faq',
    scoped: { by: 'category', names: contentCategoriesPath('faq') },
  },
  faqTags: { kind: 'faq', texts: 'faq', scoped: { by: 'tag', names: contentTagsPath('faq') } },
  sepFaqs: { kind: 'faq', texts: 'sepFaqs', fixed: { tag: EMPLOYER_FAQ_TAG } },
  training: { kind: 'training', texts: 'training' },
}

/** The list page of each kind: a detail page's breadcrumb goes through it. */
const LIST_OF: Record<ContentKind, TextPageId & RouteId> = {
  blog: 'blog',
  business: 'business',
  faq: 'faq',
  training: 'training',
}

const STATIC_PAGES: readonly TextPageId[] = [
  'pricing',
  'employerZone',
  'referral',
  'instaHire',
  'covidSurvey',
  'projectKvsDraft',
  'contact',
  'about',
  'privacy',
  'termsCondition',
]

const localNumber = (value: number, lang: Lang) =>
  lang === 'ne' ? devanagariDigits(value) : String(value)

/** The head every content page shares: links in both languages, the trail, JSON-LD. */
function pageHead(
  context: BuildContext,
  parts: {
    title: string
    description: string
    urls: Record<Lang, string>
    trail: { name: string; url: string }[]
    jsonLd?: Record<string, unknown>[]
    /** The item's share image; the site's card when the page has no item. */
    image?: ShareImage
    article?: boolean
    robots?: string
  },
): PageHead {
  const { lang } = context
  const home = `${siteBase(context.publicUrl)}${lang === 'en' ? '/en' : '/'}`
  const jsonLd = [
    ...(parts.jsonLd ?? []),
    breadcrumbList([{ name: BRAND[lang], url: home }, ...parts.trail]),
  ]
  // Machines read the JSON-LD: every digit in it is ASCII, even in Nepali text.
  for (const block of jsonLd) asciiDigitsIn(block)
  return {
    title: `${parts.title} | ${BRAND[lang]}`,
    description: clip(parts.description, DESCRIPTION_MAX),
    canonical: parts.urls[lang],
    alternates: parts.urls,
    image: parts.image ?? siteShareImage(lang, context.publicUrl),
    ogType: parts.article ? 'article' : 'website',
    robots: parts.robots,
    jsonLd,
  }
}

/** The name of a category or tag from its list; a failure status when there is none. */
async function scopeName(
  context: BuildContext,
  path: string,
  slug: string,
): Promise<{ name: string } | { status: number }> {
  const names = await context.read(path)
  if (names.status !== 200) return { status: names.status }
  const list = Array.isArray(names.body) ? (names.body as SeoNamed[]) : []
  const found = list.find((entry) => entry?.slug === slug)
  return found ? { name: text(found.name) || slug } : { status: 404 }
}

/** A list page: its title (with its scope's name and page), the trail, FAQPage for FAQs. */
function listBuilder(page: ListPage, id: RouteId): Builder {
  return async (context) => {
    const { lang, filters } = context
    const texts = PAGE_TEXTS[page.texts]
    let scope: ContentListScope = page.fixed ?? {}
    let title: string = texts.title[lang]
    const listUrls = routeUrls(context.publicUrl, LIST_OF[page.kind], null)
    // The trail's last step is this page (its address set below, once its query is known).
    const trail = [{ name: texts.title[lang], url: listUrls[lang] }]
    if (page.scoped) {
      const slug = context.params.slug ?? ''
      const named = await scopeName(context, page.scoped.names, slug)
      if ('status' in named) return { status: named.status }
      scope = { [page.scoped.by]: slug }
      title = fill(SCOPED_TITLE[lang], { list: title, name: named.name })
      trail.push({ name: named.name, url: '' })
    }
    const query = {
      district: filters.district,
      mode: filters.mode,
      page: filters.page > 1 ? filters.page : null,
    }
    const urls = routeUrls(
      context.publicUrl,
      id,
      page.scoped ? { slug: context.params.slug ?? '' } : null,
      query,
    )
    trail[trail.length - 1]!.url = urls[lang]
    const list = await context.read(contentListPath(page.kind, filters, scope))
    const results =
      list.status === 200 && isObject(list.body) && Array.isArray(list.body.results)
        ? (list.body.results as SeoFaq[])
        : []
    if (filters.page > 1)
      title = `${title} (${fill(PAGE_SUFFIX[lang], { page: localNumber(filters.page, lang) })})`
    const head = pageHead(context, {
      title,
      description: texts.description[lang],
      urls,
      trail,
      jsonLd: page.kind === 'faq' && results.length > 0 ? [faqPage(results, urls[lang], lang)] : [],
      // A search's results are no page of their own for a search engine to keep.
      robots: filters.search ? 'noindex, follow' : undefined,
    })
    return { status: 200, head }
  }
}

/** A detail page: the item read, or its 404 or 410. */
function detailBuilder(kind: ContentKind, id: RouteId): Builder {
  return async (context) => {
    const { lang } = context
    const slug = context.params.slug ?? ''
    const read = await context.read(contentItemPath(kind, slug))
    if (read.status !== 200) return { status: read.status }
    if (!isObject(read.body)) return { status: 502 }
    const item = read.body
    const urls = routeUrls(context.publicUrl, id, { slug })
    const list = LIST_OF[kind]
    const listUrls = routeUrls(context.publicUrl, list, null)
    const trail = [{ name: PAGE_TEXTS[list].title[lang], url: listUrls[lang] }]
    const category = isObject(item.category) ? (item.category as SeoNamed) : null
    const categoryRoute =
      kind === 'blog' ? 'blogCategory' : kind === 'faq' ? 'faqCategory' : 'businessCategory'
    if (category && typeof category.slug === 'string' && kind !== 'training') {
      const categoryUrls = routeUrls(context.publicUrl, categoryRoute, { slug: category.slug })
      trail.push({ name: text(category.name) || category.slug, url: categoryUrls[lang] })
    }
    const url = urls[lang]
    const image = shareImage(kind, slug, shareCard(kind, item, lang), context.publicUrl)
    if (kind === 'blog') {
      const post = item as SeoBlogPost
      const shown = await descriptionHtml(post.body, context.sanitize)
      const title = text(post.title) || slug
      trail.push({ name: title, url })
      return {
        status: 200,
        head: pageHead(context, {
          title,
          description: text(post.excerpt) || plainText(shown.html),
          urls,
          trail,
          image,
          article: true,
          jsonLd: [blogPosting(post, url, lang, context.publicUrl, image.url)],
        }),
        sanitized:
          shown.sanitized && typeof post.body === 'string' ? [[post.body, shown.html]] : [],
        busy: shown.busy,
      }
    }
    const title =
      text(kind === 'faq' ? item.question : kind === 'business' ? item.name : item.title) || slug
    trail.push({ name: title, url })
    const description =
      kind === 'faq'
        ? text(item.answer)
        : kind === 'business'
          ? [text(item.description), text(item.address)].filter(Boolean).join(' ')
          : text(item.summary)
    const jsonLd =
      kind === 'faq'
        ? faqPage([item as SeoFaq], url, lang)
        : kind === 'business'
          ? localBusiness(item, url)
          : course(item, url, lang)
    return {
      status: 200,
      head: pageHead(context, { title, description, urls, trail, image, jsonLd: [jsonLd] }),
    }
  }
}

/** A page whose words are the app's own (about, contact, the forms, pricing, the KVS draft). */
function staticBuilder(id: TextPageId & RouteId): Builder {
  return async (context) => {
    const texts = PAGE_TEXTS[id]
    const urls = routeUrls(context.publicUrl, id, null)
    return {
      status: 200,
      head: pageHead(context, {
        title: texts.title[context.lang],
        description: texts.description[context.lang],
        urls,
        trail: [{ name: texts.title[context.lang], url: urls[context.lang] }],
      }),
    }
  }
}

/** Every page the BFF writes a content head for, by route id. */
export const CONTENT_BUILDERS: Partial<Record<RouteId, Builder>> = {
  ...Object.fromEntries(
    Object.entries(LISTS).map(([id, page]) => [id, listBuilder(page!, id as RouteId)]),
  ),
  blogDetail: detailBuilder('blog', 'blogDetail'),
  businessDetail: detailBuilder('business', 'businessDetail'),
  faqDetail: detailBuilder('faq', 'faqDetail'),
  trainingDetail: detailBuilder('training', 'trainingDetail'),
  ...Object.fromEntries(STATIC_PAGES.map((id) => [id, staticBuilder(id)])),
}

/** Pages that read nothing to exist: an unreachable provider does not make them fail. */
export const needsNoItem = (id: RouteId): boolean =>
  STATIC_PAGES.includes(id as TextPageId) || (id in LISTS && !LISTS[id]?.scoped)
