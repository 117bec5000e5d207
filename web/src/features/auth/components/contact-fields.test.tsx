import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { openAccountDialog } from '../../../lib/account-dialog'
import { renderApp } from '../../../testing/render-app'

// The contact fields serve the employer sign-up and the training enrolment; their checks differ
// only in the email, which the sign-up checks and the enrolment leaves to the server.
describe('the contact fields', () => {
  it('in the sign-up, say what is wrong with each field before asking for a code', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en')
    act(() => openAccountDialog({ view: 'sign-up' }))
    const dialog = await screen.findByRole('dialog', { name: 'Employer Sign Up' })
    await user.type(within(dialog).getByLabelText('Mobile number'), '12345')
    await user.type(within(dialog).getByLabelText('Email (optional)'), 'ram@mail')
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }))

    expect(await within(dialog).findByText('Please enter your name.')).toBeDefined()
    const phone = within(dialog).getByLabelText('Mobile number')
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    // Described by the country before it (+977) and by its error.
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(
      within(dialog).getByText('Please write a 10-digit mobile number starting with 98, 97 or 96.')
        .id,
    )
    expect(
      within(dialog).getByText('Please write an email address such as name@example.com.'),
    ).toBeDefined()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('in the enrolment, send the email as typed for the server to judge', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en', {
      routes: {
        'POST /api/v1/training/excel-basics/enroll/': {
          status: 400,
          body: { email: ['Enter a valid email address.'] },
        },
      },
    })
    act(() => openAccountDialog({ view: 'enroll', subject: 'excel-basics' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enroll in Training' })
    await user.type(within(dialog).getByLabelText('Full name'), 'Hari')
    await user.type(within(dialog).getByLabelText('Mobile number'), '9761234567')
    await user.type(within(dialog).getByLabelText('Email (optional)'), 'hari@mail')
    await user.click(within(dialog).getByRole('button', { name: 'Enroll' }))

    expect(await within(dialog).findByText('Enter a valid email address.')).toBeDefined()
    expect(
      within(dialog).queryByText('Please write an email address such as name@example.com.'),
    ).toBeNull()
    const sent = calls.find((call) => call.path === '/api/v1/training/excel-basics/enroll/')
    expect(sent?.body).toEqual({
      full_name: 'Hari',
      phone_number: '9761234567',
      email: 'hari@mail',
    })
  })

  it('in the enrolment, keep the button disabled without a training to enroll in', async () => {
    await renderApp('/en')
    act(() => openAccountDialog({ view: 'enroll' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enroll in Training' })
    const button = within(dialog).getByRole('button', { name: 'Enroll' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('numbers typed in the account dialog', () => {
  it('in Nepali, take the mobile number and the code in either digits, show Devanagari and send ASCII', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/', {
      routes: {
        'POST /api/v1/auth/signup/send-otp/': { body: { detail: 'Code sent.' } },
        'POST /api/v1/auth/signup/verify-otp/': { body: { verification_token: 'ticket-1' } },
      },
    })
    act(() => openAccountDialog({ view: 'sign-up' }))
    let dialog = await screen.findByRole('dialog', { name: 'रोजगारदाता दर्ता' })
    await user.type(within(dialog).getByLabelText('पूरा नाम'), 'राम थापा')
    const phone = within(dialog).getByLabelText('मोबाइल नम्बर') as HTMLInputElement
    await user.type(phone, '९८०००0000६')
    expect(phone.value).toBe('९८०००००००६')
    await user.click(within(dialog).getByRole('button', { name: 'प्रमाणीकरण कोड पठाउनुहोस्' }))

    dialog = await screen.findByRole('dialog', { name: 'कोड प्रमाणित गर्नुहोस्' })
    const path = '/api/v1/auth/signup/send-otp/'
    expect(calls.find((call) => call.path === path)?.body).toMatchObject({
      phone_number: '9800000006',
    })
    const code = within(dialog).getByLabelText('प्रमाणीकरण कोड') as HTMLInputElement
    await user.type(code, '१२३456')
    expect(code.value).toBe('१२३४५६')
    await user.click(within(dialog).getByRole('button', { name: 'प्रमाणित गर्नुहोस्' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/verify-otp/'))?.body).toEqual({
        phone_number: '9800000006',
        otp: '123456',
      }),
    )
  })
})
