import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildBasicInfo } from './factories.js'
import { startStack, type Stack } from './stack.js'

/**
 * Issue 26, finding 2: a hidden job seeker profile is, to an employer the seeker did not apply
 * to, a profile that does not exist: not read by username or by id, not shortlisted, not put
 * in a hiring package, not bought. The employer the seeker applied to does see it.
 */

let stack: Stack
/** employer@jagir.demo: the seeker applies to one of its jobs below. */
let employer: string
/** bonus@jagir.demo: never applied to. */
let other: string
/** onboarding@jagir.demo, whose profile `anjali-karki` (id 1) is hidden. */
let hidden: string
const HIDDEN = 'anjali-karki'

beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
  other = await stack.signIn('bonus@jagir.demo')
  hidden = await stack.signIn('onboarding@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

const store = () => stack.demo.demoStore.state
const profile = (name: string, cookie: string) =>
  stack.call('get', `/api/v1/jobseeker/profile/${name}/`, cookie)
const inNepali = (cookie: string) => cookie.replace('locale=en', 'locale=ne')
const db = () => stack.demo.demoDb
const viewsOfHidden = async () =>
  (await db().selectFrom('profile_views').select('id').where('seeker', '=', 4).execute()).length
const setPublic = (is_public: boolean) =>
  stack.call('patch', '/api/v1/jobseeker/me/', hidden, { is_public })

describe('a hidden profile, to an employer it did not apply to', () => {
  it('answers 404 by username and by profile id, the same as an unknown username', async () => {
    const views = await viewsOfHidden()
    for (const cookie of [other, inNepali(other)]) {
      const unknown = await profile('no-such-seeker-q7w2e9', cookie)
      expect(unknown.status).toBe(404)
      const byName = await profile(HIDDEN, cookie)
      expect(byName.status).toBe(404)
      expect(byName.body).toEqual(unknown.body)
      const byId = await profile('1', cookie)
      expect(byId.status).toBe(404)
      expect(byId.body).toEqual(unknown.body)
    }
    expect(await viewsOfHidden()).toBe(views)
  })

  it('reads no profile by its numeric id, public ones included', async () => {
    const sita = await db()
      .selectFrom('jobseekers')
      .select('id')
      .where('username', '=', 'sita-sharma')
      .executeTakeFirstOrThrow()
    expect((await profile('sita-sharma', other)).status).toBe(200)
    expect((await profile(String(sita.id), other)).status).toBe(404)
  })

  it('is not listed in search or counted in insights', async () => {
    const found = await stack.call('get', '/api/v1/jobseeker/search/?search=Anjali', other)
    expect(found.body.count).toBe(0)
    const insights = await stack.call('get', '/api/v1/jobseeker/insights/', other)
    const publicCount = (
      await db().selectFrom('jobseekers').select('id').where('is_public', '=', true).execute()
    ).length
    expect(insights.body.total).toBe(publicCount)
  })

  it('cannot be shortlisted or put in a hiring package: refused as an unknown seeker', async () => {
    const added = await stack.call('post', '/api/v1/payment/hiring-package/jobseekers', other, {
      username: HIDDEN,
    })
    expect(added.status).toBe(400)
    expect(added.body).toEqual({ username: [`Job seeker "${HIDDEN}" does not exist.`] })
    const addedNe = await stack.call(
      'post',
      '/api/v1/payment/hiring-package/jobseekers',
      inNepali(other),
      { username: HIDDEN },
    )
    expect(addedNe.body).toEqual({ username: [`जागिर खोज्ने "${HIDDEN}" फेला परेन।`] })
    const byId = await stack.call('post', '/api/v1/payment/hiring-package/jobseekers', other, {
      username: '1',
    })
    expect(byId.status).toBe(400)
    const shortlist = await stack.call('get', '/api/v1/payment/hiring-package/jobseekers', other)
    expect(shortlist.body.hiring_package).toEqual([])

    const packages = store().hiring_packages.length
    const pkg = await stack.call('post', '/api/v1/payment/hiring-package/payment-package/', other, {
      jobseekers: [HIDDEN],
    })
    expect(pkg.status).toBe(400)
    expect(pkg.body).toEqual({ jobseekers: [`Job seeker "${HIDDEN}" does not exist.`] })
    expect(store().hiring_packages.length).toBe(packages)
  })

  it('cannot be bought after hiding once in a package: the checkout refuses, nothing is charged', async () => {
    // Public for a while: shortlisted, packaged, put in the cart; then hidden again.
    expect((await setPublic(true)).status).toBe(200)
    const added = await stack.call('post', '/api/v1/payment/hiring-package/jobseekers', other, {
      username: HIDDEN,
    })
    expect(added.status).toBe(201)
    const pkg = await stack.call(
      'post',
      '/api/v1/payment/hiring-package/payment-package/',
      other,
      {},
    )
    expect(pkg.status).toBe(201)
    const line = await stack.call('post', '/api/v1/payment/wishlist-item/', other, {
      package: pkg.body.package.id,
    })
    expect(line.status).toBe(201)
    expect((await setPublic(false)).status).toBe(200)

    const cart = await stack.call('get', '/api/v1/payment/cart/', other)
    expect(cart.body.items[0].jobseekers).toEqual([])
    const orders = store().orders.length
    const checkout = (locale: string) =>
      request(stack.bff.server)
        .post('/api/v1/payment/checkout/')
        .set(
          'cookie',
          other.replace('locale=en', () => `locale=${locale}`),
        )
        .set('x-csrf', '1')
        .set('idempotency-key', cart.body.version)
        .send({})
    const refused = await checkout('en')
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      non_field_errors: [
        'A job seeker in this hiring package is no longer available. Remove the package from your cart and make a new one from your shortlist.',
      ],
    })
    const refusedNe = await checkout('ne')
    expect(refusedNe.status).toBe(400)
    expect(refusedNe.body.non_field_errors[0]).toContain('अब उपलब्ध हुनुहुन्न')
    expect(store().orders.length).toBe(orders)
    expect(
      store().hiring_packages.some(
        (p) => p.employer === 2 && p.status === 'paid' && p.entries.some((e) => e.seeker === 4),
      ),
    ).toBe(false)
    // Nor can the same package go into the cart again.
    await stack.call('delete', `/api/v1/payment/wishlist-item/${line.body.id}/`, other)
    const again = await stack.call('post', '/api/v1/payment/wishlist-item/', other, {
      package: pkg.body.package.id,
    })
    expect(again.status).toBe(400)
    expect((await profile(HIDDEN, other)).status).toBe(404)
  })
})

describe('a hidden profile, to an employer it applied to', () => {
  it('is read whole and counted as a view, shortlisted, and still out of search', async () => {
    const created = await stack.call(
      'post',
      '/api/v1/job/basic-info-new/',
      employer,
      // No description: the BFF's sanitizer (a worker with a deadline) is not this test's subject.
      buildBasicInfo({ title: 'Hidden applicant desk', description: undefined }),
    )
    expect(created.status).toBe(201)
    const slug = created.body.slug as string
    expect((await stack.call('post', `/api/v1/job/${slug}/publish/`, employer)).status).toBe(200)
    const applied = await stack.call('post', `/api/v1/job/${slug}/apply/`, hidden, { answers: [] })
    expect(applied.status).toBe(201)

    const views = await viewsOfHidden()
    const read = await profile(HIDDEN, employer)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ username: HIDDEN, is_public: false, is_limited: false })
    expect(await viewsOfHidden()).toBe(views + 1)
    const added = await stack.call('post', '/api/v1/payment/hiring-package/jobseekers', employer, {
      username: HIDDEN,
    })
    expect(added.status).toBe(201)
    const found = await stack.call('get', '/api/v1/jobseeker/search/?search=Anjali', employer)
    expect(found.body.count).toBe(0)

    // Another employer still gets the unknown seeker's answer.
    expect((await profile(HIDDEN, other)).status).toBe(404)
  })
})

describe('usernames', () => {
  it('carry a random part, not a counter, for seeded job seekers', () => {
    const seeded = store().users.filter((u) => u.id > 6 && u.jobseeker)
    expect(seeded.length).toBe(40)
    for (const user of seeded) {
      expect(user.jobseeker!.username).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-[a-z0-9]{6}$/)
      expect(user.jobseeker!.username).not.toMatch(new RegExp(`-${user.jobseeker!.id}$`))
    }
    expect(new Set(seeded.map((u) => u.jobseeker!.username)).size).toBe(40)
  })
})
