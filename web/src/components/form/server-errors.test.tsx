import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { loadCatalog } from '../../lib/i18n'
import { FormErrors } from './field-frame'
import { applyServerErrors, useServerErrors } from './server-errors'
import { TextField } from './text-field'

beforeAll(async () => i18n.loadAndActivate({ locale: 'en', messages: await loadCatalog('en') }))

const refusal = (status: number, body: unknown, message = 'Something went wrong.') =>
  new ApiError(status, body, message)

describe('applyServerErrors', () => {
  it('puts a 400’s field errors under their fields and returns the rest for the form', () => {
    const setError = vi.fn()
    const general = applyServerErrors(
      refusal(400, {
        title: ['A job with this title is open already.', 'Too short.'],
        job_locations: [{ address: ['Unknown address.'] }],
        non_field_errors: ['Posting is paused today.'],
        deadline: ['Too late.'],
      }),
      setError,
      { knownFields: ['title', 'address'], aliases: { 'job_locations.0.address': 'address' } },
    )
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'A job with this title is open already. Too short.' }],
      ['address', { type: 'server', message: 'Unknown address.' }],
    ])
    // A key the form does not show is named, the non-field list is not.
    expect(general).toEqual(['Posting is paused today.', 'deadline: Too late.'])
  })

  it('shows a 400 of only non-field errors (or a detail) above the form', () => {
    const setError = vi.fn()
    expect(applyServerErrors(refusal(400, { detail: 'Closed.' }), setError)).toEqual(['Closed.'])
    expect(setError).not.toHaveBeenCalled()
  })

  it("says a 412 in the product's words, above the form, never under a field", () => {
    const setError = vi.fn()
    const error = refusal(412, { title: ['Ignored.'], detail: 'Initial form missing' })
    expect(applyServerErrors(error, setError, { knownFields: ['title'] })).toEqual([
      'Please fill up the Initial form first.',
    ])
    expect(setError).not.toHaveBeenCalled()
  })

  it("shows a 428 (or a busy server's 503 left to the form) in the server's words above it", () => {
    const setError = vi.fn()
    const error = refusal(428, { title: ['Ignored.'] }, 'Confirm your phone number first.')
    expect(applyServerErrors(error, setError, { knownFields: ['title'] })).toEqual([
      'Confirm your phone number first.',
    ])
    expect(applyServerErrors(refusal(503, {}, 'Busy, try again.'), setError)).toEqual([
      'Busy, try again.',
    ])
    expect(setError).not.toHaveBeenCalled()
  })

  it('adds nothing for a failure the app has shown already, and rethrows what is no API error', () => {
    const setError = vi.fn()
    expect(applyServerErrors(new ApiError(500, {}, 'Oops', true), setError)).toEqual([])
    expect(() => applyServerErrors(new TypeError('bug'), setError)).toThrow('bug')
  })
})

function Form({ failure }: { failure: ApiError }) {
  const form = useForm({ defaultValues: { title: '' } })
  const server = useServerErrors(form.setError, { knownFields: ['title'] })
  const submit = form.handleSubmit(async () => {
    server.clear()
    try {
      await Promise.reject(failure)
    } catch (error) {
      server.apply(error)
    }
  })
  return (
    <form onSubmit={submit}>
      <FormErrors messages={server.general} />
      <TextField
        label="Job title"
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
      <button type="submit">Save</button>
    </form>
  )
}

describe('useServerErrors in a form', () => {
  it.each([
    [412, 'Please fill up the Initial form first.'],
    [428, 'Verify your account first.'],
  ])('a %i keeps what was typed and says why above the form', async (status, words) => {
    const user = userEvent.setup()
    render(<Form failure={refusal(status, {}, 'Verify your account first.')} />)
    await user.type(screen.getByLabelText('Job title'), 'Cook')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe(words)
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Cook')
  })

  it('a 400 shows its message under the field, announced with it', async () => {
    const user = userEvent.setup()
    render(<Form failure={refusal(400, { title: ['Too short.'] })} />)
    await user.type(screen.getByLabelText('Job title'), 'C')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const field = screen.getByLabelText('Job title')
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too short.',
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect((field as HTMLInputElement).value).toBe('C')
  })
})
