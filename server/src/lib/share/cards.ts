import { contentItemPath } from '@jagir/shared/rules/content-lists'
import { DEFAULT_CURRENCY } from '@jagir/shared/rules/constants'
import { devanagariDigits } from '@jagir/shared/rules/digits'
import type { Lang } from '@jagir/shared/routes/table'
import { createHash } from 'node:crypto'
import { BRAND, siteBase, text } from '../page-head.js'

/**
 * The share image of a public page (what Viber, WhatsApp, Facebook and X show under a shared
 * link): a card made of the item's own words in the page's language. The page's head and the
 * image's route make the card from the same provider answer with the same functions, so the
 * card's version in the image's address (`v=`) changes exactly when what the card shows does.
 */

/** The kinds of item a share image is made for, as they appear in its address. */
export const SHARE_KINDS = ['job', 'employer', 'blog', 'training', 'business', 'faq'] as const
export type ShareKind = (typeof SHARE_KINDS)[number]

/** Every share image's size: the one Facebook, X and the messengers show large. */
export const SHARE_WIDTH = 1200
export const SHARE_HEIGHT = 630

/** What a share card shows. Every text is already in the page's language. */
export interface ShareCard {
  lang: Lang
  /** The small heading over the title: what kind of page it is. */
  label: string
  title: string
  /** The organisation (or author, trainer, category) under the title. */
  subtitle: string
  /** Up to three short facts (salary, place, deadline), one line each. */
  facts: string[]
  /** The provider's path of the organisation's stored logo, or null (the initial is drawn). */
  logo: string | null
  /** What stands in for a missing logo: the first letter of the organisation or title. */
  initial: string
}

/** An `og:image` with its size and its alternative text. */
export interface ShareImage {
  url: string
  width: number
  height: number
  alt: string
}

type Text = Readonly<Record<Lang, string>>

const LABELS: Readonly<Record<ShareKind | 'site', Text>> = {
  job: { en: 'Job vacancy', ne: 'रोजगारीको अवसर' },
  employer: { en: 'Employer', ne: 'रोजगारदाता' },
  blog: { en: 'Blog', ne: 'ब्लग' },
  training: { en: 'Training', ne: 'तालिम' },
  business: { en: 'Business Directory', ne: 'व्यवसाय निर्देशिका' },
  faq: { en: 'FAQs', ne: 'बारम्बार सोधिने प्रश्नहरू' },
  site: { en: 'Jobs in Nepal', ne: 'नेपालमा जागिर' },
}

const SITE_TITLE: Text = {
  en: 'Find a job, hire people: the job marketplace of Nepal',
  ne: 'जागिर खोज्नुहोस्, कर्मचारी भर्ना गर्नुहोस्: नेपालको रोजगार बजार',
}

const NRS: Text = { en: 'NRs', ne: 'रु.' }
const NEGOTIABLE: Text = { en: 'Salary negotiable', ne: 'तलब छलफलबाट तय हुने' }
const PER: Readonly<Record<string, Text>> = {
  Hourly: { en: 'per hour', ne: 'प्रति घण्टा' },
  Daily: { en: 'per day', ne: 'प्रति दिन' },
  Weekly: { en: 'per week', ne: 'प्रति हप्ता' },
  Monthly: { en: 'per month', ne: 'प्रति महिना' },
  Yearly: { en: 'per year', ne: 'प्रति वर्ष' },
}
const DEADLINE: Text = { en: 'Apply before:', ne: 'आवेदनको अन्तिम मिति:' }
const STARTS: Text = { en: 'Starts:', ne: 'सुरु हुने मिति:' }
const ONLINE: Text = { en: 'Online', ne: 'अनलाइन' }
const FREE: Text = { en: 'Free', ne: 'निःशुल्क' }
const OPEN_JOBS: Text = { en: 'open jobs', ne: 'खुला जागिर' }
const OPEN_JOB: Text = { en: 'open job', ne: 'खुला जागिर' }

const localDigits = (value: string, lang: Lang) => (lang === 'ne' ? devanagariDigits(value) : value)

/** A whole amount grouped as each language writes it: 1,234,567 and १२,३४,५६७. */
export function groupedAmount(value: number, lang: Lang): string {
  const digits = String(Math.round(Math.abs(value)))
  if (lang === 'en') return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const last = digits.slice(-3)
  const rest = digits.slice(0, -3)
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last}` : last
  return devanagariDigits(grouped)
}

const amount = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 && number < 1e12 ? number : null
}

/** A date (ISO) as its day in Nepal, in the page's language: "Dec 15, 2026", "१५ डिसेम्बर २०२६". */
export function dayText(value: unknown, lang: Lang): string {
  if (typeof value !== 'string' || value === '') return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const format = new Intl.DateTimeFormat(lang === 'ne' ? 'ne-NP' : 'en-US', {
    timeZone: 'Asia/Kathmandu',
    day: 'numeric',
    month: lang === 'ne' ? 'long' : 'short',
    year: 'numeric',
  })
  const parts = Object.fromEntries(
    format.formatToParts(date).map((part) => [part.type, part.value]),
  )
  // Nepali writes the day first: "१५ डिसेम्बर २०२६".
  const shown = lang === 'ne' ? `${parts.day} ${parts.month} ${parts.year}` : format.format(date)
  return localDigits(shown, lang)
}

/** The first letter (a whole grapheme: "हि", not "ह") of a name, upper case. */
export function initialOf(name: string): string {
  const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
    name.slice(0, 200),
  )
  for (const { segment } of letters) {
    // A letter or digit: not a mark, a space or an invisible control character.
    if (/^[\p{L}\p{N}]/u.test(segment)) return segment.slice(0, 8).toUpperCase()
  }
  return ''
}

/** An organisation's logo as the provider stores it: a path of its own API, else none. */
export function storedLogo(value: unknown): string | null {
  const path = text(value)
  return /^\/api\/v1\/organizations\/\d{1,12}\/logo\/(\?v=[A-Za-z0-9]{1,64})?$/.test(path)
    ? path
    : null
}

const join = (...parts: string[]) => parts.filter(Boolean).join(', ')

/** A job's salary as people read it: "NRs 45,000 – 60,000 per month". */
function salaryText(
  salary: { currency?: unknown; minimum?: unknown; maximum?: unknown; unit?: unknown } | null,
  lang: Lang,
): string {
  const minimum = amount(salary?.minimum)
  if (!salary || minimum === null) return NEGOTIABLE[lang]
  const maximum = amount(salary.maximum)
  const currency = text(salary.currency)
  const sign = !currency || currency === DEFAULT_CURRENCY ? NRS[lang] : currency
  const per = (PER[text(salary.unit)] ?? PER.Monthly!)[lang]
  const figures =
    maximum !== null && maximum > minimum
      ? `${groupedAmount(minimum, lang)} – ${groupedAmount(maximum, lang)}`
      : groupedAmount(minimum, lang)
  return `${sign} ${figures} ${per}`
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const named = (value: unknown): string => (isObject(value) ? text(value.name) : '')

/** A job's card from its detail (GET `/api/v1/job/{slug}/`). */
function jobCard(job: Record<string, unknown>, lang: Lang): ShareCard {
  const organization = isObject(job.organization) ? job.organization : {}
  const hidden = job.show_name === false || !text(organization.name)
  const name = hidden ? text(job.org_alt_name) : text(organization.name)
  const info = isObject(job.location_info) ? job.location_info : {}
  const place = join(named(info.city), named(info.district))
  const deadline = dayText(job.deadline, lang)
  const title = text(job.title)
  return {
    lang,
    label: LABELS.job[lang],
    title,
    subtitle: name,
    facts: [
      salaryText(isObject(job.offered_salary) ? job.offered_salary : null, lang),
      place,
      deadline ? `${DEADLINE[lang]} ${deadline}` : '',
    ].filter(Boolean),
    logo: hidden ? null : storedLogo(organization.logo),
    initial: initialOf(name || title),
  }
}

/** An employer's card from its organisation (GET `/api/v1/organizations/{id}/`). */
function employerCard(org: Record<string, unknown>, lang: Lang): ShareCard {
  const name = text(org.name)
  const jobs = amount(org.active_jobs)
  return {
    lang,
    label: LABELS.employer[lang],
    title: name,
    subtitle: named(org.category),
    facts: [
      join(text(org.address), named(org.district)),
      jobs === null
        ? ''
        : `${localDigits(String(jobs), lang)} ${(jobs === 1 ? OPEN_JOB : OPEN_JOBS)[lang]}`,
    ].filter(Boolean),
    logo: storedLogo(org.logo),
    initial: initialOf(name),
  }
}

/** A content item's card (blog post, training, business, FAQ) from its detail. */
function contentCard(
  kind: 'blog' | 'training' | 'business' | 'faq',
  item: Record<string, unknown>,
  lang: Lang,
): ShareCard {
  const title = text(kind === 'faq' ? item.question : kind === 'business' ? item.name : item.title)
  const card: ShareCard = {
    lang,
    label: LABELS[kind][lang],
    title,
    subtitle: '',
    facts: [],
    logo: null,
    initial: initialOf(title),
  }
  if (kind === 'blog') {
    card.subtitle = text(item.author)
    card.facts = [named(item.category)].filter(Boolean)
  } else if (kind === 'training') {
    const fee = amount(item.fee)
    const currency = text(item.currency)
    const sign = !currency || currency === DEFAULT_CURRENCY ? NRS[lang] : currency
    const starts = dayText(item.starts_on, lang)
    card.subtitle = text(item.trainer)
    card.facts = [
      starts ? `${STARTS[lang]} ${starts}` : '',
      item.mode === 'online' ? ONLINE[lang] : text(item.location),
      fee === null ? '' : fee === 0 ? FREE[lang] : `${sign} ${groupedAmount(fee, lang)}`,
    ].filter(Boolean)
  } else if (kind === 'business') {
    card.subtitle = named(item.category)
    card.facts = [join(text(item.address), named(item.district))].filter(Boolean)
  } else {
    card.subtitle = named(item.category)
  }
  return card
}

/** The card of an item from the provider's answer for it, in a language. */
export function shareCard(kind: ShareKind, item: Record<string, unknown>, lang: Lang): ShareCard {
  if (kind === 'job') return jobCard(item, lang)
  if (kind === 'employer') return employerCard(item, lang)
  return contentCard(kind, item, lang)
}

/** The card of the pages with no item of their own (the lists, the text pages). */
export function siteCard(lang: Lang): ShareCard {
  return {
    lang,
    label: LABELS.site[lang],
    title: SITE_TITLE[lang],
    subtitle: '',
    facts: [],
    logo: null,
    initial: initialOf(BRAND[lang]),
  }
}

/** The provider's path each kind of item is read from, by the id in the image's address. */
export function shareItemPath(kind: ShareKind, id: string): string {
  const safe = encodeURIComponent(id)
  if (kind === 'job') return `/api/v1/job/${safe}/`
  if (kind === 'employer') return `/api/v1/organizations/${safe}/`
  return contentItemPath(kind, id)
}

/** The card's version: a digest of everything it shows (a new title, a new logo: a new image). */
export function cardVersion(card: ShareCard): string {
  return createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 16)
}

/** The alternative text of a card's image: what it says, in its language. */
export function cardAlt(card: ShareCard): string {
  return [card.title, card.subtitle, ...card.facts].filter(Boolean).join(' · ').slice(0, 420)
}

/** The absolute address of an item's share image, its version in the query. */
export function shareImage(
  kind: ShareKind,
  id: string,
  card: ShareCard,
  publicUrl: string,
): ShareImage {
  const path = `/share/${kind}/${encodeURIComponent(id)}.png`
  return {
    url: `${siteBase(publicUrl)}${path}?lang=${card.lang}&v=${cardVersion(card)}`,
    width: SHARE_WIDTH,
    height: SHARE_HEIGHT,
    alt: cardAlt(card),
  }
}

/** The share image of a page with no item: the site's own card. */
export function siteShareImage(lang: Lang, publicUrl: string): ShareImage {
  const card = siteCard(lang)
  return {
    url: `${siteBase(publicUrl)}/share/site.png?lang=${lang}&v=${cardVersion(card)}`,
    width: SHARE_WIDTH,
    height: SHARE_HEIGHT,
    alt: cardAlt(card),
  }
}

/** The site's logo (the publisher's in a blog post's JSON-LD): a square PNG. */
export const SITE_LOGO_PATH = '/share/logo.png'
export const SITE_LOGO_SIZE = 512
