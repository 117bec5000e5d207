import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

let stack: Stack
let employer: string
beforeAll(async () => {
  stack = await startStack()
  employer = await stack.signIn('employer@jagir.demo')
})
afterAll(async () => {
  await stack.close()
})

const shortlist = async () =>
  (await stack.call('get', '/api/v1/payment/hiring-package/jobseekers', employer)).body
    .hiring_package as { jobseeker: { username: string } }[]

describe('pricing', () => {
  it('lists the packages to anyone, in both languages', async () => {
    const en = await stack.call('get', '/api/v1/payment/pricing/')
    expect(en.body.results).toHaveLength(3)
    expect(en.body.results[0]).toMatchObject({
      id: 1,
      name: 'Basic',
      price: 2000,
      currency: 'NRs',
      job_posts: 1,
    })
    expect(
      (await stack.call('get', '/api/v1/payment/pricing/', 'locale=ne')).body.results[0].name,
    ).toBe('आधारभूत')
    expect((await stack.call('get', '/api/v1/payment/pricing/hiring-package/')).body).toEqual({
      price_per_jobseeker: 500,
      currency: 'NRs',
    })
  })
})

describe('shortlist (hiring package)', () => {
  it('answers the seeded shortlist, adds, removes and clears', async () => {
    expect(await shortlist()).toHaveLength(2)
    const added = await stack.call('post', '/api/v1/payment/hiring-package/jobseekers', employer, {
      username: 'sita-sharma',
    })
    expect(added.status).toBe(201)
    expect((await shortlist()).map((e) => e.jobseeker.username)).toContain('sita-sharma')
    expect(
      (
        await stack.call(
          'delete',
          '/api/v1/payment/hiring-package/jobseekers/sita-sharma',
          employer,
        )
      ).status,
    ).toBe(204)
    expect(
      (
        await stack.call(
          'delete',
          '/api/v1/payment/hiring-package/jobseekers/sita-sharma',
          employer,
        )
      ).status,
    ).toBe(404)
    const unknown = await stack.call(
      'post',
      '/api/v1/payment/hiring-package/jobseekers',
      employer,
      { username: 'ghost' },
    )
    expect(unknown.body).toEqual({ username: ['Job seeker "ghost" does not exist.'] })
    const cleared = await stack.call('post', '/api/v1/payment/hiring-package/clear/', employer)
    expect(cleared.status).toBe(200)
    expect(await shortlist()).toHaveLength(0)
  })

  it('is made once, on the first shortlisting, even by two at once; reading it makes none', async () => {
    const bonus = await stack.signIn('bonus@jagir.demo')
    const open = () =>
      stack.demo.demoDb
        .selectFrom('hiring_packages')
        .innerJoin('users', 'users.id', 'hiring_packages.employer')
        .select('hiring_packages.id')
        .where('users.email', '=', 'bonus@jagir.demo')
        .where('hiring_packages.status', '=', 'open')
        .execute()
    const read = () => stack.call('get', '/api/v1/payment/hiring-package/jobseekers', bonus)
    expect((await read()).body).toEqual({ hiring_package: [] })
    expect(await open()).toEqual([])
    const added = await Promise.all(
      ['sita-sharma', 'hari-adhikari'].map((username) =>
        stack.call('post', '/api/v1/payment/hiring-package/jobseekers', bonus, { username }),
      ),
    )
    expect(added.map((res) => res.status)).toEqual([201, 201])
    expect(await open()).toHaveLength(1)
    const names = (await read()).body.hiring_package.map(
      (e: { jobseeker: { username: string } }) => e.jobseeker.username,
    )
    expect(names.sort()).toEqual(['hari-adhikari', 'sita-sharma'])
  })

  it('is for employers only', async () => {
    const seeker = await stack.signIn('seeker@jagir.demo')
    expect(
      (await stack.call('get', '/api/v1/payment/hiring-package/jobseekers', seeker)).status,
    ).toBe(403)
    expect((await stack.call('post', '/api/v1/payment/hiring-package/clear/')).status).toBe(401)
  })
})

describe('buying', () => {
  it('Buy Now: payment package, wishlist item, cart, paid checkout unlocks the contacts', async () => {
    const empty = await stack.call(
      'post',
      '/api/v1/payment/hiring-package/payment-package/',
      employer,
      { jobseekers: [] },
    )
    expect(empty.body).toEqual({ non_field_errors: ['Shortlist at least one job seeker.'] })
    const pkg = await stack.call(
      'post',
      '/api/v1/payment/hiring-package/payment-package/',
      employer,
      { jobseekers: ['sita-sharma', 'hari-adhikari'] },
    )
    expect(pkg.status).toBe(201)
    expect(pkg.body.package).toMatchObject({
      id: expect.any(Number),
      jobseekers_count: 2,
      price: 1000,
    })
    const line = await stack.call('post', '/api/v1/payment/wishlist-item/', employer, {
      package: pkg.body.package.id,
    })
    expect(line.status).toBe(201)
    const posts = await stack.call('post', '/api/v1/payment/wishlist-item/', employer, {
      job_price_setting: 2,
      quantity: 1,
    })
    expect(posts.body).toMatchObject({ kind: 'job_posts', price: 8500 })
    const cart = await stack.call('get', '/api/v1/payment/cart/', employer)
    // Prices are before VAT; Nepal's 13 % is added apart.
    expect(cart.body).toMatchObject({
      subtotal: 9500,
      vat: 1235,
      vat_rate: 13,
      total: 10735,
      currency: 'NRs',
    })
    expect(cart.body.items).toHaveLength(2)

    const failed = await stack.call('post', '/api/v1/payment/checkout/', employer, {
      outcome: 'failure',
    })
    expect(failed.body).toMatchObject({
      order: { status: 'failed' },
      redirect: expect.stringMatching(/^\/payment\/failure\?order=\d+$/),
    })
    expect((await stack.call('get', '/api/v1/payment/cart/', employer)).body.items).toHaveLength(2)

    const paid = await stack.call('post', '/api/v1/payment/checkout/', employer, {
      outcome: 'success',
    })
    expect(paid.status).toBe(201)
    expect(paid.body.redirect).toMatch(/^\/payment\/success\?order=\d+$/)
    expect(
      (await stack.call('get', `/api/v1/payment/orders/${paid.body.order.id}/`, employer)).body
        .status,
    ).toBe('paid')
    expect((await stack.call('get', '/api/v1/payment/cart/', employer)).body.items).toHaveLength(0)
    const profile = await stack.call('get', '/api/v1/jobseeker/profile/sita-sharma/', employer)
    expect(profile.body.contact).toEqual({
      email: 'seeker@jagir.demo',
      phone_number: '9800000005',
      alternate_phone: '',
    })
    const overview = await stack.call('get', '/api/v1/employer/overview/', employer)
    expect(overview.body.job_posts_left.purchased).toBe(30)
  })

  it("refuses unknown packages, empty carts and other people's orders", async () => {
    const bonus = await stack.signIn('bonus@jagir.demo')
    expect(
      (await stack.call('post', '/api/v1/payment/wishlist-item/', bonus, { package: 1 })).body,
    ).toEqual({ package: ['Invalid pk "1" - object does not exist.'] })
    expect(
      (await stack.call('post', '/api/v1/payment/wishlist-item/', bonus, { job_price_setting: 9 }))
        .status,
    ).toBe(400)
    expect((await stack.call('post', '/api/v1/payment/checkout/', bonus, {})).body).toEqual({
      non_field_errors: ['Your cart is empty.'],
    })
    expect((await stack.call('get', '/api/v1/payment/orders/1/', bonus)).status).toBe(404)
    expect((await stack.call('delete', '/api/v1/payment/wishlist-item/999/', bonus)).status).toBe(
      404,
    )
  })
})
