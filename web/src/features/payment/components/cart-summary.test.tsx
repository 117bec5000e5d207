import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Cart } from '@jagir/shared/schemas/cart'
import { buildEmployer } from '../../../testing/factories'
import type { FakeAnswer } from '../../../testing/fake-api'
import { currentPath, renderApp } from '../../../testing/render-app'

/** A cart with a hiring package of two job seekers and three Basic job post packages. */
function buildCart(overrides: Partial<Cart> = {}): Cart {
  return {
    items: [
      {
        id: 11,
        kind: 'hiring_package',
        package: 41,
        job_price_setting: null,
        jobseekers: [
          { username: 'sita-sharma', full_name: 'Sita Sharma', headline: 'Accountant' },
          { username: 'hari-adhikari', full_name: 'Hari Adhikari', headline: 'Driver' },
        ],
        quantity: 1,
        price: 1000,
      },
      {
        id: 12,
        kind: 'job_posts',
        package: null,
        job_price_setting: { id: 1, name: 'Basic', job_posts: 1, price: 2000 },
        jobseekers: [],
        quantity: 3,
        price: 6000,
      },
    ],
    subtotal: 7000,
    vat: 910,
    vat_rate: 13,
    total: 7910,
    currency: 'NRs',
    version: 'v1',
    ...overrides,
  }
}

const CART = 'GET /api/v1/payment/cart/'

async function openCart(path: string, routes: Record<string, FakeAnswer>) {
  const app = await renderApp(path, {
    user: buildEmployer(),
    routes: { [CART]: { body: buildCart() }, ...routes },
  })
  await screen.findByRole('heading', { level: 1, name: /Your cart|तपाईंको कार्ट/ })
  await screen.findAllByTestId('cart-line')
  return app
}
const lineOf = (name: string) =>
  screen.getAllByTestId('cart-line').find((line) => within(line).queryByText(name))!

describe('the cart summary', () => {
  it('lists the package with its job seekers, the job posts, and the provider’s totals', async () => {
    await openCart('/en/payment/cart-summary', {})
    const pkg = lineOf('Hiring package')
    expect(within(pkg).getByText('Contact details of these job seekers (2)')).toBeDefined()
    expect(within(pkg).getByRole('link', { name: 'Sita Sharma' }).getAttribute('href')).toBe(
      '/en/jobseeker/profile/sita-sharma',
    )
    expect(within(pkg).getByRole('link', { name: 'Hari Adhikari' })).toBeDefined()
    const posts = lineOf('Basic')
    expect(within(posts).getByText('1 job post a package, NPR 2,000 each')).toBeDefined()
    expect(
      (within(posts).getByLabelText('How many packages of Basic') as HTMLInputElement).value,
    ).toBe('3')
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('NPR 7,000')
    expect(screen.getByTestId('cart-vat').textContent).toBe('NPR 910')
    expect(screen.getByTestId('cart-total').textContent).toBe('NPR 7,910')
    expect(screen.getByText('VAT (13%)')).toBeDefined()
  })

  it('in Nepali, amounts have Devanagari digits', async () => {
    await openCart('/payment/cart-summary', {})
    expect(screen.getByTestId('cart-total').textContent).toBe('रु. ७,९१०')
    expect(screen.getByText('भ्याट (१३%)')).toBeDefined()
  })

  it('quantity 101 or 0: the field says why, nothing is sent, what was typed stays', async () => {
    const { calls } = await openCart('/en/payment/cart-summary', {})
    const field = within(lineOf('Basic')).getByLabelText('How many packages of Basic')
    await userEvent.clear(field)
    await userEvent.type(field, '101')
    await userEvent.click(within(lineOf('Basic')).getByRole('button', { name: 'Update' }))
    expect(await within(lineOf('Basic')).findByText('It must be 100 or less.')).toBeDefined()
    expect((field as HTMLInputElement).value).toBe('101')
    await userEvent.clear(field)
    await userEvent.type(field, '0')
    await userEvent.click(within(lineOf('Basic')).getByRole('button', { name: 'Update' }))
    expect(await within(lineOf('Basic')).findByText('It must be 1 or more.')).toBeDefined()
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])
  })

  it('in Nepali, the same field error is in Nepali', async () => {
    await openCart('/payment/cart-summary', {})
    const field = within(lineOf('Basic')).getByLabelText('Basic: कति प्याकेज')
    await userEvent.clear(field)
    await userEvent.type(field, '101')
    await userEvent.click(within(lineOf('Basic')).getByRole('button', { name: 'अद्यावधिक गर्नुहोस्' }))
    expect(await within(lineOf('Basic')).findByText('यो १०० वा सोभन्दा कम हुनुपर्छ।')).toBeDefined()
  })

  it('a new quantity is sent alone (no amount) and the cart is read again', async () => {
    let cart = buildCart()
    const { calls } = await openCart('/en/payment/cart-summary', {
      [CART]: () => ({ body: cart }),
      'PATCH /api/v1/payment/wishlist-item/12/': () => {
        cart = buildCart({ subtotal: 11000, vat: 1430, total: 12430, version: 'v2' })
        cart.items[1] = { ...cart.items[1]!, quantity: 5, price: 10000 }
        return { body: cart.items[1] }
      },
    })
    const field = within(lineOf('Basic')).getByLabelText('How many packages of Basic')
    await userEvent.clear(field)
    await userEvent.type(field, '5')
    await userEvent.click(within(lineOf('Basic')).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('NPR 12,430'))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ quantity: 5 })
  })

  it('a line that no longer exists: a message, and the cart as it is now', async () => {
    let cart = buildCart()
    await openCart('/en/payment/cart-summary', {
      [CART]: () => ({ body: cart }),
      'DELETE /api/v1/payment/wishlist-item/11/': () => {
        cart = buildCart({ subtotal: 6000, vat: 780, total: 6780, version: 'v3' })
        cart.items.splice(0, 1)
        return { status: 404, body: { detail: 'Not found.' } }
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Remove Hiring package' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That item is no longer in your cart. Here is your cart as it is now.',
    )
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1))
    expect(screen.getByTestId('cart-total').textContent).toBe('NPR 6,780')
  })

  it('Pay sends the cart version as the idempotency key, no amount, once however often clicked', async () => {
    let release: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (release = resolve))
    const { calls, router } = await openCart('/en/payment/cart-summary', {
      'POST /api/v1/payment/checkout/': () => ({
        status: 201,
        body: { order: { id: 5, status: 'paid' }, redirect: '/payment/success?order=5' },
      }),
    })
    const pay = screen.getByRole('button', { name: 'Pay' })
    // Hold the answer: the button stays disabled while paying.
    const fetchNow = globalThis.fetch
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await answered
      return fetchNow(...args)
    }) as typeof fetch
    await userEvent.click(pay)
    await userEvent.click(pay)
    expect((pay as HTMLButtonElement).disabled).toBe(true)
    release()
    await waitFor(() => expect(currentPath(router)).toBe('/en/payment/success?order=5'))
    const checkouts = calls.filter((call) => call.path === '/api/v1/payment/checkout/')
    expect(checkouts).toHaveLength(1)
    expect(checkouts[0]!.headers['idempotency-key']).toBe('v1')
    expect(checkouts[0]!.body).toEqual({})
  })

  it('once paid, the bought job seekers leave the shortlist kept in the browser', async () => {
    localStorage.setItem(
      'jagir.shortlist',
      JSON.stringify([{ username: 'sita-sharma' }, { username: 'maya-gurung' }]),
    )
    const paid = { id: 6, status: 'paid', items: buildCart().items }
    const { router } = await openCart('/en/payment/cart-summary', {
      'POST /api/v1/payment/checkout/': {
        status: 201,
        body: { order: paid, redirect: '/payment/success?order=6' },
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(currentPath(router)).toBe('/en/payment/success?order=6'))
    expect(JSON.parse(localStorage.getItem('jagir.shortlist')!)).toEqual([
      { username: 'maya-gurung' },
    ])
    localStorage.clear()
  })

  it('a refused checkout (the cart changed) says why and reads the cart again', async () => {
    const { calls } = await openCart('/en/payment/cart-summary', {
      'POST /api/v1/payment/checkout/': {
        status: 400,
        body: {
          non_field_errors: ['Your cart changed since you opened it. Check it and pay again.'],
        },
      },
    })
    const reads = () => calls.filter((call) => call.path === '/api/v1/payment/cart/').length
    const before = reads()
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cart changed since you opened it. Check it and pay again.',
    )
    await waitFor(() => expect(reads()).toBeGreaterThan(before))
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('with gateways configured: the cart offers them (eSewa first), and Pay sends the method chosen', async () => {
    const { calls } = await openCart('/payment/cart-summary', {
      'GET /api/v1/payment/methods/': { body: { methods: ['esewa', 'khalti'] } },
      'POST /api/v1/payment/checkout/': {
        status: 503,
        body: { detail: 'खल्ती ले अहिले जवाफ दिइरहेको छैन। कुनै रकम काटिएको छैन।' },
      },
    })
    const methods = await screen.findByRole('group', { name: 'कसरी भुक्तानी गर्न चाहनुहुन्छ?' })
    const esewa = within(methods).getByRole('radio', { name: 'इसेवा' }) as HTMLInputElement
    const khalti = within(methods).getByRole('radio', { name: 'खल्ती' }) as HTMLInputElement
    expect(esewa.checked).toBe(true)
    await userEvent.click(khalti)
    await userEvent.click(screen.getByRole('button', { name: 'भुक्तानी गर्नुहोस्' }))
    // Khalti not answering: its words in the cart, nothing lost, Pay works again.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'खल्ती ले अहिले जवाफ दिइरहेको छैन। कुनै रकम काटिएको छैन।',
    )
    const checkout = calls.find((call) => call.path === '/api/v1/payment/checkout/')!
    expect(checkout.body).toEqual({ method: 'khalti' })
    expect(khalti.checked).toBe(true)
    expect(
      (screen.getByRole('button', { name: 'भुक्तानी गर्नुहोस्' }) as HTMLButtonElement).disabled,
    ).toBe(false)
  })

  it('without gateways (the demo gateway) no choice is shown', async () => {
    await openCart('/en/payment/cart-summary', {
      'GET /api/v1/payment/methods/': { body: { methods: ['demo'] } },
    })
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).toBeNull()
  })

  it('an empty cart offers the packages', async () => {
    await renderApp('/en/payment/cart-summary', {
      user: buildEmployer(),
      routes: { [CART]: { body: buildCart({ items: [], subtotal: 0, vat: 0, total: 0 }) } },
    })
    expect(await screen.findByText('Your cart is empty.')).toBeDefined()
    expect(screen.getByRole('link', { name: 'See job post packages' }).getAttribute('href')).toBe(
      '/en/pricing',
    )
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
  })
})
