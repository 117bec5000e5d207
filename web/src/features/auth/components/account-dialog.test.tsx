import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { openAccountDialog } from '../../../lib/account-dialog'
import { buildEmployer, buildJobseeker, buildReferrer, buildUser } from '../../../testing/factories'
import type { RecordedCall } from '../../../testing/fake-api'
import { currentPath, renderApp } from '../../../testing/render-app'

const districts = { body: { results: [{ id: 27, name: 'Kathmandu' }] } }
const categories = { body: { results: [{ id: 3, name: 'Hospitality' }] } }
const lookups = {
  '/api/v1/common/district/?page_size=100': districts,
  '/api/v1/common/district/?province=3&page_size=100': districts,
  '/api/v1/common/cities/?district=27&page_size=100': {
    body: { results: [{ id: 280, name: 'Kathmandu Metropolitan City' }] },
  },
  '/api/v1/common/education-degrees/?page_size=100': {
    body: { results: [{ id: 4, name: 'Bachelor' }] },
  },
  '/api/v1/common/job-categories/?page_size=100': categories,
}

// Sign-up drafts live in session storage: each test starts without one.
beforeEach(() => sessionStorage.clear())
const bodyOf = (calls: RecordedCall[], path: string) => calls.find((c) => c.path === path)?.body

describe('the account dialog', () => {
  it('signs up an employer: number, code, password, then the organization', async () => {
    const user = userEvent.setup()
    const newEmployer = buildEmployer({ has_filled_initial_form: false, related_organizations: [] })
    const { calls, api, router } = await renderApp('/en', {
      routes: {
        ...lookups,
        'POST /api/v1/auth/signup/send-otp/': { body: { detail: 'Code sent.' } },
        'POST /api/v1/auth/signup/verify-otp/': { body: { verification_token: 'ticket-1' } },
        'POST /api/v1/auth/signup/set-password/': { status: 201, body: { detail: 'Created.' } },
        'POST /bff/login': () => ({ body: { user: newEmployer } }),
        'POST /api/v1/employer/organization/': () => {
          api.user = buildEmployer()
          return { status: 201, body: api.user }
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    let dialog = await screen.findByRole('dialog', { name: 'Sign In' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }))

    dialog = await screen.findByRole('dialog', { name: 'Employer Sign Up' })
    await user.type(within(dialog).getByLabelText('Full name'), 'Ram Thapa')
    await user.type(within(dialog).getByLabelText('Mobile number'), '+977 9812345678')
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }))
    expect(bodyOf(calls, '/api/v1/auth/signup/send-otp/')).toEqual({
      phone_number: '9812345678',
      role: 'employer',
    })

    dialog = await screen.findByRole('dialog', { name: 'Verify Code' })
    expect(dialog.textContent).toContain('Enter the 6-digit code we sent to 9812345678.')
    await user.type(within(dialog).getByLabelText('Verification code'), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))

    dialog = await screen.findByRole('dialog', { name: 'Set Password' })
    await user.type(within(dialog).getByLabelText('New password'), 'Himalaya2026')
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Himalaya2026')
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }))
    expect(bodyOf(calls, '/api/v1/auth/signup/set-password/')).toEqual({
      phone_number: '9812345678',
      verification_token: 'ticket-1',
      password: 'Himalaya2026',
      full_name: 'Ram Thapa',
      email: null,
    })
    expect(bodyOf(calls, '/bff/login')).toEqual({
      username: '9812345678',
      password: 'Himalaya2026',
    })

    dialog = await screen.findByRole('dialog', { name: 'Employer Details' })
    await within(dialog).findByRole('option', { name: 'Hospitality' })
    await user.type(within(dialog).getByLabelText('Organization name'), 'Himal Traders')
    await user.selectOptions(within(dialog).getByLabelText('Industry'), '3')
    await user.selectOptions(within(dialog).getByLabelText('Province'), '3')
    await within(dialog).findByRole('option', { name: 'Kathmandu' })
    await user.selectOptions(within(dialog).getByLabelText('District'), '27')
    await user.type(within(dialog).getByLabelText('Address'), 'New Road')
    await user.clear(within(dialog).getByLabelText('Phone'))
    await user.type(within(dialog).getByLabelText('Phone'), '01-5550100')
    await user.selectOptions(within(dialog).getByLabelText('Number of employees'), '11-50')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodyOf(calls, '/api/v1/employer/organization/')).toEqual({
      name: 'Himal Traders',
      category: 3,
      district: 27,
      address: 'New Road',
      phone_number: '01-5550100',
      email: null,
      website: null,
      employees: '11-50',
      about: '',
      pan: null,
    })
    expect(screen.getByTestId('snackbar').textContent).toBe(
      "Your organization's details are saved.",
    )
    expect((await screen.findByTestId('account-menu')).textContent).toBe('Himal Traders')
    // The first save goes on to the employer's workspace, not the job seeker's home page.
    await waitFor(() => expect(currentPath(router)).toBe('/en/employer/profile/me'))
  })

  it('resets a forgotten password, then asks to sign in with it', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en', {
      routes: {
        'POST /api/v1/auth/password-reset/send-otp/': { body: { detail: 'Sent.' } },
        'POST /api/v1/auth/password-reset/verify-otp/': { body: { verification_token: 't2' } },
        'POST /api/v1/auth/password-reset/set-password/': { body: { detail: 'Changed.' } },
      },
    })
    act(() => openAccountDialog())
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }))
    let dialog = await screen.findByRole('dialog', { name: 'Forgot Password' })
    await user.type(within(dialog).getByLabelText('Mobile number'), '9801234567')
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }))
    dialog = await screen.findByRole('dialog', { name: 'Verify Code' })
    await user.type(within(dialog).getByLabelText('Verification code'), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))
    dialog = await screen.findByRole('dialog', { name: 'Set Password' })
    await user.type(within(dialog).getByLabelText('New password'), 'NewPass2026')
    await user.type(within(dialog).getByLabelText('Confirm password'), 'NewPass2026')
    await user.click(within(dialog).getByRole('button', { name: 'Set Password' }))

    dialog = await screen.findByRole('dialog', { name: 'Sign In' })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Your password has been changed. Sign in with the new one.',
    )
    expect(bodyOf(calls, '/api/v1/auth/password-reset/set-password/')).toEqual({
      phone_number: '9801234567',
      verification_token: 't2',
      password: 'NewPass2026',
    })
  })

  it("shows the server's refusal under the field it is about", async () => {
    const user = userEvent.setup()
    await renderApp('/en', {
      routes: {
        'POST /api/v1/auth/signup/send-otp/': {
          status: 400,
          body: { phone_number: ['An account with this number exists.'] },
        },
      },
    })
    act(() => openAccountDialog({ view: 'sign-up' }))
    const dialog = await screen.findByRole('dialog', { name: 'Employer Sign Up' })
    await user.type(within(dialog).getByLabelText('Full name'), 'Sita')
    await user.type(within(dialog).getByLabelText('Mobile number'), '9812345678')
    await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }))
    expect(await within(dialog).findByText('An account with this number exists.')).toBeDefined()
    expect(within(dialog).getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true')
  })

  it.each([502, 503])(
    'says in the form when the code could not be sent by SMS (%i), not the error page',
    async (status) => {
      const user = userEvent.setup()
      await renderApp('/en', {
        routes: {
          'POST /api/v1/auth/signup/send-otp/': {
            status,
            body: { detail: 'SMS is not configured on this server, so no code can be sent.' },
          },
        },
      })
      act(() => openAccountDialog({ view: 'sign-up' }))
      const dialog = await screen.findByRole('dialog', { name: 'Employer Sign Up' })
      await user.type(within(dialog).getByLabelText('Full name'), 'Sita')
      await user.type(within(dialog).getByLabelText('Mobile number'), '9812345678')
      await user.click(within(dialog).getByRole('button', { name: 'Send verification code' }))
      expect(
        await within(dialog).findByText(
          'SMS is not configured on this server, so no code can be sent.',
        ),
      ).toBeDefined()
      expect(within(dialog).getByLabelText('Full name')).toBeDefined()
    },
  )

  it('closes instead of changing view for a referrer', async () => {
    const user = userEvent.setup()
    await renderApp('/en', { user: buildReferrer() })
    await screen.findByTestId('account-menu')
    act(() => openAccountDialog())
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it.each([
    ['pricing', null, 'Employer Sign In'],
    ['employer-sign-in', null, 'Employer Sign In'],
    [null, buildEmployer(), 'Employer Sign In'],
    [null, buildJobseeker(), 'Sign In'],
    [null, null, 'Sign In'],
  ] as const)('is in employer mode by context (%s) or profile', async (context, who, title) => {
    await renderApp('/en', { user: who })
    await screen.findByRole('button', { name: 'Download App' })
    act(() => openAccountDialog({ context }))
    expect(await screen.findByRole('dialog', { name: title })).toBeDefined()
  })

  it('asks a job seeker for their own details in the details view', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en', {
      user: buildUser({ jobseeker_profile: { id: 5 }, full_name: 'Gita' }),
      routes: {
        ...lookups,
        'PUT /api/v1/jobseeker/onboarding/basic-information/': () => ({
          body: buildJobseeker({ full_name: 'Gita' }),
        }),
      },
    })
    await screen.findByTestId('account-menu')
    act(() => openAccountDialog({ view: 'details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Jobseeker Details' })
    await within(dialog).findByRole('option', { name: 'Bachelor' })
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Female')
    await user.type(within(dialog).getByLabelText('Date of birth'), '1998-04-14')
    expect(within(dialog).getByText('1 Baisakh 2055 BS')).toBeDefined()
    await user.selectOptions(within(dialog).getByLabelText('Province'), '3')
    await within(dialog).findByRole('option', { name: 'Kathmandu' })
    await user.selectOptions(within(dialog).getByLabelText('District'), '27')
    await within(dialog).findByRole('option', { name: 'Kathmandu Metropolitan City' })
    await user.selectOptions(within(dialog).getByLabelText('Municipality (optional)'), '280')
    await user.selectOptions(within(dialog).getByLabelText('Education level'), '4')
    await user.selectOptions(within(dialog).getByLabelText('Work experience'), '24')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodyOf(calls, '/api/v1/jobseeker/onboarding/basic-information/')).toEqual({
      gender: 'Female',
      date_of_birth: '1998-04-14',
      marital_status: null,
      district: 27,
      city: 280,
      address: '',
      education_degree: 4,
      experience_months: 24,
      expected_salary_band: null,
    })
  })

  it('starts Edit details from the organisation as saved, so a save keeps what it did not change', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en', {
      user: buildEmployer(),
      routes: {
        ...lookups,
        '/api/v1/employer/organization/': {
          body: {
            id: 7,
            name: 'Himal Traders',
            category: 3,
            province: 3,
            district: 27,
            address: 'New Road',
            phone_number: '01-5550100',
            email: 'info@himal.com.np',
            website: 'https://himal.com.np',
            employees: '11-50',
            about: 'Traders since 1990.',
            pan: '301234567',
            logo: null,
          },
        },
        'PUT /api/v1/employer/organization/': { body: {} },
      },
    })
    await screen.findByTestId('account-menu')
    act(() => openAccountDialog({ view: 'details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Employer Details' })
    const name = await within(dialog).findByLabelText('Organization name')
    expect((within(dialog).getByLabelText('Website (optional)') as HTMLInputElement).value).toBe(
      'https://himal.com.np',
    )
    await within(dialog).findByRole('option', { name: 'Kathmandu' })
    await user.clear(name)
    await user.type(name, 'Himal Traders Pvt. Ltd.')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/v1/employer/organization/')
    expect(put?.body).toEqual({
      name: 'Himal Traders Pvt. Ltd.',
      category: 3,
      district: 27,
      address: 'New Road',
      phone_number: '01-5550100',
      email: 'info@himal.com.np',
      website: 'https://himal.com.np',
      employees: '11-50',
      about: 'Traders since 1990.',
      pan: '301234567',
    })
  })

  it('names the website field when the website is not a web address', async () => {
    const user = userEvent.setup()
    await renderApp('/en', {
      user: buildEmployer({ has_filled_initial_form: false }),
      routes: lookups,
    })
    await screen.findByTestId('account-menu')
    act(() => openAccountDialog({ view: 'details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Employer Details' })
    const website = within(dialog).getByLabelText('Website (optional)')
    // Without a scheme it is given https://; another scheme is refused.
    await user.type(website, 'ftp://himal.com')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const error = await within(dialog).findByText('The website must start with https://')
    expect(website.getAttribute('aria-describedby')).toBe(error.id)
  })

  it('enrolls someone in a training', async () => {
    const user = userEvent.setup()
    const { calls } = await renderApp('/en', {
      routes: {
        'POST /api/v1/training/excel-basics/enroll/': {
          status: 201,
          body: { id: 1, detail: 'Enrolled.' },
        },
      },
    })
    act(() => openAccountDialog({ view: 'enroll', subject: 'excel-basics' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enroll in Training' })
    await user.type(within(dialog).getByLabelText('Full name'), 'Hari')
    await user.type(within(dialog).getByLabelText('Mobile number'), '9761234567')
    await user.click(within(dialog).getByRole('button', { name: 'Enroll' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodyOf(calls, '/api/v1/training/excel-basics/enroll/')).toEqual({
      full_name: 'Hari',
      phone_number: '9761234567',
      email: null,
    })
    expect(screen.getByTestId('snackbar').textContent).toBe('Enrolled.')
  })
})

describe('the sign-up choice dialog', () => {
  it("offers 'I'm Looking For Job' and 'I'm Looking For Job Seeker'", async () => {
    const user = userEvent.setup()
    await renderApp('/en')
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' })
    expect(
      within(dialog).getByRole('link', { name: "I'm Looking For Job" }).getAttribute('href'),
    ).toBe('/en/jobseeker/registration')
    expect(
      within(dialog).getByRole('link', { name: "I'm Looking For Job Seeker" }).getAttribute('href'),
    ).toBe('/en/employer/sign-up')
  })
})
