import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker, buildReferrer } from '../../testing/factories'
import { renderApp } from '../../testing/render-app'

const navItems = async () => {
  const nav = await screen.findByTestId('nav-items')
  await within(nav).findAllByRole('link')
  return [...nav.querySelectorAll('a, button')].map((element) => element.textContent)
}

describe('the top navigation', () => {
  it('shows a visitor the jobs, FAQs, employer zone and Post Job, in Nepali by default', async () => {
    await renderApp('/')
    expect(await navItems()).toEqual([
      'जागिर हेर्नुहोस्',
      'बारम्बार सोधिने प्रश्नहरू',
      'रोजगारदाता क्षेत्र',
      'जागिर पोस्ट गर्नुहोस्',
    ])
    expect(document.documentElement.lang).toBe('ne')
    expect(screen.getByRole('button', { name: 'लग इन' })).toBeDefined()
  })

  it("shows an employer's items in English under /en", async () => {
    await renderApp('/en', { user: buildEmployer() })
    expect(await screen.findByText('Explore Jobseeker Insights')).toBeDefined()
    expect(await navItems()).toEqual([
      'Pricing',
      'Overview',
      'Post Job',
      'Explore Jobseeker Insights',
      'Employer Zone',
    ])
    expect(document.documentElement.lang).toBe('en')
    expect((await screen.findByTestId('account-menu')).textContent).toBe('Himal Traders')
  })

  it('shows a job seeker Browse Job, FAQs and, once onboarded, Overview', async () => {
    await renderApp('/en', { user: buildJobseeker() })
    expect(await screen.findByText('Overview')).toBeDefined()
    expect(await navItems()).toEqual(['Browse Job', 'FAQs', 'Overview'])
  })

  it("names the job search 'Browse Job' in the header and the footer alike", async () => {
    await renderApp('/en', { user: buildJobseeker() })
    expect(await navItems()).toContain('Browse Job')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Browse Job' })).toBeDefined()
    expect(within(footer).queryByRole('link', { name: 'Browse Jobs' })).toBeNull()
  })

  it('hides Overview from a job seeker still onboarding', async () => {
    await renderApp('/en', { user: buildJobseeker({ has_working_status: false }) })
    await screen.findByTestId('account-menu')
    expect(await navItems()).toEqual(['Browse Job', 'FAQs'])
  })

  it('shows a referrer Overview', async () => {
    await renderApp('/en', { user: buildReferrer() })
    await screen.findByTestId('account-menu')
    expect(await navItems()).toEqual(['Browse Job', 'FAQs', 'Overview'])
  })
})
