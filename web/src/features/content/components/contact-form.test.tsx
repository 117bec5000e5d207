import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../testing/render-app'

/** The error announced with a field (its aria-describedby). */
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label)
  const id = field.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : undefined
}

describe('the contact form', () => {
  it('checks the fields before sending, and sends nothing until they are right', async () => {
    const { calls } = await renderApp('/en/contact')
    await userEvent.type(await screen.findByLabelText('Your email'), 'asha@')
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }))
    await waitFor(() => expect(errorOf('Your name')).toBe('Please fill this in.'))
    expect(errorOf('Your email')).toBe('Please write an email address such as name@example.com.')
    expect(errorOf('Your message')).toBe('Please fill this in.')
    expect(calls.filter((call) => call.path === '/api/v1/contact/')).toEqual([])
  })

  it('shows the provider’s errors under their fields and above the form, keeping what was typed', async () => {
    const { calls } = await renderApp('/contact', {
      routes: {
        'POST /api/v1/contact/': {
          status: 400,
          body: { email: ['यो इमेल चल्दैन।'], non_field_errors: ['केही समयपछि फेरि प्रयास गर्नुहोस्।'] },
        },
      },
    })
    await userEvent.type(await screen.findByLabelText('तपाईंको नाम'), 'Asha')
    await userEvent.type(screen.getByLabelText('तपाईंको इमेल'), 'asha@example.com')
    await userEvent.type(screen.getByLabelText('विषय'), 'Account')
    await userEvent.type(screen.getByLabelText('तपाईंको सन्देश'), 'Help')
    await userEvent.click(screen.getByRole('button', { name: 'सन्देश पठाउनुहोस्' }))
    expect((await screen.findByRole('alert')).textContent).toBe('केही समयपछि फेरि प्रयास गर्नुहोस्।')
    expect(errorOf('तपाईंको इमेल')).toBe('यो इमेल चल्दैन।')
    expect(screen.getByLabelText('तपाईंको नाम')).toHaveProperty('value', 'Asha')
    expect(calls.find((call) => call.path === '/api/v1/contact/')?.body).toEqual({
      full_name: 'Asha',
      email: 'asha@example.com',
      subject: 'Account',
      message: 'Help',
    })
  })

  it('says thank you with the provider’s words once it is sent', async () => {
    await renderApp('/en/contact', {
      routes: {
        'POST /api/v1/contact/': {
          status: 201,
          body: { id: 4, detail: 'Thank you, we received it.' },
        },
      },
    })
    await userEvent.type(await screen.findByLabelText('Your name'), 'Asha')
    await userEvent.type(screen.getByLabelText('Your email'), 'asha@example.com')
    await userEvent.type(screen.getByLabelText('What it is about'), 'Account')
    await userEvent.type(screen.getByLabelText('Your message'), 'Help')
    await userEvent.click(screen.getByRole('button', { name: 'Send the message' }))
    const done = await screen.findByRole('status')
    expect(done.textContent).toContain('Your message is sent.')
    expect(done.textContent).toContain('Thank you, we received it.')
  })
})
