import { asciiDigits } from '@jagir/shared/rules/digits'
import { href, type Lang, type RouteId, type Query } from '@jagir/shared/routes/table'
import { escapeHtml, scriptSafeJson } from './html-text.js'
import type { ShareImage } from './share/cards.js'

/**
 * The `<head>` of a page the BFF writes for search engines and shared links (job pages, content
 * pages): its own title and description, the canonical link, `hreflang` alternates in both
 * languages, Open Graph tags and schema.org JSON-LD. Every value is escaped; every JSON-LD block
 * is script-safe.
 */

/** The site's name in each language. */
export const BRAND: Readonly<Record<Lang, string>> = { en: 'Jagir', ne: 'जागिर' }
const OG_LOCALE: Record<Lang, string> = { en: 'en_US', ne: 'ne_NP' }
/** A description longer than this is cut: search engines show about this much. */
export const DESCRIPTION_MAX = 160

/** Everything the head of a page says. */
export interface PageHead {
  title: string
  description: string
  canonical: string
  alternates: Record<Lang, string>
  /** The page's share image (`/share/…`, lib/share/cards.ts): `og:image` and `twitter:image`. */
  image: ShareImage
  /** Open Graph's type: `article` for a blog post, else `website`. */
  ogType?: 'website' | 'article'
  /** `noindex, follow` for pages a search engine should not keep (a list's search results). */
  robots?: string
  /** schema.org objects, one JSON-LD block each. */
  jsonLd: Record<string, unknown>[]
}

/** A string with its runs of whitespace collapsed and trimmed; '' for anything else. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''

/** `value` cut to `max` characters with an ellipsis. */
export const clip = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`

/** An ISO timestamp of a date-like string, or null. */
export const isoTime = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** An http(s) URL made absolute against the site, or null. */
export function absoluteUrl(value: unknown, publicUrl: string): string | null {
  if (typeof value !== 'string' || value === '') return null
  try {
    const url = new URL(value, `${publicUrl}/`)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The site's origin and path without a trailing slash. */
export const siteBase = (publicUrl: string) => publicUrl.replace(/\/+$/, '')

/**
 * A route's absolute address in both languages (for `hreflang` and the canonical link), with a
 * query where the page is one page of a list.
 */
export function routeUrls(
  publicUrl: string,
  id: RouteId,
  params: Record<string, string | number> | null,
  query: Query | null = null,
): Record<Lang, string> {
  const base = siteBase(publicUrl)
  // The table's href checks each route's parameters; here the route is chosen at run time.
  const link = href as (id: RouteId, ...rest: unknown[]) => string
  const at = (lang: Lang) => base + link(id, params, query, lang)
  return { ne: at('ne'), en: at('en') }
}

/** schema.org BreadcrumbList of a page's trail (each step a name and an absolute URL). */
export function breadcrumbList(trail: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}

/** Rewrites, in place, Devanagari digits to ASCII in every string of a JSON value. */
export function asciiDigitsIn(value: Record<string, unknown> | unknown[]): void {
  for (const [key, inner] of Object.entries(value)) {
    const target = value as Record<string, unknown>
    if (typeof inner === 'string') {
      target[key] = asciiDigits(inner)
    } else if (typeof inner === 'object' && inner !== null) {
      asciiDigitsIn(inner as Record<string, unknown>)
    }
  }
}

/** The tags a page's `<head>` gets, every value escaped. */
export function headTags(head: PageHead, lang: Lang): string {
  const attr = escapeHtml
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}">`
  const other: Lang = lang === 'ne' ? 'en' : 'ne'
  return [
    `<title>${attr(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    `<link rel="alternate" hreflang="ne" href="${attr(head.alternates.ne)}">`,
    `<link rel="alternate" hreflang="en" href="${attr(head.alternates.en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${attr(head.alternates.ne)}">`,
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', BRAND[lang]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
    // X (Twitter) reads its own tags first; the messengers and Facebook read Open Graph.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map(
      (block) => `<script type="application/ld+json">${scriptSafeJson(block)}</script>`,
    ),
  ].join('\n    ')
}

/**
 * index.html with a page's head: its own `<title>` and description replace the generic ones, the
 * other tags go before `</head>`. Without a `</head>` the page is returned as it was.
 */
export function withPageHead(html: string, tags: string): string {
  const close = /<\/head>/i.exec(html)
  if (!close) return html
  const head = html
    .slice(0, close.index)
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
  return `${head}  ${tags}\n  ${html.slice(close.index)}`
}
