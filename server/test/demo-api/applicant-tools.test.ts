import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { deliverApplicantNotice } from '../../src/demo-api/alerts/applicant-notices.js'
import type { MailEntry, MailOutbox } from '../../src/demo-api/lib/mail.js'
import { buildBasicInfo } from './factories.js'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 31: what an employer does with applicants: contacts, private notes and ratings, one
 * status for many, the rating filter, and the notices of new applicants (at once and daily,
 * each applicant once, to the development outbox).
 */

const PUBLIC_URL = 'https://jagir.example'
const EMPLOYER_EMAIL = 'employer@jagir.demo'
const EMPLOYER_PHONE = '9800000001'
let stack: Stack
let employer: string
let employerNe: string
let bonus: string
let seeker: string
let referrer: string
beforeAll(async () => {
  stack = await startStack({
    demo: { publicUrl: PUBLIC_URL, alerts: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 } },
  })
  employer = await stack.signIn(EMPLOYER_EMAIL)
  employerNe = await stack.signIn(EMPLOYER_EMAIL, 'ne')
  bonus = await stack.signIn('bonus@jagir.demo')
  seeker = await stack.signIn('seeker@jagir.demo')
  referrer = await stack.signIn('referrer@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

/** A published job of the demo employer that no one has applied to. */
async function freshJob(title: string): Promise<string> {
  const made = await stack.call(
    'post',
    '/api/v1/job/basic-info-new/',
    employer,
    buildBasicInfo({ title }),
  )
  expect(made.status).toBe(201)
  const published = await stack.call('post', `/api/v1/job/${made.body.slug}/publish/`, employer)
  expect(published.status).toBe(200)
  return made.body.slug as string
}

const apply = async (slug: string, cookie: string) => {
  const res = await stack.call('post', `/api/v1/job/${slug}/apply/`, cookie, {
    cover_letter: 'I would like to work with you.',
  })
  expect(res.status).toBe(201)
  return res.body.id as number
}

const path = (slug: string) => `/api/v1/job/${slug}/applications/`
const settle = () =>
  vi.waitFor(async () => expect(await stack.demo.alerts!.pending()).toBe(0), {
    timeout: 20_000,
    interval: 200,
  })
/** The emails to the demo employer (job alerts to seekers go to the same outbox). */
const emails = () =>
  ((stack.demo.demoMail as MailOutbox).list() as MailEntry[]).filter((m) => m.to === EMPLOYER_EMAIL)
const smsTo = (phone: string) => stack.outbox!.list().filter((m) => m.to === phone)
const setNotices = (cookie: string, body: object) =>
  stack.call('put', '/api/v1/employer/applicant-notices/', cookie, body)

describe("an employer's applicants", () => {
  it("show the applicant's contact details, and a note and rating only the employer writes", async () => {
    const slug = await freshJob('Store keeper for notes')
    const id = await apply(slug, seeker)
    const list = await stack.call('get', path(slug), employer)
    expect(list.body.results[0]).toMatchObject({
      id,
      contact: { email: 'seeker@jagir.demo', phone_number: expect.stringMatching(/^9\d{9}$/) },
      note: '',
      rating: null,
    })
    const noted = await stack.call('patch', `${path(slug)}${id}/`, employer, {
      note: '  Strong on inventory; call after 4 pm.  ',
      rating: 4,
    })
    expect(noted.status).toBe(200)
    expect(noted.body).toMatchObject({
      note: 'Strong on inventory; call after 4 pm.',
      rating: 4,
      status: 'new',
    })
    // Cleared: an empty note and a null rating.
    const cleared = await stack.call('patch', `${path(slug)}${id}/`, employer, { rating: null })
    expect(cleared.body).toMatchObject({
      rating: null,
      note: 'Strong on inventory; call after 4 pm.',
    })
    // Another employer: 404 through either job, nothing changed.
    const theirs = await stack.call('patch', `${path(slug)}${id}/`, bonus, { note: 'mine' })
    expect(theirs.status).toBe(404)
    // The applicant never sees the note or the rating.
    const own = await stack.call('get', '/api/v1/jobseeker/applied-jobs/', seeker)
    expect(JSON.stringify(own.body)).not.toContain('call after 4 pm')
  })

  it('refuses a bad note or rating with 400 in both languages, and changes nothing', async () => {
    const slug = await freshJob('Store keeper for validation')
    const id = await apply(slug, seeker)
    const long = await stack.call('patch', `${path(slug)}${id}/`, employer, {
      note: 'x'.repeat(2001),
    })
    expect(long.status).toBe(400)
    expect(long.body.note[0]).toMatch(/2000/)
    const longNe = await stack.call('patch', `${path(slug)}${id}/`, employerNe, {
      note: 'x'.repeat(2001),
    })
    expect(longNe.status).toBe(400)
    expect(longNe.body.note[0]).toMatch(/२०००/)
    for (const rating of [0, 6, 3.5, '4']) {
      const bad = await stack.call('patch', `${path(slug)}${id}/`, employer, { rating })
      expect(bad.status).toBe(400)
      expect(Object.keys(bad.body)).toEqual(['rating'])
    }
    const badNe = await stack.call('patch', `${path(slug)}${id}/`, employerNe, { rating: 9 })
    expect(badNe.body.rating[0]).toMatch(/[०-९]/)
    const after = await stack.call('get', path(slug), employer)
    expect(after.body.results[0]).toMatchObject({ note: '', rating: null })
  })

  it('filters by rating: at least some stars, or unrated', async () => {
    const slug = await freshJob('Store keeper for ratings')
    const first = await apply(slug, seeker)
    const second = await apply(slug, referrer)
    await stack.call('patch', `${path(slug)}${first}/`, employer, { rating: 5 })
    await stack.call('patch', `${path(slug)}${second}/`, employer, { rating: 2 })
    const ids = async (query: string) =>
      (
        (await stack.call('get', `${path(slug)}?${query}`, employer)).body.results as {
          id: number
        }[]
      )
        .map((a) => a.id)
        .sort()
    expect(await ids('rating=4')).toEqual([first])
    expect(await ids('rating=2')).toEqual([first, second].sort())
    await stack.call('patch', `${path(slug)}${second}/`, employer, { rating: null })
    expect(await ids('rating=none')).toEqual([second])
    // An unknown rating filter is ignored, as the other filters are.
    expect(await ids('rating=lots')).toEqual([first, second].sort())
  })

  it('moves many applications to one status at once, all or nothing', async () => {
    const slug = await freshJob('Store keeper for bulk')
    const first = await apply(slug, seeker)
    const second = await apply(slug, referrer)
    const moved = await stack.call('post', `${path(slug)}bulk-status/`, employer, {
      ids: [first, second],
      status: 'interview',
    })
    expect(moved.status).toBe(200)
    expect(moved.body).toEqual({ updated: 2, status: 'interview' })
    const counts = (await stack.call('get', path(slug), employer)).body.status_counts
    expect(counts).toMatchObject({ interview: 2, new: 0 })

    // One id of another job (another employer's, here a seeded one): nothing moves.
    const foreign = (
      await stack.demo.demoDb
        .selectFrom('applications')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .select('applications.id')
        .where('jobs.owner', '<>', 1)
        .executeTakeFirstOrThrow()
    ).id
    const mixed = await stack.call('post', `${path(slug)}bulk-status/`, employer, {
      ids: [first, foreign],
      status: 'rejected',
    })
    expect(mixed.status).toBe(404)
    const after = (await stack.call('get', path(slug), employer)).body.status_counts
    expect(after).toMatchObject({ interview: 2, rejected: 0 })
    // Another employer cannot move this job's applications.
    const theirs = await stack.call('post', `${path(slug)}bulk-status/`, bonus, {
      ids: [first],
      status: 'hired',
    })
    expect(theirs.status).toBe(404)
    // Bad input: no ids, more than 100, an unknown status; the old name `applied` is taken.
    const none = await stack.call('post', `${path(slug)}bulk-status/`, employer, {
      ids: [],
      status: 'hired',
    })
    expect(none.status).toBe(400)
    expect(Object.keys(none.body)).toEqual(['ids'])
    const many = await stack.call('post', `${path(slug)}bulk-status/`, employerNe, {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
      status: 'hired',
    })
    expect(many.status).toBe(400)
    expect(many.body.ids[0]).toMatch(/१००/)
    const unknown = await stack.call('post', `${path(slug)}bulk-status/`, employer, {
      ids: [first],
      status: 'promoted',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.status[0]).toMatch(/valid choice/)
    const legacy = await stack.call('post', `${path(slug)}bulk-status/`, employer, {
      ids: [first, second],
      status: 'applied',
    })
    expect(legacy.body).toEqual({ updated: 2, status: 'new' })
  })
})

describe('new-applicant notices', () => {
  it('default to a daily digest by email; the settings are validated in both languages', async () => {
    const settings = await stack.call('get', '/api/v1/employer/applicant-notices/', bonus)
    expect(settings.body).toEqual({ frequency: 'daily', channels: ['email'], language: 'ne' })
    const none = await setNotices(employer, { frequency: 'instant', channels: [] })
    expect(none.status).toBe(400)
    expect(none.body).toEqual({ channels: ['This field is required.'] })
    const noneNe = await setNotices(employerNe, { frequency: 'weekly', channels: ['email'] })
    expect(noneNe.status).toBe(400)
    expect(Object.keys(noneNe.body)).toEqual(['frequency'])
    expect(noneNe.body.frequency[0]).not.toMatch(/[a-z]{4}/)
    const seekerTry = await setNotices(seeker, { frequency: 'off', channels: [] })
    expect(seekerTry.status).toBe(403)
  })

  it('at once: one email and one SMS in the employer language, with absolute links, once', async () => {
    // The notices of the applications above (a digest employer's) are done first.
    await settle()
    const saved = await setNotices(employerNe, { frequency: 'instant', channels: ['email', 'sms'] })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ frequency: 'instant', channels: ['email', 'sms'], language: 'ne' })
    const slug = await freshJob('Store keeper for notices')
    const before = emails().length
    const smsBefore = smsTo(EMPLOYER_PHONE).length
    const id = await apply(slug, seeker)
    await settle()
    const sent = emails().slice(0, emails().length - before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.to).toBe(EMPLOYER_EMAIL)
    expect(sent[0]!.subject).toContain('नयाँ आवेदक')
    expect(sent[0]!.text).toContain(`${PUBLIC_URL}/job/${slug}/applications`)
    const sms = smsTo(EMPLOYER_PHONE).slice(0, smsTo(EMPLOYER_PHONE).length - smsBefore)
    expect(sms).toHaveLength(1)
    expect(sms[0]!.text).toContain(`${PUBLIC_URL}/job/${slug}/applications`)
    // The same notice again (a retry, another replica), three at once: nothing more is sent.
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        deliverApplicantNotice(
          stack.demo.demoDb,
          {
            mail: stack.demo.demoMail,
            sms: stack.demo.demoSms,
            publicUrl: PUBLIC_URL,
            key: Buffer.alloc(32),
          },
          stack.demo.log,
          1,
          id,
        ),
      ),
    )
    expect(again).toEqual([0, 0, 0])
    expect(emails().length - before).toBe(1)
  })

  it('daily: nothing at once, then one digest in English naming every new applicant, once', async () => {
    await setNotices(employer, { frequency: 'daily', channels: ['email'] })
    const slug = await freshJob('Store keeper for digest')
    const before = emails().length
    await apply(slug, seeker)
    await apply(slug, referrer)
    await settle()
    expect(emails().length).toBe(before)
    // The 08:00 schedule's work, started three times at once (replicas): one email.
    await Promise.all([1, 2, 3].map(() => stack.demo.alerts!.runApplicantDigests()))
    await settle()
    const sent = emails().slice(0, emails().length - before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toMatch(/new applicants for your jobs/)
    expect(sent[0]!.text).toContain(`${PUBLIC_URL}/en/job/${slug}/applications`)
    expect(sent[0]!.text.match(/Store keeper for digest/g)).toHaveLength(2)
    await stack.demo.alerts!.runApplicantDigests()
    await settle()
    expect(emails().length - before).toBe(1)
  })

  it('off: no notice at all', async () => {
    await setNotices(employer, { frequency: 'off', channels: [] })
    const slug = await freshJob('Store keeper for quiet')
    const before = emails().length
    await apply(slug, seeker)
    await stack.demo.alerts!.runApplicantDigests()
    await settle()
    expect(emails().length).toBe(before)
  })
})
