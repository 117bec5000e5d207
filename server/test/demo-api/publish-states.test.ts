import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 26, finding 6: `POST /job/{slug}/publish/` publishes a draft and renews an expired job,
 * and nothing else: a job the moderators denied stays denied (403), a pending or live one is
 * refused (409), each with a message in the request's language.
 */

let stack: Stack
let employer: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

/** The slug of the demo employer's first job in a tab (the seed has one of each status). */
const slugIn = async (status: string): Promise<string> => {
  const page = await stack.call('get', `/api/v1/employer/jobs/?status=${status}`, employer)
  return page.body.results[0].slug as string
}
const publish = (slug: string, cookie = employer) =>
  stack.call('post', `/api/v1/job/${slug}/publish/`, cookie)
const statusOf = (slug: string) =>
  stack.demo.demoDb
    .selectFrom('jobs')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()

describe('publishing', () => {
  it('refuses a denied job with 403 in both languages; it stays denied and out of search', async () => {
    const slug = await slugIn('denied')
    const before = await statusOf(slug)
    const refused = await publish(slug)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      detail: 'This job was denied by our review team and cannot be published. Please contact us.',
    })
    const refusedNe = await publish(slug, employer.replace('locale=en', 'locale=ne'))
    expect(refusedNe.status).toBe(403)
    expect(refusedNe.body).toEqual({
      detail:
        'यो जागिर हाम्रो समीक्षा टोलीले अस्वीकार गरेकाले प्रकाशित गर्न सकिँदैन। कृपया हामीलाई सम्पर्क गर्नुहोस्।',
    })
    const job = await statusOf(slug)
    expect(job).toEqual(before)
    expect(job.status).toBe('denied')
    expect(await slugIn('denied')).toBe(slug)
    // Visitors neither find it nor open it.
    const search = await stack.call('get', `/api/v1/job/search/?search=${job.title_en}`)
    expect(search.body.results.map((j: { slug: string }) => j.slug)).not.toContain(slug)
    expect((await stack.call('get', `/api/v1/job/${slug}/`)).status).toBe(404)
  })

  it('refuses a pending job and a live one with 409, changing nothing', async () => {
    const pending = await slugIn('pending')
    const waiting = await publish(pending)
    expect(waiting.status).toBe(409)
    expect(waiting.body).toEqual({
      detail: 'This job is waiting for review and cannot be published yet.',
    })
    expect((await statusOf(pending)).status).toBe('pending')

    const active = await slugIn('active')
    const before = await statusOf(active)
    const live = await publish(active)
    expect(live.status).toBe(409)
    expect(live.body).toEqual({ detail: 'This job is already published.' })
    expect(await statusOf(active)).toEqual(before)
  })

  it('publishes a draft, and renews an expired job for 30 more days', async () => {
    const draft = await slugIn('draft')
    // Searches' counts are kept a few seconds, but a write here forgets them: the job published
    // is counted by the very next search.
    const openJobs = async () => (await stack.call('get', '/api/v1/job/search/')).body.count
    const before = await openJobs()
    const published = await publish(draft)
    expect(published.status).toBe(200)
    expect(published.body.status).toBe('active')
    expect(await openJobs()).toBe(before + 1)

    const expired = await slugIn('expired')
    const renewed = await publish(expired)
    expect(renewed.status).toBe(200)
    expect(renewed.body.status).toBe('active')
    expect(Date.parse((await statusOf(expired)).deadline)).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    )
  })
})
