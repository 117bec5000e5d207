import { href } from '@jagir/shared/routes/table'
import type { SavedSearchParams } from '@jagir/shared/schemas/saved-search'
import { devanagariDigits, type Locale } from '../lib/locale.js'
import type { MailMessage } from '../lib/mail.js'

/** A job as an alert lists it. */
export interface AlertJob {
  title: string
  /** The title's language when the job has none in the alert's (it falls back, marked so). */
  titleLang?: Locale
  organization: string | null
  location: string
  slug: string
}

/** What an alert names: the search, its jobs, and where its links lead. */
export interface AlertContent {
  name: string
  language: Locale
  jobs: AlertJob[]
  params: SavedSearchParams
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string
  /** The signed token of this search's unsubscribe link. */
  token: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const count = (n: number, locale: Locale) =>
  locale === 'ne' ? devanagariDigits(String(n)) : String(n)

/** Absolute links of an alert: each job, the search itself, and the unsubscribe page. */
export function alertLinks(content: AlertContent) {
  const { publicUrl, language } = content
  return {
    job: (slug: string) => publicUrl + href('jobDetail', { jobSlug: slug }, null, language),
    search: publicUrl + href('jobSearch', null, { ...content.params }, language),
    unsubscribe: publicUrl + href('alertsUnsubscribe', null, { token: content.token }, language),
    /** Where a mail client's one-click unsubscribe (RFC 8058) POSTs: the BFF passes it on. */
    oneClick: `${publicUrl}/alerts/unsubscribe?token=${encodeURIComponent(content.token)}`,
  }
}

const TEXTS = {
  en: {
    subject: (name: string, n: number) =>
      n === 1 ? `New job for “${name}”` : `${n} new jobs for “${name}”`,
    intro: (name: string, n: number) =>
      n === 1
        ? `A new job matches your saved search “${name}”:`
        : `${n} new jobs match your saved search “${name}”:`,
    at: 'at',
    all: 'See all jobs of this search:',
    why: 'You get this email because you saved this search on Jagir and asked for alerts.',
    stop: 'Stop these alerts:',
    stopLink: 'Unsubscribe from this search',
    sms: (name: string, n: string, link: string) => `Jagir: ${n} new job(s) for "${name}". ${link}`,
  },
  ne: {
    subject: (name: string, n: number) =>
      n === 1 ? `“${name}” का लागि नयाँ जागिर` : `“${name}” का लागि ${count(n, 'ne')} नयाँ जागिर`,
    intro: (name: string, n: number) =>
      n === 1
        ? `तपाईंले सुरक्षित गर्नुभएको खोज “${name}” सँग मिल्ने नयाँ जागिर:`
        : `तपाईंले सुरक्षित गर्नुभएको खोज “${name}” सँग मिल्ने ${count(n, 'ne')} नयाँ जागिरहरू:`,
    at: '—',
    all: 'यो खोजका सबै जागिर हेर्नुहोस्:',
    why: 'तपाईंले जागिरमा यो खोज सुरक्षित गरी सूचना माग्नुभएकाले यो इमेल पाउनुभएको हो।',
    stop: 'यी सूचनाहरू रोक्नुहोस्:',
    stopLink: 'यो खोजको सूचना बन्द गर्नुहोस्',
    sms: (name: string, n: string, link: string) =>
      `जागिर: "${name}" का लागि ${n} नयाँ जागिर। ${link}`,
  },
} as const

/** The email of an alert, in the language the search was saved in. */
export function alertEmail(content: AlertContent, to: string): MailMessage {
  const texts = TEXTS[content.language]
  const links = alertLinks(content)
  const n = content.jobs.length
  const lines = content.jobs.map((job) => {
    const where = [job.organization, job.location].filter(Boolean).join(', ')
    return { job, where, url: links.job(job.slug) }
  })
  const text = [
    texts.intro(content.name, n),
    '',
    ...lines.flatMap(({ job, where, url }) => [
      `* ${job.title}${where ? ` ${texts.at} ${where}` : ''}`,
      `  ${url}`,
    ]),
    '',
    texts.all,
    links.search,
    '',
    '-- ',
    texts.why,
    `${texts.stop} ${links.unsubscribe}`,
    '',
  ].join('\n')
  const items = lines
    .map(
      ({ job, where, url }) =>
        `<li><a href="${escapeHtml(url)}"${
          job.titleLang && job.titleLang !== content.language ? ` lang="${job.titleLang}"` : ''
        }>${escapeHtml(job.title)}</a>` +
        (where ? ` ${escapeHtml(texts.at)} ${escapeHtml(where)}` : '') +
        '</li>',
    )
    .join('\n')
  const html = `<!doctype html>
<html lang="${content.language}">
<head><meta charset="utf-8"><title>${escapeHtml(texts.subject(content.name, n))}</title></head>
<body>
<p>${escapeHtml(texts.intro(content.name, n))}</p>
<ul>
${items}
</ul>
<p>${escapeHtml(texts.all)} <a href="${escapeHtml(links.search)}">${escapeHtml(content.name)}</a></p>
<hr>
<p><small>${escapeHtml(texts.why)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(texts.stopLink)}</a></small></p>
</body>
</html>
`
  return {
    to,
    subject: texts.subject(content.name, n),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** The SMS of an alert: the count and one link (the search), short enough for one message. */
export function alertSms(content: AlertContent): string {
  const texts = TEXTS[content.language]
  const name = content.name.length > 30 ? `${content.name.slice(0, 29)}…` : content.name
  return texts.sms(name, count(content.jobs.length, content.language), alertLinks(content).search)
}
