import request from 'supertest'
import { afterEach, expect, it, vi } from 'vitest'
import { MailOutbox, type MailEntry } from '../src/demo-api/lib/mail.js'
import { buildTestApp } from './helpers/build.js'
import { startStack, type Stack } from './demo-api/stack.js'

// Issue 30: a job alert through the whole stack as npm start runs it without SMTP_URL: the
// email lands in the development outbox (/dev/outbox), and a mail client's one-click
// unsubscribe (RFC 8058: a POST to the List-Unsubscribe address, no cookie, no X-CSRF) works.

let stack: Stack | undefined
afterEach(async () => {
  await stack?.close()
  stack = undefined
})

const emails = async (s: Stack) =>
  (await request(s.bff.server).get('/dev/outbox.json')).body.emails as MailEntry[]

it('an alert email reaches the development outbox, and its one-click unsubscribe works signed out', async () => {
  stack = await startStack({
    demo: { alerts: { pollingIntervalSeconds: 0.5 }, publicUrl: 'http://localhost:3000' },
  })
  const seeker = await stack.signIn('seeker@jagir.demo')
  const saved = await stack.call('post', '/api/v1/jobseeker/saved-searches/', seeker, {
    name: 'Outbox search',
    params: {},
    frequency: 'instant',
    channels: ['email'],
  })
  expect(saved.status).toBe(201)
  const employer = await stack.signIn('employer@jagir.demo')
  const drafts = await stack.call('get', '/api/v1/employer/jobs/?status=draft', employer)
  const slug = drafts.body.results[0].slug as string
  expect((await stack.call('post', `/api/v1/job/${slug}/publish/`, employer)).status).toBe(200)

  await vi.waitFor(async () => expect(await emails(stack!)).toHaveLength(1), { timeout: 20_000 })
  const [email] = await emails(stack)
  expect(email!.subject).toBe('New job for “Outbox search”')
  expect(email!.text).toContain(`http://localhost:3000/en/job/${slug}/detail`)
  const page = await request(stack.bff.server).get('/dev/outbox')
  expect(page.text).toContain('New job for “Outbox search”')
  // The SMS part of the outbox is as it was.
  expect((await request(stack.bff.server).get('/dev/outbox.json')).body.messages).toEqual(
    expect.any(Array),
  )

  const oneClick = /^<http:\/\/localhost:3000(\/alerts\/unsubscribe\?token=[^>]+)>$/.exec(
    email!.headers!['List-Unsubscribe']!,
  )![1]!
  // A forged token is refused, and unsubscribes nothing.
  const forged = await request(stack.bff.server)
    .post(oneClick.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
    .type('form')
    .send('List-Unsubscribe=One-Click')
  expect(forged.status).toBe(400)
  const answer = await request(stack.bff.server)
    .post(oneClick)
    .type('form')
    .send('List-Unsubscribe=One-Click')
  expect(answer.status).toBe(200)
  const row = await stack.demo.demoDb
    .selectFrom('saved_searches')
    .select('paused')
    .where('id', '=', saved.body.id)
    .executeTakeFirstOrThrow()
  expect(row.paused).toBe(true)
})

it('with an SMS gateway but no SMTP_URL, /dev/outbox still lists the emails (never in production)', async () => {
  const mail = new MailOutbox()
  mail.keep({
    to: 'seeker@jagir.demo',
    subject: 'New job for “Cooks”',
    text: 'A new job matches your saved search “Cooks”:',
    html: '<p>A new job</p>',
    sent_at: '2026-11-28T02:15:00.000Z',
  })
  const bff = await buildTestApp('http://127.0.0.1:9', {}, { devMailOutbox: mail })
  try {
    const json = await request(bff.server).get('/dev/outbox.json')
    expect(json.body).toEqual({
      messages: [],
      emails: [expect.objectContaining({ subject: 'New job for “Cooks”' })],
    })
    expect((await request(bff.server).get('/dev/outbox')).text).toContain('New job for “Cooks”')
  } finally {
    await bff.close()
  }
  const production = await buildTestApp(
    'http://127.0.0.1:9',
    { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) },
    { devMailOutbox: mail },
  )
  try {
    expect((await request(production.server).get('/dev/outbox.json')).status).toBe(404)
  } finally {
    await production.close()
  }
})
