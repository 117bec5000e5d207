import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { unsubscribeToken } from '../../src/demo-api/lib/alert-token.js'
import { smtpMail } from '../../src/demo-api/lib/mail.js'
import { gatewaySms } from '../../src/demo-api/lib/sms.js'
import { startFakeSmtp } from '../helpers/fake-smtp.js'
import { startFakeUpstream, type FakeUpstream } from '../helpers/fake-upstream.js'
import { as, buildDemo, tokenFor } from './helpers.js'

// Issue 30: saved searches and job alerts, end to end through the API: a seeker saves a search,
// an employer publishes a job, the queue (pg-boss, in the database) sends the alert through a
// recording fake SMTP server and the recording SMS gateway.

const KEY = Buffer.alloc(32, 7)
const PUBLIC_URL = 'https://jagir.example'
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
let gateway: FakeUpstream
beforeAll(async () => {
  smtp = await startFakeSmtp()
  gateway = await startFakeUpstream()
})
afterAll(async () => {
  await smtp.close()
  await gateway.close()
})

let apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()))
  apps = []
  smtp.reset()
  gateway.reset()
})

async function alertingApi(logs?: string[]): Promise<FastifyInstance> {
  gateway.on('POST', '/sms', { status: 202, body: { queued: true } })
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs?.push(String(chunk))
      done()
    },
  })
  const app = await buildDemo({
    ...(logs ? { logger: { level: 'info', stream } } : {}),
    mail: smtpMail(smtp.url, 'Jagir <alerts@jagir.example>'),
    sms: gatewaySms(`${gateway.url}/sms`),
    alertKey: KEY,
    publicUrl: PUBLIC_URL,
    alerts: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  })
  apps.push(app)
  return app
}

const SEEKER = 'seeker@jagir.demo'

async function save(
  app: FastifyInstance,
  body: object,
  language: 'en' | 'ne' = 'en',
  token?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/jobseeker/saved-searches/',
    headers: as(token ?? (await tokenFor(app, SEEKER)), language),
    payload: body,
  })
}

/** Publishes the demo employer's draft job; answers its slug and title. */
async function publishDraft(app: FastifyInstance) {
  const employer = await tokenFor(app, 'employer@jagir.demo')
  const drafts = await app.inject({
    method: 'GET',
    url: '/api/v1/employer/jobs/?status=draft',
    headers: as(employer),
  })
  const { slug } = drafts.json().results[0] as { slug: string }
  const published = await app.inject({
    method: 'POST',
    url: `/api/v1/job/${slug}/publish/`,
    headers: as(employer),
  })
  expect(published.statusCode).toBe(200)
  return { slug, title: published.json().title as string }
}

/** Waits until the queue has nothing left to send. */
const settled = async (app: FastifyInstance) =>
  vi.waitFor(async () => expect(await app.alerts!.pending()).toBe(0), {
    timeout: 20_000,
    interval: 200,
  })

describe('saved searches', () => {
  it('are saved, listed, changed and deleted by their seeker only', async () => {
    const app = await buildDemo()
    apps.push(app)
    const token = await tokenFor(app, SEEKER)
    const saved = await save(
      app,
      {
        name: '  Accountant in Kathmandu ',
        params: { search: 'accountant', district: '27', level: '' },
        frequency: 'daily',
        channels: ['email'],
      },
      'ne',
      token,
    )
    expect(saved.statusCode).toBe(201)
    expect(saved.json()).toMatchObject({
      name: 'Accountant in Kathmandu',
      params: { search: 'accountant', district: '27' },
      frequency: 'daily',
      channels: ['email'],
      paused: false,
      language: 'ne',
    })
    const id = saved.json().id as number
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/jobseeker/saved-searches/',
      headers: as(token),
    })
    expect(list.json()).toMatchObject({ count: 1, results: [{ id }] })
    // The seeker's data export holds it, as the address it opens.
    const data = await app.inject({
      method: 'GET',
      url: '/api/v1/jobseeker/me/data/',
      headers: as(token),
    })
    expect(data.json().saved_searches).toEqual([
      {
        name: 'Accountant in Kathmandu',
        search: '/job/search?search=accountant&district=27',
        frequency: 'daily',
        channels: ['email'],
        paused: false,
        saved_at: expect.any(String),
        last_sent_at: null,
      },
    ])

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/jobseeker/saved-searches/${id}/`,
      headers: as(token),
      payload: { frequency: 'instant', channels: ['email', 'sms'], paused: true },
    })
    expect(changed.json()).toMatchObject({
      frequency: 'instant',
      channels: ['email', 'sms'],
      paused: true,
    })

    // Another account does not see it, nor change it.
    const employer = await tokenFor(app, 'employer@jagir.demo')
    const other = await app.inject({
      method: 'DELETE',
      url: `/api/v1/jobseeker/saved-searches/${id}/`,
      headers: as(employer),
    })
    expect(other.statusCode).toBe(403)
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/v1/jobseeker/saved-searches/${id}/`,
      headers: as(token),
    })
    expect(gone.statusCode).toBe(204)
    const again = await app.inject({
      method: 'PATCH',
      url: `/api/v1/jobseeker/saved-searches/${id}/`,
      headers: as(token),
      payload: { paused: false },
    })
    expect(again.statusCode).toBe(404)
    // Signed out: refused.
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/jobseeker/saved-searches/' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('refuses bad input field by field, in both languages, and more than 20', async () => {
    const app = await buildDemo()
    apps.push(app)
    const token = await tokenFor(app, SEEKER)
    const bad = { name: ' ', params: { search: 'x' }, frequency: 'weekly', channels: [] }
    const en = await save(app, bad, 'en', token)
    expect(en.statusCode).toBe(400)
    expect(en.json()).toEqual({
      name: ['This field may not be blank.'],
      frequency: ['Not a valid choice.'],
      channels: ['Ensure this field has at least 1 elements.'],
    })
    const ne = await save(app, { ...bad, name: 'x'.repeat(81) }, 'ne', token)
    expect(ne.statusCode).toBe(400)
    expect(ne.json().name[0]).toMatch(/[\u0900-\u097F]/)
    expect(ne.json().name[0]).toContain('८०')
    const unknownFilter = await save(
      app,
      { name: 'x', params: { page: '2' }, frequency: 'daily', channels: ['sms'] },
      'en',
      token,
    )
    expect(unknownFilter.statusCode).toBe(400)

    const good = { name: 'Any job', params: {}, frequency: 'daily', channels: ['email'] }
    for (let i = 0; i < 20; i++) expect((await save(app, good, 'en', token)).statusCode).toBe(201)
    const full = await save(app, good, 'ne', token)
    expect(full.statusCode).toBe(400)
    expect(full.json()).toEqual({
      detail: 'तपाईं बढीमा २० वटा खोज सुरक्षित राख्न सक्नुहुन्छ। अर्को सुरक्षित गर्न एउटा मेटाउनुहोस्।',
    })
  })
})

describe('job alerts', () => {
  it('an instant search sends one email for a job published after it was saved, in its language, not for older jobs', async () => {
    const app = await alertingApi()
    const saved = await save(
      app,
      { name: 'कुनै पनि जागिर', params: {}, frequency: 'instant', channels: ['email'] },
      'ne',
    )
    expect(saved.statusCode).toBe(201)
    const job = await publishDraft(app)

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 20_000 })
    await settled(app)
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.to).toEqual([SEEKER])
    expect(mail!.subject).toBe('“कुनै पनि जागिर” का लागि नयाँ जागिर')
    // The one new job, with an absolute link in Nepali (unprefixed); no older job.
    const jobLinks = mail!.text.match(/https:\/\/jagir\.example\/job\/[^\s]+\/detail/g)
    expect(jobLinks).toEqual([`${PUBLIC_URL}/job/${job.slug}/detail`])
    expect(mail!.html).toContain(`${PUBLIC_URL}/job/${job.slug}/detail`)
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/jagir\.example\/alerts\/unsubscribe\?token=[^>]+>$/,
    )

    // Its unsubscribe link works signed out: GET says which search and changes nothing; POST stops it.
    const link = /https:\/\/jagir\.example\/alerts\/unsubscribe\?token=(\S+)/.exec(mail!.text)!
    const token = decodeURIComponent(link[1]!)
    const looked = await app.inject({
      method: 'GET',
      url: `/api/v1/alerts/unsubscribe/?token=${encodeURIComponent(token)}`,
    })
    expect(looked.json()).toEqual({ name: 'कुनै पनि जागिर', unsubscribed: false })
    const done = await app.inject({
      method: 'POST',
      url: '/api/v1/alerts/unsubscribe/',
      payload: { token },
    })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ name: 'कुनै पनि जागिर', unsubscribed: true })
    const row = await app.demoDb
      .selectFrom('saved_searches')
      .select('paused')
      .where('id', '=', saved.json().id)
      .executeTakeFirstOrThrow()
    expect(row.paused).toBe(true)
  })

  it("a search narrowed to one company (browse by company) sends only that company's new jobs", async () => {
    const app = await alertingApi()
    // Two open jobs of two different organisations go public after the search is saved.
    const open = await app.demoDb
      .selectFrom('jobs')
      .select(['id', 'slug', 'organization'])
      .where('status', '=', 'active')
      .where('show_name', '=', true)
      .where('deadline', '>', new Date().toISOString())
      .orderBy('id')
      .execute()
    const first = open[0]!
    const other = open.find((job) => job.organization !== first.organization)!
    const saved = await save(app, {
      name: 'One company',
      params: { organization: String(first.organization) },
      frequency: 'daily',
      channels: ['email'],
    })
    expect(saved.statusCode).toBe(201)
    expect(saved.json().params).toEqual({ organization: String(first.organization) })
    await app.demoDb
      .updateTable('jobs')
      .set({ published_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', 'in', [first.id, other.id])
      .execute()

    await app.alerts!.runDaily()
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 20_000 })
    await settled(app)
    const [mail] = smtp.received
    expect(mail!.text).toContain(`/job/${first.slug}/detail`)
    expect(mail!.text).not.toContain(`/job/${other.slug}/detail`)
  })

  it('a daily digest collects the new jobs since it was saved, by email and SMS, once', async () => {
    const app = await alertingApi()
    const saved = await save(app, {
      name: 'Everything new',
      params: {},
      frequency: 'daily',
      channels: ['email', 'sms'],
    })
    expect(saved.statusCode).toBe(201)
    // Two jobs go public after the search was saved (published now).
    const fresh = await app.demoDb
      .updateTable('jobs')
      .set({ published_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('status', '=', 'active')
          .where('deadline', '>', new Date().toISOString())
          .orderBy('id')
          .limit(2),
      )
      .returning('slug')
      .execute()
    expect(fresh).toHaveLength(2)

    await app.alerts!.runDaily()
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 20_000 })
    await settled(app)
    const [mail] = smtp.received
    expect(mail!.subject).toBe('2 new jobs for “Everything new”')
    for (const { slug } of fresh)
      expect(mail!.text).toContain(`${PUBLIC_URL}/en/job/${slug}/detail`)
    expect(mail!.text.match(/\/detail/g)).toHaveLength(2)
    const sms = gateway.received.map((r) => JSON.parse(r.body) as { to: string; text: string })
    expect(sms).toHaveLength(1)
    expect(sms[0]!.text).toContain('2 new job(s) for "Everything new"')

    // The next digest has nothing new: nothing more is sent.
    await app.alerts!.runDaily()
    await settled(app)
    expect(smtp.received).toHaveLength(1)
    expect(gateway.received).toHaveLength(1)
  })

  it('a send the mail server refuses is tried again later, and the job is sent once; the log holds no address or token', async () => {
    const logs: string[] = []
    const app = await alertingApi(logs)
    await save(app, {
      name: 'Retried',
      params: {},
      frequency: 'instant',
      channels: ['email', 'sms'],
    })
    smtp.failNext(1)
    const job = await publishDraft(app)
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 20_000 })
    await settled(app)
    expect(smtp.refused()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.text).toContain(`/en/job/${job.slug}/detail`)
    const rows = await app.demoDb
      .selectFrom('alert_deliveries')
      .selectAll()
      .orderBy('channel')
      .execute()
    expect(rows).toEqual([
      expect.objectContaining({ channel: 'email', sent_at: expect.any(String) }),
      expect.objectContaining({ channel: 'sms', sent_at: expect.any(String) }),
    ])
    expect(gateway.received).toHaveLength(1)
    // The failure and the sends were logged, without the address, the number or the link's token.
    const log = logs.join('')
    expect(log).toContain('SMTP server did not take the email')
    expect(log).toContain('job alert sent')
    const { phone_number: phone } = await app.demoDb
      .selectFrom('users')
      .select('phone_number')
      .where('email', '=', SEEKER)
      .executeTakeFirstOrThrow()
    const token = /unsubscribe\?token=([^\s>]+)/.exec(smtp.received[0]!.text)![1]!
    for (const secret of [SEEKER, phone, decodeURIComponent(token)]) {
      expect(log).not.toContain(secret)
    }
  })

  it('refuses a forged or altered unsubscribe token, in both languages', async () => {
    const app = await buildDemo({ alertKey: KEY })
    apps.push(app)
    const saved = await save(app, {
      name: 'Mine',
      params: {},
      frequency: 'daily',
      channels: ['email'],
    })
    const id = saved.json().id as number
    const good = unsubscribeToken(KEY, id)
    const forged = [
      unsubscribeToken(Buffer.alloc(32, 8), id),
      good.replace(/^\d+/, String(id + 1)),
      `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
    ]
    for (const token of forged) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/alerts/unsubscribe/',
        headers: { 'accept-language': 'en' },
        payload: { token },
      })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().detail).toMatch(/^This unsubscribe link is not valid/)
    }
    const ne = await app.inject({
      method: 'GET',
      url: `/api/v1/alerts/unsubscribe/?token=${forged[0]}`,
      headers: { 'accept-language': 'ne' },
    })
    expect(ne.statusCode).toBe(400)
    expect(ne.json().detail).toMatch(/^यो सूचना बन्द गर्ने लिङ्क मान्य छैन/)
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/alerts/unsubscribe/',
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    // None of them unsubscribed it.
    const row = await app.demoDb
      .selectFrom('saved_searches')
      .select('paused')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.paused).toBe(false)
  })
})
