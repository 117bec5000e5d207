import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildJobseeker } from '../../../../testing/factories'
import { renderApp } from '../../../../testing/render-app'

// The form is checked by the shared schema (shared/src/schemas/password.ts); its messages are the
// web's, in the interface language; the server's own field errors show as they come.
describe('/settings/change-password', () => {
  it('in Nepali, says what is wrong under each field and sends nothing', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/settings/change-password', { user: buildJobseeker() })
    const main = await screen.findByRole('main')
    await within(main).findByRole('heading', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' })
    await user.type(within(main).getByLabelText('नयाँ पासवर्ड'), '1234567890')
    await user.type(within(main).getByLabelText('पासवर्ड फेरि लेख्नुहोस्'), '123456789')
    await user.click(within(main).getByRole('button', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' }))

    const current = within(main).getByLabelText('हालको पासवर्ड')
    expect(await within(main).findByText('कृपया हालको पासवर्ड लेख्नुहोस्।')).toBeDefined()
    expect(current.getAttribute('aria-invalid')).toBe('true')
    expect(within(main).getByText('अङ्कसँगै अक्षर पनि प्रयोग गर्नुहोस्।')).toBeDefined()
    expect(within(main).getByText('दुवै पासवर्ड मिलेनन्।')).toBeDefined()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('sends the current and the new password, and shows the server’s error under its field', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en/settings/change-password', {
      user: buildJobseeker(),
      routes: {
        'POST /api/v1/auth/change-password/': {
          status: 400,
          body: { old_password: ['Your old password was entered incorrectly.'] },
        },
      },
    })
    const main = await screen.findByRole('main')
    await within(main).findByRole('heading', { name: 'Change Password' })
    await user.type(within(main).getByLabelText('Current password'), 'not-mine')
    await user.type(within(main).getByLabelText('New password'), 'Annapurna2026')
    await user.type(within(main).getByLabelText('Confirm password'), 'Annapurna2026')
    await user.click(within(main).getByRole('button', { name: 'Change Password' }))

    const error = await within(main).findByText('Your old password was entered incorrectly.')
    expect(within(main).getByLabelText('Current password').getAttribute('aria-describedby')).toBe(
      error.id,
    )
    expect(calls.find((call) => call.path === '/api/v1/auth/change-password/')?.body).toEqual({
      old_password: 'not-mine',
      new_password: 'Annapurna2026',
    })
  })

  it('refuses a repeated character at once, and shows the server’s refusals: too common, too many tries', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/settings/change-password', { user: buildJobseeker() })
    const main = await screen.findByRole('main')
    await within(main).findByRole('heading', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' })
    await user.type(within(main).getByLabelText('हालको पासवर्ड'), 'Demo@12345')
    await user.type(within(main).getByLabelText('नयाँ पासवर्ड'), 'aaaaaaaa')
    await user.type(within(main).getByLabelText('पासवर्ड फेरि लेख्नुहोस्'), 'aaaaaaaa')
    await user.click(within(main).getByRole('button', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' }))
    expect(
      await within(main).findByText('यो पासवर्ड अनुमान गर्न धेरै सजिलो छ। अर्को छान्नुहोस्।'),
    ).toBeDefined()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it.each([
    [
      400,
      { new_password: ['This password is too easy to guess. Choose another.'] },
      'This password is too easy to guess. Choose another.',
    ],
    [
      429,
      { detail: 'Too many failed sign-ins for this account. Try again in 15 minutes.' },
      'Too many failed sign-ins for this account. Try again in 15 minutes.',
    ],
  ])('shows the server’s %i as it says it', async (status, body, text) => {
    const user = userEvent.setup()
    await renderApp('/en/settings/change-password', {
      user: buildJobseeker(),
      routes: { 'POST /api/v1/auth/change-password/': { status, body } },
    })
    const main = await screen.findByRole('main')
    await within(main).findByRole('heading', { name: 'Change Password' })
    await user.type(within(main).getByLabelText('Current password'), 'Demo@12345')
    await user.type(within(main).getByLabelText('New password'), 'password')
    await user.type(within(main).getByLabelText('Confirm password'), 'password')
    await user.click(within(main).getByRole('button', { name: 'Change Password' }))
    if (status === 429) {
      // A wait is the app's error notification (docs/product.md#what-a-failed-call-does), the form left as it was.
      const snackbar = await screen.findByTestId('snackbar')
      expect(snackbar.textContent).toBe(text)
      expect(snackbar.getAttribute('role')).toBe('alert')
    } else {
      expect(await within(main).findByText(text)).toBeDefined()
    }
  })
})
