import type { SavedSearchParams } from '@jagir/shared/schemas/saved-search'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { sql, type ExpressionBuilder } from 'kysely'
import type { Db } from '../db/database.js'
import type { Database } from '../db/schema.js'
import { unsubscribeToken } from '../lib/alert-token.js'
import type { MailSender } from '../lib/mail.js'
import { maskedNumber, type SmsSender } from '../lib/sms.js'
import { presentJobCards } from '../routes/jobs/present.js'
import { jobQueryOf, jobsPublishedSince, type JobQuery } from '../routes/jobs/search-query.js'
import { alertEmail, alertSms, type AlertContent } from './messages.js'

/** How alerts leave: the senders, the site's address for links, the unsubscribe links' key. */
export interface AlertSenders {
  mail: MailSender
  sms: SmsSender
  /** PUBLIC_URL (no trailing slash): alerts' links are absolute. */
  publicUrl: string
  /** The unsubscribe tokens' key (lib/alert-token.ts). */
  key: Buffer
}

/** The most jobs one alert lists (a digest of more says so through the search's link). */
export const JOBS_PER_ALERT = 20

/**
 * A claim not marked sent after this long is taken for a send that never finished (the process
 * ended mid-send): another delivery may claim it again.
 */
const STALE_CLAIM = sql<string>`now() - interval '10 minutes'`

/** The job search a saved search's filters (the search page's names) ask for. */
export function savedQuery(params: SavedSearchParams): JobQuery {
  const query = {
    search: params.search,
    province: params.province,
    district: params.district,
    category: params.category,
    job_level: params.level,
    job_type: params.type,
    salary: params.salary,
    experience: params.experience,
    organization: params.organization,
  }
  // The search endpoint's own reading of its parameters, so a saved search finds what it found.
  return { ...jobQueryOf({ query } as unknown as FastifyRequest), ordering: 'newest' }
}

type Channel = 'email' | 'sms'

/** Claims the jobs for this search and channel; answers those this call now owns. */
async function claim(db: Db, searchId: number, channel: Channel, jobIds: number[]) {
  // One statement: a key another delivery holds (sent, or claimed recently) is left to it; two
  // claims at once on PostgreSQL wait on the unique key, and only the first gets the row.
  const rows = await db
    .insertInto('alert_deliveries')
    .values(jobIds.map((job_id) => ({ saved_search_id: searchId, job_id, channel })))
    .onConflict((oc) =>
      oc
        .columns(['saved_search_id', 'job_id', 'channel'])
        .doUpdateSet({ claimed_at: sql`now()` })
        .where('alert_deliveries.sent_at', 'is', null)
        .where('alert_deliveries.claimed_at', '<', STALE_CLAIM),
    )
    .returning('job_id')
    .execute()
  return new Set(rows.map((row) => row.job_id))
}

/** Jobs already sent for this search on this channel, or being sent now. */
const notTaken =
  (searchId: number, channel: Channel) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('alert_deliveries')
          .select(sql`1`.as('one'))
          .whereRef('alert_deliveries.job_id', '=', 'jobs.id')
          .where('alert_deliveries.saved_search_id', '=', searchId)
          .where('alert_deliveries.channel', '=', channel)
          .where((d) =>
            d.or([
              d('alert_deliveries.sent_at', 'is not', null),
              d('claimed_at', '>=', STALE_CLAIM),
            ]),
          ),
      ),
    )

/**
 * Sends a saved search's new jobs on each of its channels: the one job just published (`only`),
 * or every matching job published since the search was saved and not yet sent (a digest). Each
 * job is claimed before the send (a row of `alert_deliveries`, unique per search, job and
 * channel), so two replicas or a retry never send it twice; a failed send gives its claims back
 * and throws (the queue tries again later). Answers how many messages went.
 */
export async function deliver(
  db: Db,
  senders: AlertSenders,
  log: FastifyBaseLogger,
  searchId: number,
  only?: number,
): Promise<number> {
  const search = await db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.user_id')
    .select([
      'saved_searches.id',
      'saved_searches.name',
      'saved_searches.params',
      'saved_searches.channels',
      'saved_searches.language',
      'saved_searches.created_at',
      'users.email',
      'users.phone_number',
    ])
    .where('saved_searches.id', '=', searchId)
    .where('saved_searches.paused', '=', false)
    .executeTakeFirst()
  if (!search) return 0
  const query = savedQuery(search.params)
  let sent = 0
  for (const channel of search.channels) {
    const to = channel === 'email' ? search.email.trim() : search.phone_number.trim()
    const sender = channel === 'email' ? senders.mail : senders.sms
    // Nowhere to send it (no address, or no sender configured): nothing is claimed, so the jobs
    // go in a later digest once there is.
    if (!to || !sender.configured) continue
    const candidates = await jobsPublishedSince(db, query, search.created_at, {
      limit: JOBS_PER_ALERT,
      only,
      exclude: notTaken(search.id, channel),
    })
    if (candidates.length === 0) continue
    const mine = await claim(
      db,
      search.id,
      channel,
      candidates.map((job) => job.id),
    )
    const jobs = candidates.filter((job) => mine.has(job.id))
    if (jobs.length === 0) continue
    const cards = await presentJobCards(db, jobs, search.language)
    const content: AlertContent = {
      name: search.name,
      language: search.language,
      params: search.params,
      publicUrl: senders.publicUrl,
      token: unsubscribeToken(senders.key, search.id),
      jobs: cards.map((card) => ({
        title: card.title,
        titleLang: card.title_lang,
        organization: card.organization?.name || null,
        location: card.location,
        slug: card.slug,
      })),
    }
    const ids = jobs.map((job) => job.id)
    try {
      if (channel === 'email') await senders.mail.send(alertEmail(content, to), log)
      else await senders.sms.send({ to, text: alertSms(content) }, log)
    } catch (error) {
      await db
        .deleteFrom('alert_deliveries')
        .where('saved_search_id', '=', search.id)
        .where('channel', '=', channel)
        .where('job_id', 'in', ids)
        .where('sent_at', 'is', null)
        .execute()
      throw error
    }
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('alert_deliveries')
        .set({ sent_at: sql`now()` })
        .where('saved_search_id', '=', search.id)
        .where('channel', '=', channel)
        .where('job_id', 'in', ids)
        .execute()
      await tx
        .updateTable('saved_searches')
        .set({ last_sent_at: sql`now()` })
        .where('id', '=', search.id)
        .execute()
    })
    sent += 1
    log.info(
      {
        savedSearch: search.id,
        channel,
        jobs: ids.length,
        ...(channel === 'sms' ? { to: maskedNumber(to) } : {}),
      },
      'job alert sent',
    )
  }
  return sent
}
