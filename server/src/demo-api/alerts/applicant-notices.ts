import { href } from '@jagir/shared/routes/table'
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import { devanagariDigits, type Locale } from '../lib/locale.js'
import type { MailMessage } from '../lib/mail.js'
import { maskedNumber } from '../lib/sms.js'
import type { AlertSenders } from './deliver.js'

/**
 * New-applicant notices (issue 31): the employer of a job hears of its new applicants by email
 * and/or SMS, at once or in a daily digest (`employers.applicant_notice_*`). Each application is
 * claimed per channel in `applicant_notices` before the send, with one `insert … on conflict`
 * (as job alerts claim in `alert_deliveries`, docs/alerts.md): whichever worker runs a notice,
 * however often, an applicant is announced once per channel.
 */

/** Applications older than this are not announced any more (a digest says what is new). */
const RECENT = sql<string>`now() - interval '7 days'`
/** A claim neither sent nor given back after this long is taken for a send that never ended. */
const STALE_CLAIM = sql<string>`now() - interval '10 minutes'`
/** The most applicants one notice lists (the applications page holds the rest). */
export const APPLICANTS_PER_NOTICE = 50

type Channel = 'email' | 'sms'

/** An applicant as a notice names them. */
export interface NoticeApplicant {
  name: string
  job: string
  slug: string
}

export interface NoticeContent {
  language: Locale
  applicants: NoticeApplicant[]
  publicUrl: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const count = (n: number, locale: Locale) =>
  locale === 'ne' ? devanagariDigits(String(n)) : String(n)

/** The absolute link to a job's applicants page, in the notice's language. */
export const applicantsLink = (content: NoticeContent, slug: string) =>
  content.publicUrl + href('jobApplications', { jobSlug: slug }, null, content.language)

/** The workspace's notice settings (the overview tab), to change or stop the notices. */
const settingsLink = (content: NoticeContent) =>
  content.publicUrl +
  href('employerProfileMe', null, { tab: 'overview' }, content.language) +
  '#applicant-notices'

const TEXTS = {
  en: {
    subject: (n: number, job: string) =>
      n === 1 ? `New applicant for “${job}”` : `${n} new applicants for your jobs`,
    intro: (n: number) =>
      n === 1 ? 'A job seeker applied to your job:' : `${n} job seekers applied to your jobs:`,
    for: 'for',
    see: 'See the applicants',
    why: 'You get this email because you post jobs on Jagir. Change or stop these notices:',
    sms: (n: string, link: string) => `Jagir: ${n} new applicant(s) for your jobs. ${link}`,
  },
  ne: {
    subject: (n: number, job: string) =>
      n === 1 ? `“${job}” मा नयाँ आवेदक` : `तपाईंका जागिरमा ${count(n, 'ne')} नयाँ आवेदक`,
    intro: (n: number) =>
      n === 1
        ? 'एक जना जागिर खोज्नेले तपाईंको जागिरमा आवेदन दिनुभयो:'
        : `${count(n, 'ne')} जना जागिर खोज्नेले तपाईंका जागिरमा आवेदन दिनुभयो:`,
    for: '—',
    see: 'आवेदकहरू हेर्नुहोस्',
    why: 'तपाईं जागिरमा जागिर पोस्ट गर्नुहुने भएकाले यो इमेल पाउनुभएको हो। यी सूचना बदल्न वा रोक्न:',
    sms: (n: string, link: string) => `जागिर: तपाईंका जागिरमा ${n} नयाँ आवेदक। ${link}`,
  },
} as const

/** The email of a notice, in the employer's language, every link absolute. */
export function noticeEmail(content: NoticeContent, to: string): MailMessage {
  const texts = TEXTS[content.language]
  const n = content.applicants.length
  const subject = texts.subject(n, content.applicants[0]!.job)
  const lines = content.applicants.map((a) => ({ ...a, url: applicantsLink(content, a.slug) }))
  const text = [
    texts.intro(n),
    '',
    ...lines.flatMap((a) => [`* ${a.name} ${texts.for} ${a.job}`, `  ${texts.see}: ${a.url}`]),
    '',
    '-- ',
    `${texts.why} ${settingsLink(content)}`,
    '',
  ].join('\n')
  const items = lines
    .map(
      (a) =>
        `<li>${escapeHtml(a.name)} ${escapeHtml(texts.for)} ${escapeHtml(a.job)}: ` +
        `<a href="${escapeHtml(a.url)}">${escapeHtml(texts.see)}</a></li>`,
    )
    .join('\n')
  const html = `<!doctype html>
<html lang="${content.language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
<p>${escapeHtml(texts.intro(n))}</p>
<ul>
${items}
</ul>
<hr>
<p><small>${escapeHtml(texts.why)} <a href="${escapeHtml(settingsLink(content))}">${escapeHtml(settingsLink(content))}</a></small></p>
</body>
</html>
`
  return { to, subject, text, html }
}

/**
 * The SMS of a notice: the count and one link, the applicants page of the job (of the newest
 * applicant's job when they applied to several).
 */
export function noticeSms(content: NoticeContent): string {
  const texts = TEXTS[content.language]
  return texts.sms(
    count(content.applicants.length, content.language),
    applicantsLink(content, content.applicants[0]!.slug),
  )
}

/** Claims these applications for the channel; answers those this call now owns. */
async function claim(db: Db, channel: Channel, ids: number[]) {
  const rows = await db
    .insertInto('applicant_notices')
    .values(ids.map((application_id) => ({ application_id, channel })))
    .onConflict((oc) =>
      oc
        .columns(['application_id', 'channel'])
        .doUpdateSet({ claimed_at: sql`now()` })
        .where('applicant_notices.sent_at', 'is', null)
        .where('applicant_notices.claimed_at', '<', STALE_CLAIM),
    )
    .returning('application_id')
    .execute()
  return new Set(rows.map((row) => row.application_id))
}

/**
 * Sends an employer's notice of new applicants: the one application just made (`only`, when the
 * employer asked for notices at once), or every recent one not yet announced (the daily digest).
 * Nothing goes when the employer's setting is another (a notice at once for a digest employer
 * waits for the digest) or `off`. A failed send gives its claims back and throws (the queue
 * tries again). Answers how many messages went.
 */
export async function deliverApplicantNotice(
  db: Db,
  senders: AlertSenders,
  log: FastifyBaseLogger,
  employer: number,
  only?: number,
): Promise<number> {
  const settings = await db
    .selectFrom('employers')
    .innerJoin('users', 'users.id', 'employers.user_id')
    .select([
      'employers.applicant_notice_frequency as frequency',
      'employers.applicant_notice_channels as channels',
      'employers.applicant_notice_language as language',
      'users.email',
      'users.phone_number',
    ])
    .where('employers.user_id', '=', employer)
    .executeTakeFirst()
  if (!settings || settings.frequency !== (only === undefined ? 'daily' : 'instant')) return 0
  const language = settings.language
  let sent = 0
  for (const channel of settings.channels) {
    const to = channel === 'email' ? settings.email.trim() : settings.phone_number.trim()
    const sender = channel === 'email' ? senders.mail : senders.sms
    if (!to || !sender.configured) continue
    const candidates = await db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .innerJoin('users', 'users.id', 'applications.user_id')
      .select([
        'applications.id',
        'jobs.slug',
        'jobs.title_en',
        'jobs.title_ne',
        'users.full_name_en',
        'users.full_name_ne',
      ])
      .where('jobs.owner', '=', employer)
      .where('applications.created_at', '>', RECENT)
      .$if(only !== undefined, (q) => q.where('applications.id', '=', only!))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('applicant_notices')
              .select(sql`1`.as('one'))
              .whereRef('applicant_notices.application_id', '=', 'applications.id')
              .where('applicant_notices.channel', '=', channel)
              .where((d) =>
                d.or([
                  d('applicant_notices.sent_at', 'is not', null),
                  d('applicant_notices.claimed_at', '>=', STALE_CLAIM),
                ]),
              ),
          ),
        ),
      )
      .orderBy('applications.created_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(APPLICANTS_PER_NOTICE)
      .execute()
    if (candidates.length === 0) continue
    const mine = await claim(
      db,
      channel,
      candidates.map((a) => a.id),
    )
    const applicants = candidates.filter((a) => mine.has(a.id))
    if (applicants.length === 0) continue
    const content: NoticeContent = {
      language,
      publicUrl: senders.publicUrl,
      // A name or title missing in the employer's language falls back to the other one.
      applicants: applicants.map((a) => ({
        name:
          (language === 'ne' ? a.full_name_ne : a.full_name_en) || a.full_name_en || a.full_name_ne,
        job: (language === 'ne' ? a.title_ne : a.title_en) || a.title_en || a.title_ne,
        slug: a.slug,
      })),
    }
    const ids = applicants.map((a) => a.id)
    try {
      if (channel === 'email') await senders.mail.send(noticeEmail(content, to), log)
      else await senders.sms.send({ to, text: noticeSms(content) }, log)
    } catch (error) {
      await db
        .deleteFrom('applicant_notices')
        .where('channel', '=', channel)
        .where('application_id', 'in', ids)
        .where('sent_at', 'is', null)
        .execute()
      throw error
    }
    await db
      .updateTable('applicant_notices')
      .set({ sent_at: sql`now()` })
      .where('channel', '=', channel)
      .where('application_id', 'in', ids)
      .execute()
    sent += 1
    log.info(
      {
        employer,
        channel,
        applicants: ids.length,
        ...(channel === 'sms' ? { to: maskedNumber(to) } : {}),
      },
      'new-applicant notice sent',
    )
  }
  return sent
}

/** The employers a daily digest is for: digest settings and applicants not yet announced. */
export async function digestEmployers(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('employers')
    .select('employers.user_id')
    .where('employers.applicant_notice_frequency', '=', 'daily')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('applications')
          .innerJoin('jobs', 'jobs.id', 'applications.job_id')
          .select(sql`1`.as('one'))
          .whereRef('jobs.owner', '=', 'employers.user_id')
          .where('applications.created_at', '>', RECENT)
          .where(({ not, exists: has, selectFrom: from }) =>
            not(
              has(
                from('applicant_notices')
                  .select(sql`1`.as('one'))
                  .whereRef('applicant_notices.application_id', '=', 'applications.id')
                  .where('applicant_notices.sent_at', 'is not', null),
              ),
            ),
          ),
      ),
    )
    .execute()
  return rows.map((row) => row.user_id)
}
