import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../../testing/factories'
import { currentPath, renderApp } from '../../testing/render-app'

const topSearch = async (navigation = 'Main navigation') => {
  const nav = await screen.findByRole('navigation', { name: navigation })
  return within(nav).getByRole('searchbox')
}

describe('the top search', () => {
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

describe("the top search's placeholder", () => {
  it.each([
    [null, '/en', 'Main navigation', 'Search jobs'],
    [buildEmployer(), '/en', 'Main navigation', 'Job seekers'],
    [buildEmployer(), '/', 'मुख्य मेनु', 'जागिर खोज्नेहरू'],
  ])('says what it searches, short enough for the navbar (%#)', async (user, path, nav, text) => {
    await renderApp(path, { user })
    if (user) await screen.findByTestId('account-menu')
    expect((await topSearch(nav)).getAttribute('placeholder')).toBe(text)
  })
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

  it('opens the popup with a button to each published app, outside the navbar', async () => {
    await renderApp('/en', {
      androidAppUrl: 'https://play.google.com/store/apps/details?id=np.jagir',
      iosAppUrl: 'https://apps.apple.com/np/app/jagir/id1234567890',
    })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download App' }))
    const dialog = await screen.findByRole('dialog', { name: 'Download the Jagir App' })
    // Inside the navbar it took the navbar's one-line text and was cut off on phones.
    expect(dialog.closest('nav')).toBeNull()
    const links = await within(dialog).findAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Download for Android', 'https://play.google.com/store/apps/details?id=np.jagir'],
      ['Download for iOS', 'https://apps.apple.com/np/app/jagir/id1234567890'],
    ])
  })

  it('says plainly which app is not yet published, with no button to a store search', async () => {
    await renderApp('/', { iosAppUrl: 'https://apps.apple.com/np/app/jagir/id1234567890' })
    await userEvent.setup().click(await screen.findByRole('button', { name: 'एप डाउनलोड गर्नुहोस्' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('एन्ड्रोइड एप अझै प्रकाशित भएको छैन।')).toBeTruthy()
    const links = within(dialog).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://apps.apple.com/np/app/jagir/id1234567890',
    ])
  })
})
