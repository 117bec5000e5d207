import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../../testing/factories'
import { currentPath, renderApp } from '../../testing/render-app'

const topSearch = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
  return within(nav).getByRole('searchbox')
}

describe('the top search (spec section 2)', () => {
  it.each([
    ['a visitor', null, '/en/job/search?search=nurse'],
    ['a job seeker', buildJobseeker(), '/en/job/search?search=nurse'],
    ['an employer', buildEmployer(), '/en/jobseeker/search?search=nurse'],
  ])('takes %s to the right search', async (_who, user, path) => {
    const { router } = await renderApp('/en/about', { user })
    if (user) await screen.findByTestId('account-menu')
    await userEvent.setup().type(await topSearch(), 'nurse{Enter}')
    await waitFor(() => expect(currentPath(router)).toBe(path))
  })

  // Two search landmarks with one name (or none) cannot be told apart by screen reader users.
  it.each([
    ['a visitor', '/en', null, ['Search jobs', 'Find a job']],
    ['a visitor', '/en/job/search', null, ['Search jobs', 'Refine this job search']],
    ['an employer', '/en', buildEmployer(), ['Search job seekers', 'Find a job']],
    ['a visitor', '/', null, ['जागिर खोज्नुहोस्', 'जागिर भेट्टाउनुहोस्']],
    ['a visitor', '/job/search', null, ['जागिर खोज्नुहोस्', 'यो जागिर खोजलाई परिमार्जन गर्नुहोस्']],
  ])(
    'has a name of its own beside the page search, for %s at %s',
    async (_who, path, user, names) => {
      await renderApp(path, { user })
      if (user) await screen.findByTestId('account-menu')
      await waitFor(() => expect(screen.getAllByRole('search')).toHaveLength(2))
      const landmarks = screen.getAllByRole('search')
      expect(landmarks.map((landmark) => landmark.getAttribute('aria-label'))).toEqual(names)
    },
  )
})

describe('the Download App button', () => {
  it('gets its shadow only past 50 px of scroll', async () => {
    await renderApp('/en')
    await screen.findByRole('heading', { level: 1, name: 'Find the right job in Nepal' })
    const shadowed = () => screen.getByTestId('download-app').classList.contains('has-shadow')
    // fireEvent runs inside act. The button subscribes to scrolling once it has mounted, so each
    // step scrolls again until the state shows (a missed first event is not a failure).
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
      fireEvent.scroll(window)
    }
    await waitFor(() => {
      scrollTo(51)
      expect(shadowed()).toBe(true)
    })
    scrollTo(50)
    expect(shadowed()).toBe(false)
    scrollTo(51)
    expect(shadowed()).toBe(true)
    scrollTo(0)
    expect(shadowed()).toBe(false)
  })

  it('opens the popup with the Android and iOS store buttons', async () => {
    await renderApp('/en')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download App' }))
    const dialog = await screen.findByRole('dialog', { name: 'Download the Jagir App' })
    const links = within(dialog).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Download for Android',
      'Download for iOS',
    ])
    expect(links[0]!.getAttribute('href')).toContain('play.google.com')
  })
})
