import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../../../testing/factories'
import { currentPath, renderApp } from '../../../testing/render-app'
import { signInRoutes, signInThroughDialog } from '../../../testing/sign-in-dialog'

const PACKAGES = {
  'GET /api/v1/payment/pricing/?page_size=100': {
    body: {
      count: 2,
      results: [
        {
          id: 1,
          name: 'Basic',
          description: 'One job post.',
          price: 2000,
          currency: 'NRs',
          job_posts: 1,
          duration_days: 30,
          features: ['Listed for 30 days'],
        },
        {
          id: 2,
          name: 'Standard',
          description: 'Five job posts.',
          price: 8500,
          currency: 'NRs',
          job_posts: 5,
          duration_days: 45,
          features: [],
        },
      ],
    },
  },
  'GET /api/v1/payment/pricing/hiring-package/': {
    body: { price_per_jobseeker: 500, currency: 'NRs' },
  },
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('article')!

describe('the pricing page', () => {
  it('shows each package before VAT, and what a quantity costs with 13% VAT apart', async () => {
    await renderApp('/en/pricing', { routes: PACKAGES })
    const basic = await card('Basic')
    expect(within(basic).getByText('NPR 2,000')).toBeDefined()
    expect(within(basic).getByText('per package, before 13% VAT')).toBeDefined()
    const field = within(basic).getByLabelText('How many packages')
    await userEvent.clear(field)
    await userEvent.type(field, '3')
    expect(within(basic).getByText('NPR 6,000 + VAT NPR 780 = NPR 6,780')).toBeDefined()
    expect(screen.getByText('NPR 500 per job seeker')).toBeDefined()
    // One post is a post, five are posts.
    expect(within(basic).getByText('1 job post, listed for 30 days')).toBeDefined()
    expect(
      within(await card('Standard')).getByText('5 job posts, each listed for 45 days'),
    ).toBeDefined()
  })

  it('in Nepali, rupees with Devanagari digits', async () => {
    await renderApp('/pricing', { routes: PACKAGES })
    const standard = await card('Standard')
    expect(within(standard).getByText('रु. ८,५००')).toBeDefined()
  })

  it('a visitor’s Buy opens the employer sign-in dialog', async () => {
    const { calls } = await renderApp('/en/pricing', { routes: PACKAGES })
    await userEvent.click(within(await card('Basic')).getByRole('button', { name: 'Buy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Employer Sign In' })
    expect(dialog.textContent).toContain('Sign in as an employer to buy a package.')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('a visitor who signs in from Buy as an employer goes on to the cart with the quantity', async () => {
    const { calls, router } = await renderApp('/en/pricing', {
      routes: {
        ...PACKAGES,
        ...signInRoutes(buildEmployer()),
        'POST /api/v1/payment/wishlist-item/': { status: 201, body: { id: 3 } },
        'GET /api/v1/payment/cart/': {
          body: { items: [], subtotal: 0, vat: 0, vat_rate: 13, total: 0, version: 'v0' },
        },
      },
    })
    const basic = await card('Basic')
    const field = within(basic).getByLabelText('How many packages')
    await userEvent.clear(field)
    await userEvent.type(field, '4')
    await userEvent.click(within(basic).getByRole('button', { name: 'Buy' }))
    await signInThroughDialog(await screen.findByRole('dialog', { name: 'Employer Sign In' }))
    await waitFor(() => expect(currentPath(router)).toBe('/en/payment/cart-summary'))
    expect(calls.find((call) => call.path === '/api/v1/payment/wishlist-item/')?.body).toEqual({
      job_price_setting: 1,
      quantity: 4,
    })
  })

  it('an employer’s Buy puts the quantity in the cart and opens the cart summary', async () => {
    const { calls, router } = await renderApp('/en/pricing', {
      user: buildEmployer(),
      routes: {
        ...PACKAGES,
        'POST /api/v1/payment/wishlist-item/': { status: 201, body: { id: 3 } },
      },
    })
    const standard = await card('Standard')
    const field = within(standard).getByLabelText('How many packages')
    await userEvent.clear(field)
    await userEvent.type(field, '3')
    await userEvent.click(within(standard).getByRole('button', { name: 'Buy' }))
    await waitFor(() => expect(currentPath(router)).toBe('/en/payment/cart-summary'))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      job_price_setting: 2,
      quantity: 3,
    })
  })

  it('quantity 101: the field error, nothing sent; a job seeker is told employers buy', async () => {
    const { calls } = await renderApp('/en/pricing', { user: buildJobseeker(), routes: PACKAGES })
    const basic = await card('Basic')
    const field = within(basic).getByLabelText('How many packages')
    await userEvent.clear(field)
    await userEvent.type(field, '101')
    await userEvent.click(within(basic).getByRole('button', { name: 'Buy' }))
    expect(await within(basic).findByText('It must be 100 or less.')).toBeDefined()
    await userEvent.clear(field)
    await userEvent.type(field, '2')
    await userEvent.click(within(basic).getByRole('button', { name: 'Buy' }))
    expect(
      await screen.findByText('Only an employer account can buy packages. Sign in as an employer.'),
    ).toBeDefined()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('says why when the Post Job button sent an employer here', async () => {
    await renderApp('/en/pricing?reason=no-posts', { user: buildEmployer(), routes: PACKAGES })
    expect((await screen.findByRole('status')).textContent).toMatch(/You have no job posts left/)
  })
})
