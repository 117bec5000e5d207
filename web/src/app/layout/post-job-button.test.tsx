import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../../testing/factories'
import { currentPath, renderApp } from '../../testing/render-app'
import { signInRoutes, signInThroughDialog } from '../../testing/sign-in-dialog'

const clickPostJob = async (name: string) => {
  const button = await screen.findByRole('button', { name })
  await userEvent.setup().click(button)
  return button
}

describe('the Post Job button', () => {
  it('asks a visitor to sign in as an employer', async () => {
    await renderApp('/en')
    await clickPostJob('Post Job')
    const dialog = await screen.findByRole('dialog', { name: 'Employer Sign In' })
    expect(dialog.textContent).toContain('You need to login as an employer to post a job.')
  })

  it('is not offered to a job seeker (their items are Browse Job and FAQs)', async () => {
    await renderApp('/en', { user: buildJobseeker() })
    await screen.findByTestId('account-menu')
    expect(screen.queryByRole('button', { name: 'Post Job' })).toBeNull()
  })

  it('is disabled while the initial profile form is unfilled', async () => {
    await renderApp('/en', { user: buildEmployer({ has_filled_initial_form: false }) })
    const button = await screen.findByRole('button', { name: 'Post Job' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
  })

  it('says why it is disabled, with a button to the missing step that opens the details dialog', async () => {
    await renderApp('/', { user: buildEmployer({ has_filled_initial_form: false }) })
    const button = await screen.findByRole('button', { name: 'जागिर पोस्ट गर्नुहोस्' })
    const reason = screen.getByRole('button', { name: 'कृपया पहिले सुरुको फारम भर्नुहोस्।' })
    // The reason comes right after the disabled button, and takes the focus it cannot.
    expect(button.nextElementSibling).toBe(reason)
    expect(button.parentElement?.getAttribute('title')).toBe('सुरुको प्रोफाइल फारम भरिएको छैन')
    await userEvent.setup().click(reason)
    const dialog = await screen.findByRole('dialog', { name: 'रोजगारदाताको विवरण' })
    expect(dialog.textContent).toContain('सुरुको प्रोफाइल फारम भरिएको छैन')
  })

  it('opens the wizard for an employer with an organization and a purchase', async () => {
    const { router } = await renderApp('/en', { user: buildEmployer() })
    await clickPostJob('Post Job')
    await waitFor(() => expect(currentPath(router)).toBe('/en/job/post'))
  })

  it("says 'Post a Bonus Job' and opens the wizard with a free post balance", async () => {
    const { router } = await renderApp('/', {
      user: buildEmployer({ is_purchase_available: false, has_free_post_balance: true }),
    })
    await clickPostJob('बोनस जागिर पोस्ट गर्नुहोस्')
    await waitFor(() => expect(currentPath(router)).toBe('/job/post'))
  })

  it('opens the details dialog when a purchase exists but no organization', async () => {
    await renderApp('/en', { user: buildEmployer({ related_organizations: [] }) })
    await clickPostJob('Post Job')
    const dialog = await screen.findByRole('dialog', { name: 'Employer Details' })
    expect(dialog.textContent).toContain('Initial profile form not filled')
  })

  it('sends an employer with neither a purchase nor a free post to pricing', async () => {
    const { router } = await renderApp('/en', {
      user: buildEmployer({ is_purchase_available: false, has_free_post_balance: false }),
    })
    await clickPostJob('Post Job')
    await waitFor(() => expect(currentPath(router)).toBe('/en/pricing?reason=no-posts'))
  })

  it('continues after signing in from it: an employer who may post gets the wizard', async () => {
    const { router } = await renderApp('/en', { routes: signInRoutes(buildEmployer()) })
    await clickPostJob('Post Job')
    await signInThroughDialog(await screen.findByRole('dialog', { name: 'Employer Sign In' }))
    await waitFor(() => expect(currentPath(router)).toBe('/en/job/post'))
    expect(
      await screen.findByRole('dialog', { name: /Post a Job/ }, { timeout: 15_000 }),
    ).toBeTruthy()
  })

  it('continues after signing in from it: an employer without a purchase goes to pricing', async () => {
    const employer = buildEmployer({ is_purchase_available: false, has_free_post_balance: false })
    const { router } = await renderApp('/en', { routes: signInRoutes(employer) })
    await clickPostJob('Post Job')
    await signInThroughDialog(await screen.findByRole('dialog', { name: 'Employer Sign In' }))
    await waitFor(() => expect(currentPath(router)).toBe('/en/pricing?reason=no-posts'))
  })

  it('tells a job seeker who signed in from it why the job form did not open', async () => {
    const { router } = await renderApp('/en', { routes: signInRoutes(buildJobseeker()) })
    await clickPostJob('Post Job')
    await signInThroughDialog(await screen.findByRole('dialog', { name: 'Employer Sign In' }))
    await waitFor(() =>
      expect(screen.getByTestId('snackbar').textContent).toBe(
        'The job form did not open: your account is not an employer account. Sign in as an employer to post a job.',
      ),
    )
    expect(currentPath(router)).toBe('/en')
  })
})
