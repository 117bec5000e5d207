import type { Lang } from '@jagir/shared/routes/table'
import {
  absoluteUrl,
  asciiDigitsIn,
  BRAND,
  breadcrumbList,
  clip,
  DESCRIPTION_MAX,
  routeUrls,
  siteBase,
  text,
  type PageHead,
} from './page-head.js'
import { shareCard, shareImage } from './share/cards.js'

const named = (value: unknown): string =>
  typeof value === 'object' && value !== null ? text((value as { name?: unknown }).name) : ''

/** An employer's page's description when it wrote no "about": what it is and where. */
const ABOUT: Readonly<Record<Lang, (name: string, where: string) => string>> = {
  en: (name, where) => `${name}: jobs and company profile${where ? `, ${where}` : ''}.`,
  ne: (name, where) => `${name}: जागिर र संस्थाको विवरण${where ? `, ${where}` : ''}।`,
}

/**
 * The head of an employer's public page (`/employer/profile/{id}`; `/employer/detail/{id}` shows
 * the same and points its canonical link there): the organisation's name and "about", Open
 * Graph and X tags with its share image, and schema.org Organization with a
 * breadcrumb, from the organisation the page reads (GET `/api/v1/organizations/{id}/`).
 */
export function employerPageHead(
  org: Record<string, unknown>,
  id: string,
  lang: Lang,
  publicUrl: string,
): PageHead {
  const base = siteBase(publicUrl)
  const orgId = typeof org.id === 'number' || typeof org.id === 'string' ? String(org.id) : id
  const urls = routeUrls(publicUrl, 'employerProfile', { id: orgId })
  const name = text(org.name) || BRAND[lang]
  const where = [text(org.address), named(org.district)].filter(Boolean).join(', ')
  const about = text(org.about)
  const logo = absoluteUrl(org.logo, base)
  const website = text(org.website)
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: urls[lang],
  }
  if (about) organization.description = clip(about, 500)
  if (logo) organization.logo = logo
  if (/^https?:\/\//i.test(website)) organization.sameAs = [website]
  if (where) {
    organization.address = {
      '@type': 'PostalAddress',
      ...(text(org.address) ? { streetAddress: text(org.address) } : {}),
      ...(named(org.district) ? { addressRegion: named(org.district) } : {}),
      addressCountry: 'NP',
    }
  }
  const home = `${base}${lang === 'en' ? '/en' : '/'}`
  const jsonLd = [
    organization,
    breadcrumbList([
      { name: BRAND[lang], url: home },
      { name, url: urls[lang] },
    ]),
  ]
  for (const block of jsonLd) asciiDigitsIn(block)
  return {
    title: `${name} | ${BRAND[lang]}`,
    description: clip(about || ABOUT[lang](name, where), DESCRIPTION_MAX),
    canonical: urls[lang],
    alternates: urls,
    image: shareImage('employer', orgId, shareCard('employer', org, lang), publicUrl),
    jsonLd,
  }
}
