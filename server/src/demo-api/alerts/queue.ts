import type { FastifyBaseLogger } from 'fastify'
import { CompiledQuery } from 'kysely'
import PgBoss from 'pg-boss'
import type { Db } from '../db/database.js'
import { savedQuery, deliver, type AlertSenders } from './deliver.js'
import { jobsPublishedSince } from '../routes/jobs/search-query.js'
import { deliverApplicantNotice, digestEmployers } from './applicant-notices.js'

/** The queues: a job just published, one saved search's delivery, the daily digests' start. */
export const QUEUES = {
  published: 'alerts-published',
  deliver: 'alerts-deliver',
  daily: 'alerts-daily',
  /** One employer's notice of new applicants: `{employer, applicationId?}` (issue 31). */
  applicants: 'applicant-notices',
  /** The daily digests of new applicants (the same 08:00 schedule). */
  applicantsDaily: 'applicant-notices-daily',
} as const

/**
 * Payments not yet confirmed by their gateway, asked about again later (issue 32):
 * `{attemptId, tries}`. Not an alert: `pending()` does not count it.
 */
export const PAYMENT_RECHECK_QUEUE = 'payment-recheck'

/** When the daily digests go: 08:00 in Nepal. */
export const DAILY_CRON = '0 8 * * *'
export const DAILY_TIMEZONE = 'Asia/Kathmandu'

export interface AlertQueueOptions {
  senders: AlertSenders
  /** The schema pg-boss keeps its tables in (one per database; tests give each app its own). */
  schema: string
  /** How often an idle worker looks for work (seconds; pg-boss's least is 0.5). */
  pollingIntervalSeconds?: number
  /** Whether this instance runs the daily schedule's clock (default true; any replica may). */
  schedule?: boolean
  /** Seconds before a failed send is tried again, doubling each time (60 unless given). */
  retryDelaySeconds?: number
  /** Re-checks a gateway payment not yet confirmed (routes/payment/gateway-payments.ts). */
  recheckPayment?: (attemptId: number, tries: number) => Promise<void>
}

export interface AlertQueue {
  /**
   * Queues the alerts of a job that just became public, in the caller's transaction: the job
   * and its alerts are written together, or neither.
   */
  jobPublished(tx: Db, jobId: number): Promise<void>
  /**
   * Queues the notice of a new application to its job's employer, in the caller's transaction:
   * the application and its notice are written together, or neither.
   */
  applicationReceived(tx: Db, employer: number, applicationId: number): Promise<void>
  /** Queues every new-applicant digest now (what the 08:00 schedule does). */
  runApplicantDigests(): Promise<void>
  /** Queues every daily search's digest now (what the 08:00 schedule does). */
  runDaily(): Promise<void>
  /** How many alert jobs are waiting or running (0: nothing left to send). */
  pending(): Promise<number>
  /** Queues a re-check of a gateway payment `afterSeconds` from now. */
  recheckPayment(attemptId: number, tries: number, afterSeconds: number): Promise<void>
  /** Stops taking work and waits for the sends under way. */
  stop(): Promise<void>
}

/**
 * pg-boss's statements through Kysely: the API's own connection(s), or a transaction's. Some of
 * its statements are several in one text, in a transaction of their own (`BEGIN; …; COMMIT;`):
 * when one of them fails (a deadlock between replicas), the connection is left inside that
 * failed transaction, so it is rolled back before the connection goes back to the pool.
 */
const through = (executor: Db, own = true): PgBoss.Db => ({
  async executeSql(text: string, values?: unknown[]) {
    const query = CompiledQuery.raw(text, values ?? [])
    if (!own || !/^\s*begin\b/im.test(text)) {
      const result = await executor.executeQuery(query)
      return { rows: result.rows as unknown[] }
    }
    return executor.connection().execute(async (connection) => {
      try {
        const result = await connection.executeQuery(query)
        return { rows: result.rows as unknown[] }
      } catch (error) {
        await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined)
        throw error
      }
    })
  },
})

/** A failed send is tried again: 5 more times, a minute apart and then longer. */
const RETRIES = { retryLimit: 5, retryDelay: 60, retryBackoff: true }

/**
 * Creates the queue unless it exists. Replicas starting at once may create it together, and
 * PostgreSQL then ends one of them (a deadlock on pg-boss's tables): that one looks again, and
 * finds it made by the other, or tries once more.
 */
async function ensureQueue(boss: PgBoss, name: string, retries: typeof RETRIES): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return
    try {
      await boss.createQueue(name, { name, ...retries })
      return
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100))
    }
  }
}

/**
 * The alerts' background jobs on a queue kept in the database (pg-boss): on PGlite through the
 * API's one connection, on PostgreSQL shared by every replica. A job is taken by one worker at
 * a time and kept until done, so a restart loses none; what makes a send happen once is the
 * claim in `alert_deliveries` (deliver.ts), whichever worker runs it and however often.
 */
export async function startAlertQueue(
  db: Db,
  options: AlertQueueOptions,
  log: FastifyBaseLogger,
): Promise<AlertQueue> {
  const retries = { ...RETRIES, retryDelay: options.retryDelaySeconds ?? RETRIES.retryDelay }
  const boss = new PgBoss({
    db: through(db),
    schema: options.schema,
    schedule: options.schedule ?? true,
    ...retries,
  })
  boss.on('error', (error) => log.error({ err: error }, 'alert queue error'))
  await boss.start()
  for (const name of Object.values(QUEUES)) await ensureQueue(boss, name, retries)
  await ensureQueue(boss, PAYMENT_RECHECK_QUEUE, retries)
  await boss.schedule(QUEUES.daily, DAILY_CRON, {}, { tz: DAILY_TIMEZONE })
  await boss.schedule(QUEUES.applicantsDaily, DAILY_CRON, {}, { tz: DAILY_TIMEZONE })

  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }

  // A job went public: each instant search it matches gets a delivery of it.
  await boss.work<{ jobId: number }>(QUEUES.published, polling, async ([job]) => {
    const jobId = job!.data.jobId
    const searches = await db
      .selectFrom('saved_searches')
      .select(['id', 'params', 'created_at'])
      .where('frequency', '=', 'instant')
      .where('paused', '=', false)
      .execute()
    const matching: number[] = []
    for (const search of searches) {
      const found = await jobsPublishedSince(db, savedQuery(search.params), search.created_at, {
        limit: 1,
        only: jobId,
      })
      if (found.length) matching.push(search.id)
    }
    if (matching.length) {
      await boss.insert(
        matching.map((savedSearchId) => ({
          name: QUEUES.deliver,
          data: { savedSearchId, jobId },
          ...retries,
        })),
      )
    }
  })

  await boss.work<{ savedSearchId: number; jobId?: number }>(
    QUEUES.deliver,
    polling,
    async ([job]) => {
      const { savedSearchId, jobId } = job!.data
      await deliver(db, options.senders, log, savedSearchId, jobId)
    },
  )

  const runDaily = async () => {
    const searches = await db
      .selectFrom('saved_searches')
      .select('id')
      .where('frequency', '=', 'daily')
      .where('paused', '=', false)
      .execute()
    if (searches.length) {
      await boss.insert(
        searches.map((search) => ({
          name: QUEUES.deliver,
          data: { savedSearchId: search.id },
          ...retries,
        })),
      )
    }
  }
  await boss.work(QUEUES.daily, polling, runDaily)

  await boss.work<{ employer: number; applicationId?: number }>(
    QUEUES.applicants,
    polling,
    async ([job]) => {
      const { employer, applicationId } = job!.data
      await deliverApplicantNotice(db, options.senders, log, employer, applicationId)
    },
  )

  const runApplicantDigests = async () => {
    const employers = await digestEmployers(db)
    if (employers.length) {
      await boss.insert(
        employers.map((employer) => ({
          name: QUEUES.applicants,
          data: { employer },
          ...retries,
        })),
      )
    }
  }
  await boss.work(QUEUES.applicantsDaily, polling, runApplicantDigests)

  const recheck = options.recheckPayment
  if (recheck) {
    await boss.work<{ attemptId: number; tries: number }>(
      PAYMENT_RECHECK_QUEUE,
      polling,
      async ([job]) => {
        const { attemptId, tries } = job!.data
        await recheck(attemptId, tries)
      },
    )
  }

  return {
    async jobPublished(tx, jobId) {
      await boss.send(QUEUES.published, { jobId }, { ...retries, db: through(tx, false) })
    },
    async applicationReceived(tx, employer, applicationId) {
      await boss.send(
        QUEUES.applicants,
        { employer, applicationId },
        { ...retries, db: through(tx, false) },
      )
    },
    runDaily,
    runApplicantDigests,
    async recheckPayment(attemptId, tries, afterSeconds) {
      await boss.send(
        PAYMENT_RECHECK_QUEUE,
        { attemptId, tries },
        { ...retries, startAfter: Math.max(1, Math.round(afterSeconds)) },
      )
    },
    async pending() {
      let total = 0
      for (const name of Object.values(QUEUES)) {
        total += await boss.getQueueSize(name, { before: 'completed' })
      }
      return total
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 })
    },
  }
}
