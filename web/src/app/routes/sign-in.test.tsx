import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildEmployer } from '../../testing/factories'
import { currentPath, renderApp } from '../../testing/render-app'

async function signIn(username: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email or phone number'), username)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }))
}

const loginRoute = { 'POST /bff/login': { body: { user: buildEmployer() } } }

describe('the sign-in page', () => {
  it('signs in through /bff/login and continues to ?next=', async () => {
    const { router, calls } = await renderApp('/en/sign-in?next=%2Fen%2Fabout%3Fx%3D1', {
      routes: loginRoute,
    })
    await signIn('employer@jagir.demo', 'Demo@12345')
    await waitFor(() => expect(currentPath(router)).toBe('/en/about?x=1'))
    const login = calls.find((call) => call.path === '/bff/login')!
    expect(login.body).toEqual({ username: 'employer@jagir.demo', password: 'Demo@12345' })
    expect(login.headers['x-csrf']).toBe('1')
    expect(await screen.findByTestId('account-menu')).toBeDefined()
    expect(screen.getByTestId('snackbar').textContent).toBe('Successfully Logged In')
  })

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'goes home instead of a next that is not a local path (%s)',
    async (next) => {
      const { router } = await renderApp(`/en/sign-in?next=${encodeURIComponent(next)}`, {
        routes: loginRoute,
      })
      await signIn('employer@jagir.demo', 'Demo@12345')
      await waitFor(() => expect(currentPath(router)).toBe('/en'))
    },
  )

  it("shows the provider's refusal and stays", async () => {
    const { router } = await renderApp('/en/sign-in', {
      routes: {
        'POST /bff/login': {
          status: 400,
          body: { non_field_errors: ['Unable to log in with provided credentials.'] },
        },
      },
    })
    await signIn('employer@jagir.demo', 'wrong')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to log in with provided credentials.',
    )
    expect(currentPath(router)).toBe('/en/sign-in')
  })

  it('asks for both fields before calling the BFF', async () => {
    const { calls } = await renderApp('/en/sign-in')
    await screen.findByLabelText('Password')
    await userEvent
      .setup()
      .click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter your email or phone number.')).toBeDefined()
    expect(screen.getByText('Please enter your password.')).toBeDefined()
    expect(calls.some((call) => call.path === '/bff/login')).toBe(false)
  })

  it('offers social sign-in only when the BFF says so, returning to next', async () => {
    await renderApp('/en/sign-in?next=%2Fen%2Fcontact', { socialSignIn: true })
    const button = await screen.findByRole('link', { name: 'Continue with a social account' })
    expect(button.getAttribute('href')).toBe('/bff/oauth/login?next=%2Fen%2Fcontact&lang=en')
  })

  it('hides social sign-in when the BFF has none', async () => {
    const { calls } = await renderApp('/en/sign-in', { socialSignIn: false })
    await screen.findByLabelText('Password')
    await waitFor(() => expect(calls.some((call) => call.path === '/bff/config')).toBe(true))
    await act(async () => {})
    expect(screen.queryByRole('link', { name: 'Continue with a social account' })).toBeNull()
  })

  it('explains a failed social sign-in', async () => {
    await renderApp('/sign-in?error=oauth_state')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'सामाजिक सञ्जालबाट लग इन पुष्टि हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
    )
  })
})
