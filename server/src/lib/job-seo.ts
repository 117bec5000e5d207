import type { Lang } from '@jagir/shared/routes/table'
import { DEFAULT_CURRENCY } from '@jagir/shared/rules/constants'
import { escapeHtml, plainText } from './html-text.js'
import {
  absoluteUrl,
  asciiDigitsIn,
  BRAND,
  clip,
  DESCRIPTION_MAX,
  isoTime,
  routeUrls,
  siteBase,
  text,
  type PageHead,
} from './page-head.js'
import { shareCard, shareImage } from './share/cards.js'

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

/** Google's `employmentType` for each job type of docs/product.md#option-lists; anything else is OTHER. */
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

/** Google's `unitText` for each salary unit of docs/product.md#option-lists. */
export const SALARY_UNIT_TEXT: Readonly<Record<string, string>> = {
  Hourly: 'HOUR',
  Daily: 'DAY',
  Weekly: 'WEEK',
  Monthly: 'MONTH',
  Yearly: 'YEAR',
}

const amount = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : null
}

/** The name the job shows for its organisation: the alternative one when the name is hidden. */
function organizationName(job: SeoJob): string {
  const alt = text(job.org_alt_name)
  if (alt && (job.show_name === false || !text(job.organization?.name))) return alt
  return text(job.organization?.name)
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
): PageHead {
  const base = siteBase(publicUrl)
  const alternates = routeUrls(publicUrl, 'jobDetail', { jobSlug: slug })
  const title = text(job.title) || slug
  const organization = organizationName(job)
  const place = [text(job.location_info?.city?.name), text(job.location_info?.district?.name)]
    .filter(Boolean)
    .join(', ')
  const summary = [title, organization, place].filter(Boolean).join(' · ')
  const description = clip(plainText(html) || summary, DESCRIPTION_MAX)
  const logo = job.show_name === false ? null : absoluteUrl(job.organization?.logo, base)

  const hiringOrganization: Record<string, unknown> = {
    '@type': 'Organization',
    name: organization || BRAND[lang],
  }
  if (logo) hiringOrganization.logo = logo
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
  return {
    title: pageTitle,
    description,
    canonical: alternates[lang],
    alternates,
    image: shareImage(
      'job',
      slug,
      shareCard('job', job as Record<string, unknown>, lang),
      publicUrl,
    ),
    jsonLd: [jsonLd],
  }
}
