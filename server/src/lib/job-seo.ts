import { asciiDigits } from '@jagir/shared/rules/digits'
import { href, type Lang } from '@jagir/shared/routes/table'
import { DEFAULT_CURRENCY } from '@jagir/shared/rules/constants'
import { escapeHtml, plainText, scriptSafeJson } from './html-text.js'

export { scriptSafeJson }

/** The parts of a job detail (GET `/api/v1/job/{slug}/`) a job page's head is made from. */
export interface SeoJob {
  slug?: unknown
  title?: unknown
  description?: unknown
  organization?: { name?: unknown; logo?: unknown } | null
  show_name?: unknown
  org_alt_name?: unknown
  location_info?: {
    province?: { name?: unknown } | null
    district?: { name?: unknown } | null
    city?: { name?: unknown } | null
  } | null
  job_locations?: { address?: unknown }[] | null
  offered_salary?: {
    currency?: unknown
    minimum?: unknown
    maximum?: unknown
    unit?: unknown
  } | null
  available_for?: unknown
  published_at?: unknown
  deadline?: unknown
}

/** Google's `employmentType` for each job type of spec section 9; anything else is OTHER. */
export const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contractual: 'CONTRACTOR',
  freelancing: 'CONTRACTOR',
  internship: 'INTERN',
  traineeship: 'INTERN',
  volunteer: 'VOLUNTEER',
  temporary: 'TEMPORARY',
}

/** Google's `unitText` for each salary unit of spec section 3. */
export const SALARY_UNIT_TEXT: Readonly<Record<string, string>> = {
  Hourly: 'HOUR',
  Daily: 'DAY',
  Weekly: 'WEEK',
  Monthly: 'MONTH',
  Yearly: 'YEAR',
}

const BRAND: Record<Lang, string> = { en: 'Jagir', ne: 'जागिर' }
const OG_LOCALE: Record<Lang, string> = { en: 'en_US', ne: 'ne_NP' }
const DESCRIPTION_MAX = 160

const text = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''

const amount = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : null
}

const isoTime = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

const clip = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`

/** The name the job shows for its organisation: the alternative one when the name is hidden. */
function organizationName(job: SeoJob): string {
  const alt = text(job.org_alt_name)
  if (alt && (job.show_name === false || !text(job.organization?.name))) return alt
  return text(job.organization?.name)
}

function absoluteUrl(value: unknown, publicUrl: string): string | null {
  if (typeof value !== 'string' || value === '') return null
  try {
    const url = new URL(value, `${publicUrl}/`)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Everything the head of a job page says, computed once from the job. */
export interface JobPageHead {
  title: string
  description: string
  canonical: string
  alternates: Record<Lang, string>
  image: string | null
  jsonLd: Record<string, unknown>
}

/** The employment types of a job, Google's spelling, without repeats. */
export function employmentTypes(availableFor: unknown): string[] {
  const types = Array.isArray(availableFor) ? availableFor : [availableFor]
  const mapped = types
    .filter((type): type is string => typeof type === 'string' && type !== '')
    .map((type) => EMPLOYMENT_TYPES[type] ?? 'OTHER')
  return [...new Set(mapped)]
}

function baseSalary(job: SeoJob): Record<string, unknown> | null {
  const salary = job.offered_salary
  const minimum = amount(salary?.minimum)
  if (!salary || minimum === null) return null
  const maximum = amount(salary.maximum)
  const range = maximum !== null && maximum > minimum
  const currency = text(salary.currency)
  return {
    '@type': 'MonetaryAmount',
    currency: !currency || currency === DEFAULT_CURRENCY ? 'NPR' : currency.toUpperCase(),
    value: {
      '@type': 'QuantitativeValue',
      ...(range ? { minValue: minimum, maxValue: maximum } : { value: minimum }),
      unitText: SALARY_UNIT_TEXT[text(salary.unit)] ?? 'MONTH',
    },
  }
}

function jobLocation(job: SeoJob): Record<string, unknown> {
  const info = job.location_info
  const first = job.job_locations?.[0]?.address
  const street = text(
    typeof first === 'object' && first !== null ? (first as { address?: unknown }).address : null,
  )
  const address: Record<string, unknown> = { '@type': 'PostalAddress' }
  if (street) address.streetAddress = street
  const locality = text(info?.city?.name) || text(info?.district?.name)
  if (locality) address.addressLocality = locality
  const region = text(info?.province?.name)
  if (region) address.addressRegion = region
  address.addressCountry = 'NP'
  return { '@type': 'Place', address }
}

/** Rewrites, in place, Devanagari digits to ASCII in every string of a JSON value. */
function asciiDigitsIn(value: Record<string, unknown> | unknown[]): void {
  for (const [key, inner] of Object.entries(value)) {
    const target = value as Record<string, unknown>
    if (typeof inner === 'string') {
      target[key] = asciiDigits(inner)
    } else if (typeof inner === 'object' && inner !== null) {
      asciiDigitsIn(inner as Record<string, unknown>)
    }
  }
}

/**
 * The title, description, links and schema.org JobPosting of a job page in a language;
 * `html` is the job's description already made safe (lib/description-html.ts).
 */
export function jobPageHead(
  job: SeoJob,
  slug: string,
  lang: Lang,
  publicUrl: string,
  html: string,
): JobPageHead {
  const base = publicUrl.replace(/\/+$/, '')
  const alternates = {
    ne: base + href('jobDetail', { jobSlug: slug }, null, 'ne'),
    en: base + href('jobDetail', { jobSlug: slug }, null, 'en'),
  }
  const title = text(job.title) || slug
  const organization = organizationName(job)
  const place = [text(job.location_info?.city?.name), text(job.location_info?.district?.name)]
    .filter(Boolean)
    .join(', ')
  const summary = [title, organization, place].filter(Boolean).join(' · ')
  const description = clip(plainText(html) || summary, DESCRIPTION_MAX)
  const image = job.show_name === false ? null : absoluteUrl(job.organization?.logo, base)

  const hiringOrganization: Record<string, unknown> = {
    '@type': 'Organization',
    name: organization || BRAND[lang],
  }
  if (image) hiringOrganization.logo = image
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title,
    description: html || escapeHtml(summary),
    identifier: { '@type': 'PropertyValue', name: organization || BRAND[lang], value: slug },
    datePosted: isoTime(job.published_at),
    validThrough: isoTime(job.deadline),
    employmentType: employmentTypes(job.available_for),
    hiringOrganization,
    jobLocation: jobLocation(job),
    directApply: true,
    url: alternates[lang],
  }
  const salary = baseSalary(job)
  if (salary) jsonLd.baseSalary = salary
  for (const key of Object.keys(jsonLd)) if (jsonLd[key] === null) delete jsonLd[key]
  // Machines read the JSON-LD: every digit in it is ASCII, even in Nepali text ("५ वर्ष" → "5 वर्ष").
  asciiDigitsIn(jsonLd)
  if ((jsonLd.employmentType as string[]).length === 0) delete jsonLd.employmentType

  const pageTitle = organization
    ? `${title} | ${organization} | ${BRAND[lang]}`
    : `${title} | ${BRAND[lang]}`
  return { title: pageTitle, description, canonical: alternates[lang], alternates, image, jsonLd }
}

/** The tags a job page's `<head>` gets, every value escaped. */
export function headTags(head: JobPageHead, lang: Lang): string {
  const attr = escapeHtml
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${attr(content)}">`
  const other: Lang = lang === 'ne' ? 'en' : 'ne'
  return [
    `<title>${attr(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    `<link rel="alternate" hreflang="ne" href="${attr(head.alternates.ne)}">`,
    `<link rel="alternate" hreflang="en" href="${attr(head.alternates.en)}">`,
    `<link rel="alternate" hreflang="x-default" href="${attr(head.alternates.ne)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND[lang]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALE[lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', 'summary'),
    `<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`,
  ].join('\n    ')
}

/**
 * index.html with a job page's head: its own `<title>` and description replace the generic
 * ones, the other tags go before `</head>`. Without a `</head>` the page is returned as it was.
 */
export function withJobHead(html: string, tags: string): string {
  const close = /<\/head>/i.exec(html)
  if (!close) return html
  const head = html
    .slice(0, close.index)
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
  return `${head}  ${tags}\n  ${html.slice(close.index)}`
}
