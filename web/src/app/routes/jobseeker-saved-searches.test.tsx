import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildProfile } from '../../features/jobseeker/testing/build-profile'
import { buildJobseeker } from '../../testing/factories'
import { renderApp } from '../../testing/render-app'

// The profile route puts the alerts feature's saved searches under the seeker's overview.

const seeker = buildJobseeker({ jobseeker_profile: { id: 2, username: 'sita-sharma' } })

describe('saved searches on the profile', () => {
  it('lists them, opens each search, changes how often, pauses and deletes', async () => {
    let searches = [
      {
        id: 5,
        name: 'Cooks in Kathmandu',
        params: { search: 'cook', district: '27' },
        frequency: 'daily',
        channels: ['email'],
        paused: false,
        language: 'en',
        created_at: '2026-11-20T05:00:00Z',
        last_sent_at: null,
      },
    ]
    const list = () => ({
      body: { count: searches.length, next: null, previous: null, results: searches },
    })
    const { calls } = await renderApp('/en/jobseeker/profile/me', {
      user: seeker,
      routes: {
        'GET /api/v1/jobseeker/me/': { body: buildProfile() },
        'GET /api/v1/jobseeker/saved-searches/': list,
        'PATCH /api/v1/jobseeker/saved-searches/5/': (call) => {
          searches = searches.map((s) => ({ ...s, ...(call.body as object) }))
          return { body: searches[0] }
        },
        'DELETE /api/v1/jobseeker/saved-searches/5/': () => {
          searches = []
          return { status: 204 }
        },
      },
    })
    const region = await screen.findByRole('region', { name: 'Saved searches and job alerts' })
    const link = await within(region).findByRole('link', { name: 'Cooks in Kathmandu' })
    expect(link.getAttribute('href')).toBe('/en/job/search?search=cook&district=27')
    // The one channel left cannot be unchecked: an alert goes somewhere, or is paused.
    expect(within(region).getByLabelText('Email')).toHaveProperty('disabled', true)

    await userEvent.selectOptions(within(region).getByLabelText('How often'), 'instant')
    await userEvent.click(within(region).getByRole('button', { name: 'Pause alerts' }))
    await within(region).findByText('Alerts paused')
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { frequency: 'instant' },
      { paused: true },
    ])
    await userEvent.click(within(region).getByRole('button', { name: 'Delete' }))
    await within(region).findByText(/No saved searches yet/)
  })
})
