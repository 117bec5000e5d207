import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../../testing/factories'
import { renderApp } from '../../../testing/render-app'

const insights = {
  total: 42,
  by_district: [
    { id: 27, name: 'Kathmandu', count: 12 },
    { id: 38, name: 'Kaski', count: 5 },
  ],
  by_category: [{ id: 1, name: 'Accounting and Finance', count: 9 }],
  by_job_level: [{ id: 'mid_level', name: 'mid_level', count: 20 }],
  by_experience_years: [
    { id: '0', name: '0', count: 7 },
    { id: '10', name: '10', count: 2 },
  ],
  by_expected_salary: [{ id: '25001_35000', name: 'NRs 25,001-35,000', count: 11 }],
  by_working_status: [{ id: 'available', name: 'available', count: 30 }],
}

describe('the job seeker insights', () => {
  it('draws each count with its table, labels in the interface language', async () => {
    await renderApp('/en/jobseeker/insights', {
      user: buildEmployer(),
      routes: { '/api/v1/jobseeker/insights/': { body: insights } },
    })
    expect(await screen.findByText('42 job seekers with a public profile')).toBeDefined()
    const district = screen.getByRole('table', {
      name: 'Job seekers by district (the ten largest)',
    })
    expect(within(district).getByRole('row', { name: 'Kathmandu 12' })).toBeDefined()
    const experience = screen.getByRole('table', { name: 'Job seekers by experience' })
    expect(within(experience).getByRole('row', { name: 'Under a year 7' })).toBeDefined()
    expect(within(experience).getByRole('row', { name: '10 years or more 2' })).toBeDefined()
    expect(within(experience).getByRole('row', { name: '3 years 0' })).toBeDefined()
    const salary = screen.getByRole('table', {
      name: 'Job seekers by expected salary (NRs a month)',
    })
    expect(within(salary).getByRole('row', { name: 'NRs 25,001 to 35,000 11' })).toBeDefined()
    expect(within(salary).getAllByRole('row')).toHaveLength(7)
    expect(
      screen.getByRole('table', { name: 'Job seekers by preferred job category' }),
    ).toBeDefined()
  })

  it('writes the figures in Devanagari in Nepali', async () => {
    await renderApp('/jobseeker/insights', {
      user: buildEmployer(),
      routes: { '/api/v1/jobseeker/insights/': { body: insights } },
    })
    expect(await screen.findByText('सार्वजनिक प्रोफाइल भएका ४२ जना जागिर खोज्नेहरू')).toBeDefined()
  })
})
