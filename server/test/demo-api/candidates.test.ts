import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 31: "My candidates", the job seekers an employer unlocked by a paid purchase, and no
 * second purchase of the same person.
 */

let stack: Stack
let employer: string
let other: string
let usernames: string[]
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
  other = await stack.signIn('bonus@jagir.demo')
  const found = await stack.call('get', '/api/v1/jobseeker/search/?page_size=10', employer)
  usernames = (found.body.results as { username: string }[]).map((s) => s.username)
  expect(usernames.length).toBeGreaterThanOrEqual(5)
})
afterAll(async () => {
  await stack.close()
})

/** Puts a hiring package of these seekers in the cart and pays it (or fails it). */
async function buy(cookie: string, seekers: string[], outcome: 'success' | 'failure' = 'success') {
  const pkg = await stack.call('post', '/api/v1/payment/hiring-package/payment-package/', cookie, {
    jobseekers: seekers,
  })
  expect(pkg.status).toBe(201)
  const line = await stack.call('post', '/api/v1/payment/wishlist-item/', cookie, {
    package: pkg.body.package.id,
  })
  expect(line.status).toBe(201)
  const cart = await stack.call('get', '/api/v1/payment/cart/', cookie)
  const paid = await request(stack.bff.server)
    .post('/api/v1/payment/checkout/')
    .set('cookie', cookie)
    .set('x-csrf', '1')
    .set('idempotency-key', cart.body.version)
    .send({ outcome })
  expect(paid.status).toBe(201)
  if (outcome === 'failure') {
    // Leave the cart empty for the next purchase.
    for (const item of (await stack.call('get', '/api/v1/payment/cart/', cookie)).body.items) {
      await stack.call('delete', `/api/v1/payment/wishlist-item/${item.id}/`, cookie)
    }
  }
  return paid.body.order as { id: number; created_at: string }
}

interface Candidate {
  jobseeker: { username: string; full_name: string }
  contact: { email: string; phone_number: string }
  order: { id: number; created_at: string }
  unlocked_at: string
}
const candidates = async (cookie: string, query = '') => {
  const res = await stack.call('get', `/api/v1/employer/candidates/${query}`, cookie)
  expect(res.status).toBe(200)
  return res.body as { count: number; results: Candidate[]; next: string | null }
}

describe('my candidates', () => {
  it('lists only the seekers this employer paid for, newest first, with contacts and the order', async () => {
    expect((await candidates(employer)).count).toBe(0)
    const first = await buy(employer, [usernames[0]!, usernames[1]!])
    // A failed payment unlocks no one.
    await buy(employer, [usernames[2]!], 'failure')
    const second = await buy(employer, [usernames[3]!])
    // Another employer's purchase is theirs alone.
    await buy(other, [usernames[4]!])

    const list = await candidates(employer)
    expect(list.count).toBe(3)
    expect(list.results.map((c) => c.jobseeker.username)).toEqual([
      usernames[3],
      expect.any(String),
      expect.any(String),
    ])
    expect(new Set(list.results.slice(1).map((c) => c.jobseeker.username))).toEqual(
      new Set([usernames[0], usernames[1]]),
    )
    expect(list.results[0]!.order.id).toBe(second.id)
    expect(list.results[1]!.order.id).toBe(first.id)
    for (const candidate of list.results) {
      expect(candidate.contact.email).toMatch(/@/)
      expect(candidate.contact.phone_number).toMatch(/^9\d{9}$/)
      expect(candidate.unlocked_at).toBe(candidate.order.created_at)
    }
    const theirs = await candidates(other)
    expect(theirs.results.map((c) => c.jobseeker.username)).toEqual([usernames[4]])

    // Paged: ten a page by default, `page_size` and `page` as every list.
    const paged = await candidates(employer, '?page_size=2&page=2')
    expect(paged.results).toHaveLength(1)
  })

  it('is for employers only', async () => {
    const seeker = await stack.signIn('seeker@jagir.demo')
    const res = await stack.call('get', '/api/v1/employer/candidates/', seeker)
    expect(res.status).toBe(403)
    expect((await stack.call('get', '/api/v1/employer/candidates/')).status).toBe(401)
  })

  it('an unlocked profile says when and shows the contacts; search marks it unlocked', async () => {
    const profile = await stack.call('get', `/api/v1/jobseeker/profile/${usernames[0]}/`, employer)
    expect(profile.body.unlocked).toMatchObject({ order_id: expect.any(Number) })
    expect(profile.body.contact.email).toMatch(/@/)
    const notYet = await stack.call('get', `/api/v1/jobseeker/profile/${usernames[2]}/`, employer)
    expect(notYet.body.unlocked).toBeNull()
    expect(notYet.body.contact).toBeNull()
    const search = await stack.call('get', '/api/v1/jobseeker/search/?page_size=10', employer)
    const byName = new Map(
      (search.body.results as { username: string; unlocked_at: string | null }[]).map((s) => [
        s.username,
        s.unlocked_at,
      ]),
    )
    expect(byName.get(usernames[0]!)).toEqual(expect.any(String))
    expect(byName.get(usernames[2]!)).toBeNull()
  })

  it('refuses to shortlist or package an unlocked seeker again, in both languages', async () => {
    const en = await stack.call('post', '/api/v1/payment/hiring-package/jobseekers', employer, {
      username: usernames[0],
    })
    expect(en.status).toBe(400)
    expect(en.body.username[0]).toContain('already unlocked')
    const employerNe = await stack.signIn('employer@jagir.demo', 'ne')
    const ne = await stack.call('post', '/api/v1/payment/hiring-package/jobseekers', employerNe, {
      username: usernames[0],
    })
    expect(ne.status).toBe(400)
    expect(ne.body.username[0]).toContain('पहिले नै खोलिसक्नुभएको')
    const pkg = await stack.call(
      'post',
      '/api/v1/payment/hiring-package/payment-package/',
      employer,
      { jobseekers: [usernames[2], usernames[1]] },
    )
    expect(pkg.status).toBe(400)
    expect(pkg.body.jobseekers).toHaveLength(1)
    expect(pkg.body.jobseekers[0]).toContain(usernames[1])
    // Someone not unlocked is shortlisted as before.
    const fine = await stack.call('post', '/api/v1/payment/hiring-package/jobseekers', employer, {
      username: usernames[2],
    })
    expect(fine.status).toBe(201)
  })
})
