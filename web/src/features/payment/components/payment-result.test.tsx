import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Order } from '@jagir/shared/schemas/cart'
import { buildEmployer } from '../../../testing/factories'
import { currentPath, renderApp } from '../../../testing/render-app'

const ORDER: Order = {
  id: 5,
  status: 'paid',
  subtotal: 6000,
  vat: 780,
  total: 6780,
  currency: 'NRs',
  created_at: '2026-11-24T10:00:00Z',
  reference: 'DEMO-5-ABCD',
  failure_reason: null,
  items: [
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
}

describe('the payment result pages', () => {
  it('success reads the order by its id (a reload pays nothing) and offers the next steps', async () => {
    const { calls } = await renderApp('/en/payment/success?order=5', {
      user: buildEmployer(),
      routes: { 'GET /api/v1/payment/orders/5/': { body: ORDER } },
    })
    expect((await screen.findByTestId('order-number')).textContent).toBe('Order number 5')
    expect(screen.getByText('Basic × 3: 3 job posts, NPR 6,000')).toBeDefined()
    expect(screen.getByTestId('cart-total').textContent).toBe('NPR 6,780')
    expect(
      screen
        .getByRole('link', { name: 'View your candidates and their contacts' })
        .getAttribute('href'),
    ).toBe('/en/employer/profile/me?tab=candidates')
    expect(screen.getByRole('link', { name: 'Tax invoice' }).getAttribute('href')).toBe(
      '/en/payment/invoice/5',
    )
    expect(screen.getByRole('main').querySelector('[data-testid="post-job"]')).not.toBeNull()
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('a gateway payment not yet confirmed shows pending, is read again, and turns paid by itself', async () => {
    let status: Order['status'] = 'pending'
    await renderApp('/payment/success?order=5', {
      user: buildEmployer(),
      routes: {
        'GET /api/v1/payment/orders/5/': () => ({
          body: { ...ORDER, status, method: 'esewa', reference: null },
        }),
      },
    })
    expect(
      (
        await screen.findByRole('heading', {
          level: 1,
          name: 'भुक्तानी सेवाले तपाईंको भुक्तानी पुष्टि गर्ने प्रतीक्षामा छौँ',
        })
      ).textContent,
    ).toBeTruthy()
    expect(screen.getByTestId('payment-pending').textContent).toMatch(/फेरि भुक्तानी गर्नु पर्दैन/)
    // No next steps, no invoice while it waits.
    expect(screen.queryByRole('link', { name: 'कर बीजक' })).toBeNull()
    status = 'paid'
    await screen.findByRole(
      'heading',
      { level: 1, name: 'धन्यवाद, तपाईंको भुक्तानी सफल भयो' },
      { timeout: 6000 },
    )
    expect(screen.queryByTestId('payment-pending')).toBeNull()
  })

  it('an answer the server could not verify: the failure page says nothing was credited', async () => {
    await renderApp('/en/payment/failure?reason=unverified', { user: buildEmployer(), routes: {} })
    expect((await screen.findByTestId('failure-reason')).textContent).toBe(
      "The payment service's answer could not be verified, so nothing was credited.",
    )
    expect(screen.queryByText('Nothing was charged. Your cart is kept as it was.')).toBeNull()
  })

  it('in Nepali, the order number and amounts in Devanagari', async () => {
    await renderApp('/payment/success?order=5', {
      user: buildEmployer(),
      routes: { 'GET /api/v1/payment/orders/5/': { body: ORDER } },
    })
    expect((await screen.findByTestId('order-number')).textContent).toBe('अर्डर नम्बर ५')
    expect(screen.getByTestId('cart-total').textContent).toBe('रु. ६,७८०')
  })

  it('a failed order under the success address moves to the failure page, which says why', async () => {
    const failed = { ...ORDER, status: 'failed', failure_reason: 'The payment was declined.' }
    const { router } = await renderApp('/en/payment/success?order=5', {
      user: buildEmployer(),
      routes: { 'GET /api/v1/payment/orders/5/': { body: failed } },
    })
    await waitFor(() => expect(currentPath(router)).toBe('/en/payment/failure?order=5'))
    expect((await screen.findByTestId('failure-reason')).textContent).toBe(
      'The payment was declined.',
    )
    expect(screen.getByText('Nothing was charged. Your cart is kept as it was.')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/en/payment/cart-summary',
    )
  })

  it('an unknown order says so', async () => {
    await renderApp('/en/payment/success?order=99', {
      user: buildEmployer(),
      routes: { 'GET /api/v1/payment/orders/99/': { status: 404, body: { detail: 'Not found.' } } },
    })
    expect(await screen.findByText('This order was not found among your orders.')).toBeDefined()
  })

  it('a visitor is asked to sign in, and nothing is read', async () => {
    const { calls } = await renderApp('/en/payment/success?order=5')
    expect(
      await screen.findByText('Sign in with the employer account that paid to see this order.'),
    ).toBeDefined()
    expect(calls.filter((call) => call.path.startsWith('/api/v1/payment/'))).toEqual([])
  })
})
