import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../../../testing/factories'
import { renderApp } from '../../../testing/render-app'

const seeker = buildJobseeker({ jobseeker_profile: { id: 2, username: 'sita-sharma' } })
const SEARCH =
  '/api/v1/job/search/?search=cook&district=27&job_level=entry_level&ordering=newest&page=2&page_size=10'
const empty = { body: { count: 0, next: null, previous: null, results: [] } }

describe('"Save this search" on the job search', () => {
  it('saves the address’s filters (not its page or sort) with a name, how often and where', async () => {
    const { calls } = await renderApp(
      '/en/job/search?search=cook&district=27&level=entry_level&page=2',
      {
        user: seeker,
        routes: {
          [SEARCH]: empty,
          'POST /api/v1/jobseeker/saved-searches/': (call) => ({
            status: 201,
            body: { id: 5, ...(call.body as object), paused: false, language: 'en' },
          }),
          'GET /api/v1/jobseeker/saved-searches/': empty,
        },
      },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' })
    const name = within(dialog).getByLabelText('Name of the search')
    expect(name).toHaveProperty('value', 'cook')
    // No channel: refused in the dialog, nothing sent.
    await userEvent.click(within(dialog).getByLabelText('Email'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }))
    await within(dialog).findByText('Choose at least 1.')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.clear(name)
    await userEvent.type(name, 'Cooks in Kathmandu')
    await userEvent.click(within(dialog).getByLabelText('At once, as jobs are posted'))
    await userEvent.click(within(dialog).getByLabelText('SMS'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.body).toEqual({
      name: 'Cooks in Kathmandu',
      params: { search: 'cook', district: '27', level: 'entry_level' },
      frequency: 'instant',
      channels: ['sms'],
    })
  })

  it('offers a visitor sign-in back to the same search', async () => {
    await renderApp('/en/job/search?search=cook', {
      user: null,
      routes: { '/api/v1/job/search/?search=cook&ordering=newest&page=1&page_size=10': empty },
    })
    const link = await screen.findByRole('link', { name: 'Sign in to save this search' })
    expect(link.getAttribute('href')).toBe('/en/sign-in?next=%2Fen%2Fjob%2Fsearch%3Fsearch%3Dcook')
  })

  it('shows an employer no save action', async () => {
    await renderApp('/en/job/search?search=cook', {
      user: buildEmployer(),
      routes: { '/api/v1/job/search/?search=cook&ordering=newest&page=1&page_size=10': empty },
    })
    await screen.findByRole('heading', { level: 1 })
    await screen.findByText('No jobs match your search.')
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Sign in to save this search' })).toBeNull()
  })
})

describe('the unsubscribe page', () => {
  it('says which search, and unsubscribes only when asked', async () => {
    const { calls } = await renderApp('/en/alerts/unsubscribe?token=5.abc', {
      user: null,
      routes: {
        'GET /api/v1/alerts/unsubscribe/?token=5.abc': {
          body: { name: 'Cooks in Kathmandu', unsubscribed: false },
        },
        'POST /api/v1/alerts/unsubscribe/': {
          body: { name: 'Cooks in Kathmandu', unsubscribed: true },
        },
      },
    })
    await screen.findByText('Stop the job alerts of your saved search “Cooks in Kathmandu”?')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    await screen.findByText(/You will get no more alerts for the saved search “Cooks in Kathmandu”/)
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ token: '5.abc' })
  })

  it('says plainly when the link is not valid', async () => {
    await renderApp('/alerts/unsubscribe?token=forged', {
      user: null,
      routes: {
        'GET /api/v1/alerts/unsubscribe/?token=forged': {
          status: 400,
          body: { detail: 'यो सूचना बन्द गर्ने लिङ्क मान्य छैन।' },
        },
      },
    })
    await screen.findByText(/यो सूचना बन्द गर्ने लिङ्क मान्य छैन।/)
    expect(screen.queryByRole('button', { name: 'सूचना बन्द गर्नुहोस्' })).toBeNull()
  })
})
