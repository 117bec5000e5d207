import type { Lang } from '@jagir/shared/routes/table'
// HTML's escapes are XML's too (`&#39;` is a character reference in both).
import { escapeHtml as escapeXml } from '../html-text.js'

/** One page of the sitemap in both languages: its address in each and when it last changed. */
export interface SitemapPage {
  urls: Record<Lang, string>
  /** ISO time, or null when nothing says. */
  lastmod: string | null
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

/**
 * A `<urlset>`: each page once per language, each entry naming both languages' addresses
 * (`xhtml:link` hreflang alternates, Nepali the default), so search engines pair them.
 */
export function urlset(pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const alternates =
      `<xhtml:link rel="alternate" hreflang="ne" href="${escapeXml(page.urls.ne)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(page.urls.en)}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(page.urls.ne)}"/>`
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''
    return (['ne', 'en'] as const).map(
      (lang) => `<url><loc>${escapeXml(page.urls[lang])}</loc>${lastmod}${alternates}</url>`,
    )
  })
  return (
    XML_HEAD +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
    'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  )
}

/** A `<sitemapindex>` of the sitemap files. */
export function sitemapIndex(files: readonly { url: string; lastmod: string | null }[]): string {
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(file.url)}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''}</sitemap>`,
  )
  return (
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</sitemapindex>\n'
  )
}

/** The newest of some ISO times (null when none). */
export function newest(times: readonly (string | null | undefined)[]): string | null {
  let best: string | null = null
  for (const time of times) {
    if (!time) continue
    if (best === null || Date.parse(time) > Date.parse(best)) best = time
  }
  return best
}
