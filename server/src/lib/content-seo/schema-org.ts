import type { Lang } from '@jagir/shared/routes/table'
import { absoluteUrl, BRAND, isoTime, siteBase, text } from '../page-head.js'
import { SITE_LOGO_PATH, SITE_LOGO_SIZE } from '../share/cards.js'

/**
 * schema.org objects of the content pages, from the provider's answers (docs/api.md, "Content
 * and forms"). Any field may be missing or of another type: what is missing is left out.
 */

/** `{slug, name}` of a category or tag. */
export interface SeoNamed {
  slug?: unknown
  name?: unknown
}

export interface SeoBlogPost {
  title?: unknown
  excerpt?: unknown
  author?: unknown
  published_at?: unknown
  updated_at?: unknown
  category?: SeoNamed | null
  tags?: SeoNamed[] | null
  cover_image?: { url?: unknown; width?: unknown; height?: unknown } | null
  body?: unknown
}

export interface SeoFaq {
  slug?: unknown
  question?: unknown
  answer?: unknown
  category?: SeoNamed | null
}

export interface SeoBusiness {
  name?: unknown
  description?: unknown
  address?: unknown
  district?: { name?: unknown } | null
  phone_number?: unknown
  website?: unknown
  services?: unknown
  category?: SeoNamed | null
}

export interface SeoTraining {
  title?: unknown
  summary?: unknown
  fee?: unknown
  currency?: unknown
  starts_on?: unknown
  mode?: unknown
  location?: unknown
  seats_left?: unknown
  trainer?: unknown
  duration?: unknown
  topics?: unknown
}

const CONTEXT = 'https://schema.org'
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(text).filter(Boolean) : []
const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((item) => text((item as SeoNamed)?.name)).filter(Boolean) : []

/** An absolute http(s) URL, or null (a business's own website). */
function externalUrl(value: unknown): string | null {
  try {
    const url = new URL(text(value))
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Keys whose value is null, undefined, '' or [] are left out. */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  )
}

/** The site as a publisher, with its logo (a square PNG, `/share/logo.png`). */
const publisher = (publicUrl: string, lang: Lang) => ({
  '@type': 'Organization',
  name: BRAND[lang],
  url: `${siteBase(publicUrl)}/`,
  logo: {
    '@type': 'ImageObject',
    url: `${siteBase(publicUrl)}${SITE_LOGO_PATH}`,
    width: SITE_LOGO_SIZE,
    height: SITE_LOGO_SIZE,
  },
})

/**
 * A blog post as schema.org BlogPosting; `url` is the page's own address, `shareImage` its share
 * image's (beside the cover, a PNG of the size every reader takes).
 */
export function blogPosting(
  post: SeoBlogPost,
  url: string,
  lang: Lang,
  publicUrl: string,
  shareImage: string,
): Record<string, unknown> {
  const author = text(post.author)
  const cover = absoluteUrl(post.cover_image?.url, siteBase(publicUrl))
  return compact({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: text(post.title),
    description: text(post.excerpt),
    image: [cover, shareImage].filter(Boolean),
    datePublished: isoTime(post.published_at),
    dateModified: isoTime(post.updated_at) ?? isoTime(post.published_at),
    author: author ? { '@type': 'Person', name: author } : null,
    publisher: publisher(publicUrl, lang),
    articleSection: text(post.category?.name),
    keywords: names(post.tags).join(', '),
    inLanguage: lang,
    mainEntityOfPage: url,
    url,
  })
}

/** Questions and their answers as schema.org FAQPage. */
export function faqPage(faqs: SeoFaq[], url: string, lang: Lang): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    inLanguage: lang,
    mainEntity: faqs
      .filter((faq) => text(faq.question) && text(faq.answer))
      .map((faq) => ({
        '@type': 'Question',
        name: text(faq.question),
        acceptedAnswer: { '@type': 'Answer', text: text(faq.answer) },
      })),
  }
}

/** A business of the directory as schema.org LocalBusiness; its own website goes in `sameAs`. */
export function localBusiness(business: SeoBusiness, url: string): Record<string, unknown> {
  const phone = text(business.phone_number).replace(/\D/g, '')
  const website = externalUrl(business.website)
  const services = texts(business.services)
  return compact({
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name: text(business.name),
    description: text(business.description),
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: text(business.address),
      addressRegion: text(business.district?.name),
      addressCountry: 'NP',
    }),
    telephone: phone ? `+977${phone.replace(/^977/, '')}` : null,
    sameAs: website ? [website] : [],
    makesOffer: services.map((name) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name },
    })),
    url,
  })
}

/** A training as schema.org Course with its one session (CourseInstance) and its fee (Offer). */
export function course(training: SeoTraining, url: string, lang: Lang): Record<string, unknown> {
  const fee = Number(training.fee)
  const currency = text(training.currency)
  const online = training.mode === 'online'
  const trainer = text(training.trainer)
  return compact({
    '@context': CONTEXT,
    '@type': 'Course',
    name: text(training.title),
    description: text(training.summary),
    provider: trainer ? { '@type': 'Organization', name: trainer } : null,
    teaches: texts(training.topics),
    inLanguage: lang,
    url,
    offers: Number.isFinite(fee)
      ? {
          '@type': 'Offer',
          category: fee === 0 ? 'Free' : 'Paid',
          price: fee,
          priceCurrency: !currency || currency === 'NRs' ? 'NPR' : currency.toUpperCase(),
          availability:
            Number(training.seats_left) > 0
              ? 'https://schema.org/InStock'
              : 'https://schema.org/SoldOut',
          url,
        }
      : null,
    hasCourseInstance: compact({
      '@type': 'CourseInstance',
      courseMode: online ? 'online' : 'onsite',
      startDate: typeof training.starts_on === 'string' ? training.starts_on : null,
      location: online
        ? null
        : {
            '@type': 'Place',
            name: text(training.location),
            address: { '@type': 'PostalAddress', addressCountry: 'NP' },
          },
      courseWorkload: text(training.duration),
    }),
  })
}
