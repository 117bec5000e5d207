import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { useAccountDialog } from '../../lib/account-dialog'
import { buildEmployer, buildJobseeker, buildReferrer, buildUser } from '../../testing/factories'
import { currentPath, renderInRouter } from '../../testing/render-app'
import { OverviewItem } from './overview-item'

function DialogView() {
  const state = useAccountDialog()
  return <output data-testid="dialog">{state.open ? state.view : 'closed'}</output>
}

async function clickOverview(user: CurrentUser | null) {
  const view = await renderInRouter(
    <>
      <OverviewItem user={user} />
      <DialogView />
    </>,
  )
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Overview' }))
  return view
}

describe('the Overview click', () => {
  it('takes an employer with an organization to the profile', async () => {
    const { router } = await clickOverview(buildEmployer())
    await waitFor(() => expect(currentPath(router)).toBe('/en/employer/profile/me'))
  })

  it.each([
    [{ has_preferred_locations: false }, '/en/signup/prefered-location'],
    [
      { has_preferred_locations: true, has_preferred_jobs: false },
      '/en/signup/prefered-job-category',
    ],
    [
      { has_filled_description_form: false, has_working_status: false },
      '/en/signup/basic-information',
    ],
    [{ has_working_status: false }, '/en/signup/working-status'],
    [{}, '/en/jobseeker/profile/me'],
  ])('takes a job seeker %o to %s', async (flags, path) => {
    const { router } = await clickOverview(buildJobseeker(flags))
    await waitFor(() => expect(currentPath(router)).toBe(path))
  })

  it('takes a referrer to the referrer profile, onboarding or not', async () => {
    const { router } = await clickOverview(buildReferrer({ has_working_status: false }))
    await waitFor(() => expect(currentPath(router)).toBe('/en/referrer/profile/me'))
  })

  it.each([
    ['an employer without an organization', buildEmployer({ related_organizations: [] })],
    ['a user with no profile', buildUser()],
    ['a visitor', null],
  ])('opens the details dialog for %s', async (_who, user) => {
    const { router } = await clickOverview(user)
    expect(await screen.findByText('details')).toBeDefined()
    expect(currentPath(router)).toBe('/en')
  })
})
