import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { buildEmployer, buildJobseeker, buildReferrer } from '../testing/factories'
import { installFakeApi, type RecordedCall } from '../testing/fake-api'
import { currentPath, resetAppState } from '../testing/render-app'
import { AppProviders } from './providers'
import { buildRoutes } from './router'
import type { RouteModule } from './route-modules'

/** A screen standing in for whichever feature owns a guarded route. */
const page =
  (name: string): RouteModule =>
  async () => ({ Component: () => <h1>{name}</h1> })

const modules = {
  home: page('home'),
  signIn: page('sign in'),
  pricing: page('pricing'),
  referrerProfileMe: page('referrer profile'),
  employerProfileMe: page('employer profile'),
  jobPost: page('job post'),
  changePassword: page('change password'),
  signupPreferredLocation: page('preferred location'),
  signupJobseeker: page('job seeker sign-up'),
}

async function visit(path: string, user: CurrentUser | null) {
  await resetAppState()
  const { calls } = installFakeApi({ user })
  const router = createMemoryRouter(buildRoutes(modules), { initialEntries: [path] })
  render(
    <AppProviders swr={{ dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, calls }
}

const userCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/bff/user')

describe('route guards on client-side navigation (the functions the BFF runs)', () => {
  it('sends a visitor to sign-in with the original path and query as next', async () => {
    const { router } = await visit('/en/employer/profile/me?tab=overview', null)
    await screen.findByRole('heading', { name: 'sign in' })
    expect(currentPath(router)).toBe(
      '/en/sign-in?next=%2Fen%2Femployer%2Fprofile%2Fme%3Ftab%3Doverview',
    )
  })

  it('lets an employer in', async () => {
    const { router } = await visit('/employer/profile/me', buildEmployer())
    await screen.findByRole('heading', { name: 'employer profile' })
    expect(currentPath(router)).toBe('/employer/profile/me')
  })

  it('sends a referrer to their profile tab and a job seeker home', async () => {
    const referrer = await visit('/en/employer/profile/me', buildReferrer())
    await screen.findByRole('heading', { name: 'referrer profile' })
    expect(currentPath(referrer.router)).toBe('/en/referrer/profile/me?tab=my-referees')
  })

  it('sends an employer without a purchase or free post from the job post to pricing', async () => {
    const { router } = await visit(
      '/job/post',
      buildEmployer({ is_purchase_available: false, has_free_post_balance: false }),
    )
    await screen.findByRole('heading', { name: 'pricing' })
    expect(currentPath(router)).toBe('/pricing?reason=no-posts')
  })

  it('keeps a referrer out of onboarding and an employer out of the job seeker sign-up', async () => {
    const referrer = await visit('/signup/prefered-location', buildReferrer())
    await screen.findByRole('heading', { name: 'referrer profile' })
    expect(currentPath(referrer.router)).toBe('/referrer/profile/me')
    const employer = await visit('/en', buildEmployer())
    await screen.findByRole('heading', { name: 'home' })
    await employer.router.navigate('/en/signup/jobseeker')
    await waitFor(() => expect(currentPath(employer.router)).toBe('/en'))
    expect(screen.queryByRole('heading', { name: 'job seeker sign-up' })).toBeNull()
  })

  it('runs again on each navigation, without asking the BFF again', async () => {
    const { router, calls } = await visit('/en', buildJobseeker())
    await screen.findByRole('heading', { name: 'home' })
    await router.navigate('/en/settings/change-password')
    await screen.findByRole('heading', { name: 'change password' })
    await router.navigate('/en/employer/profile/me')
    await waitFor(() => expect(currentPath(router)).toBe('/en'))
    expect(userCalls(calls)).toHaveLength(1)
  })
})
