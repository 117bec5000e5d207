import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { smtpMail } from '../../src/demo-api/lib/mail.js'
import { startFakeSmtp } from '../helpers/fake-smtp.js'
import { describeWithPostgres, usePostgres } from '../helpers/postgres-server-hooks.js'
import { as, buildDemo, tokenFor } from './helpers.js'

// Issue 30: job alerts are sent exactly once however many replicas run the queue on one
// PostgreSQL, and a job queued before a restart is sent after it.

const postgres = usePostgres()
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
beforeAll(async () => {
  smtp = await startFakeSmtp()
})
afterAll(() => smtp.close())
let apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()))
  apps = []
  smtp.reset()
})

/** An embedded API on the shared PostgreSQL with the alert queue running (as each replica). */
async function replica(pollingIntervalSeconds = 0.5): Promise<FastifyInstance> {
  const app = await buildDemo({
    data: { url: postgres.server.url },
    mail: smtpMail(smtp.url, 'Jagir <alerts@jagir.example>'),
    publicUrl: 'https://jagir.example',
    alerts: { pollingIntervalSeconds },
  })
  apps.push(app)
  return app
}

const mailsFor = (name: string) => smtp.received.filter((mail) => mail.subject.includes(name))

async function saveSearch(app: FastifyInstance, name: string, frequency: 'instant' | 'daily') {
  const token = await tokenFor(app, 'seeker@jagir.demo')
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/jobseeker/saved-searches/',
    headers: as(token),
    payload: { name, params: {}, frequency, channels: ['email'] },
  })
  expect(saved.statusCode).toBe(201)
}

/** One of the demo employer's live jobs taken back to a draft, then published through `app`. */
async function publishAnew(app: FastifyInstance, draftIndex: number): Promise<string> {
  const employer = await tokenFor(app, 'employer@jagir.demo')
  const live = await app.inject({
    method: 'GET',
    url: '/api/v1/employer/jobs/?status=active',
    headers: as(employer),
  })
  const slug = (live.json().results as { slug: string }[])[draftIndex]!.slug
  await app.demoDb
    .updateTable('jobs')
    .set({ status: 'draft', published_at: null })
    .where('slug', '=', slug)
    .execute()
  const published = await app.inject({
    method: 'POST',
    url: `/api/v1/job/${slug}/publish/`,
    headers: as(employer),
  })
  expect(published.statusCode).toBe(200)
  return slug
}

const settled = (...replicas: FastifyInstance[]) =>
  vi.waitFor(
    async () => {
      for (const app of replicas) expect(await app.alerts!.pending()).toBe(0)
    },
    { timeout: 30_000, interval: 250 },
  )

describeWithPostgres('job alerts on two replicas of one PostgreSQL', () => {
  it('a job published through one replica is sent once, and a digest both replicas start at once is sent once', async () => {
    const [a, b] = await Promise.all([replica(), replica()])
    await saveSearch(a, 'Instant on replicas', 'instant')
    await saveSearch(b, 'Daily on replicas', 'daily')
    const slug = await publishAnew(b, 0)

    await vi.waitFor(() => expect(mailsFor('Instant on replicas')).toHaveLength(1), {
      timeout: 30_000,
    })
    // Both replicas start the daily digest at the same moment: two deliveries of one search,
    // run by whichever workers take them, race for the same jobs.
    await Promise.all([a.alerts!.runDaily(), b.alerts!.runDaily(), a.alerts!.runDaily()])
    await vi.waitFor(() => expect(mailsFor('Daily on replicas')).toHaveLength(1), {
      timeout: 30_000,
    })
    await settled(a, b)
    expect(mailsFor('Instant on replicas')).toHaveLength(1)
    expect(mailsFor('Daily on replicas')).toHaveLength(1)
    for (const mail of smtp.received) {
      expect(mail.text).toContain(`https://jagir.example/en/job/${slug}/detail`)
    }
    const deliveries = await a.demoDb
      .selectFrom('alert_deliveries')
      .select(['saved_search_id', 'job_id', 'sent_at'])
      .execute()
    expect(deliveries).toHaveLength(2)
    expect(deliveries.every((row) => row.sent_at !== null)).toBe(true)
  })

  it('a job queued before a restart is sent after it', async () => {
    // The first replica takes no work before it stops (it would look again only in a minute).
    const before = await replica(60)
    await saveSearch(before, 'Across a restart', 'instant')
    const slug = await publishAnew(before, 1)
    await before.close()
    apps = apps.filter((app) => app !== before)
    expect(mailsFor('Across a restart')).toHaveLength(0)

    const after = await replica()
    await vi.waitFor(() => expect(mailsFor('Across a restart')).toHaveLength(1), {
      timeout: 30_000,
    })
    await settled(after)
    expect(mailsFor('Across a restart')[0]!.text).toContain(`/en/job/${slug}/detail`)
    expect(mailsFor('Across a restart')).toHaveLength(1)
  })
})
