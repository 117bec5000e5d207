import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildJobseeker, buildReferrer } from '../../../testing/factories'
import { renderApp } from '../../../testing/render-app'

const REFEREES = '/api/v1/referrer/referees/?page=1&page_size=10'
const card = {
  id: 1,
  full_name: 'Hari Adhikari',
  headline: 'Sales officer',
  referral_code: 'HARI2025',
  referees: 1,
  registered: 1,
  hired: 0,
}
const gita = {
  id: 1,
  full_name: 'Gita Adhikari',
  phone_number: '9811111111',
  phone_type: 'Mobile',
  relation: 'Mother',
  status: 'registered',
  created_at: '2026-09-01T05:00:00Z',
}

describe('the referrer profile', () => {
  it('lists the referees with their status, and adds one with a phone type', async () => {
    let referees = [gita]
    const { calls } = await renderApp('/en/referrer/profile/me?tab=my-referees', {
      user: buildReferrer(),
      routes: {
        'GET /api/v1/referrer/me/': { body: card },
        [`GET ${REFEREES}`]: () => ({ body: { count: referees.length, results: referees } }),
        'POST /api/v1/referrer/referees/': (call) => {
          const body = call.body as { full_name: string; phone_number: string }
          if (body.phone_number === '9811111111') {
            return {
              status: 400,
              body: { phone_number: ['You have already referred this number.'] },
            }
          }
          const added = { ...gita, id: 2, ...body, status: 'invited' }
          referees = [added, ...referees]
          return { status: 201, body: added }
        },
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'My referrals' })).toBeDefined()
    const list = await screen.findByRole('list', { name: 'Your referees' })
    expect(list.textContent).toContain('Gita Adhikari')
    expect(list.textContent).toContain('Mother · Mobile: 9811111111')
    expect(within(list).getByText('Signed up')).toBeDefined()
    const form = screen.getByRole('form', { name: 'Add a referee' })
    await userEvent.type(within(form).getByLabelText('Full name'), 'Gita again')
    await userEvent.type(within(form).getByLabelText('Phone number'), '981-1111111')
    await userEvent.click(within(form).getByRole('button', { name: 'Add referee' }))
    expect(await within(form).findByText('You have already referred this number.')).toBeDefined()
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('Gita again')
    // A landline is a home number's, not a mobile's.
    const phone = within(form).getByLabelText('Phone number')
    await userEvent.clear(phone)
    await userEvent.type(phone, '01-4123456')
    await userEvent.click(within(form).getByRole('button', { name: 'Add referee' }))
    expect(await within(form).findByText(/Enter a Nepali number/)).toBeDefined()
    await userEvent.selectOptions(within(form).getByLabelText('Phone type'), 'Home')
    await userEvent.selectOptions(within(form).getByLabelText('Relation'), 'Father')
    await userEvent.click(within(form).getByRole('button', { name: 'Add referee' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.body)
    expect(posts.at(-1)).toEqual({
      full_name: 'Gita again',
      phone_type: 'Home',
      phone_number: '014123456',
      relation: 'Father',
    })
  })

  it('keeps the next referee typed while the card is read again after an add', async () => {
    let referees = [gita]
    let cardReads = 0
    let releaseCard = () => {}
    await renderApp('/en/referrer/profile/me?tab=my-referees', {
      user: buildReferrer(),
      routes: {
        // The first read answers at once; the one after the add waits until released.
        'GET /api/v1/referrer/me/': () =>
          cardReads++ === 0
            ? { body: card }
            : new Promise((resolve) => {
                releaseCard = () => resolve({ body: { ...card, referees: 2 } })
              }),
        [`GET ${REFEREES}`]: () => ({ body: { count: referees.length, results: referees } }),
        'POST /api/v1/referrer/referees/': (call) => {
          const added = { ...gita, id: 2, ...(call.body as object), status: 'invited' }
          referees = [added, ...referees]
          return { status: 201, body: added }
        },
      },
    })
    const list = await screen.findByRole('list', { name: 'Your referees' })
    const form = screen.getByRole('form', { name: 'Add a referee' })
    const name = within(form).getByLabelText('Full name') as HTMLInputElement
    await userEvent.type(name, 'Sita Rai')
    await userEvent.type(within(form).getByLabelText('Phone number'), '9841000001')
    await userEvent.click(within(form).getByRole('button', { name: 'Add referee' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(name.value).toBe('')
    await userEvent.type(name, 'Ram Rai')
    await waitFor(() => expect(cardReads).toBe(2))
    releaseCard()
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Add referee' })).toHaveProperty(
        'disabled',
        false,
      ),
    )
    expect(name.value).toBe('Ram Rai')
  })

  it('sends a job seeker who is no referrer home', async () => {
    const { router } = await renderApp('/en/referrer/profile/me', { user: buildJobseeker() })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'))
  })
})

describe('the referral page', () => {
  it('explains referring and opens the sign-in dialog for a visitor', async () => {
    await renderApp('/en/referral', { user: null })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refer someone you know to a job' }),
    ).toBeDefined()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to refer someone' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeDefined()
  })

  it('leads a referrer to their referees', async () => {
    await renderApp('/referral', { user: buildReferrer() })
    const link = await screen.findByRole('link', { name: 'अहिले नै सिफारिस गर्नुहोस्' })
    expect(link.getAttribute('href')).toBe('/referrer/profile/me?tab=my-referees')
  })
})

describe("a referrer's public page", () => {
  it('shows the card and the counts, in Nepali digits', async () => {
    await renderApp('/referrer/profile/1', {
      routes: { 'GET /api/v1/referrer/profile/1/': { body: { ...card, referees: 12 } } },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Hari Adhikari' })).toBeDefined()
    expect(screen.getByText('१२')).toBeDefined()
  })

  it('is the 404 page for an unknown referrer', async () => {
    await renderApp('/en/referrer/profile/99', {
      routes: {
        'GET /api/v1/referrer/profile/99/': { status: 404, body: { detail: 'Not found.' } },
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: '404 Error' })).toBeDefined()
  })
})
