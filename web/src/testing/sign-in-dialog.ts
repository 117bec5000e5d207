import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { FakeApi } from './fake-api'

/**
 * Fake BFF routes for signing in as `user`: `/bff/login` answers with them, and `/bff/user`
 * says nobody until then (a revalidation after sign-in reads them back).
 */
export function signInRoutes(user: CurrentUser): NonNullable<FakeApi['routes']> {
  let signedIn: CurrentUser | null = null
  return {
    'POST /bff/login': () => {
      signedIn = user
      return { body: { user } }
    },
    '/bff/user': () => ({ body: { user: signedIn } }),
  }
}

/** Signs in through the open account dialog. */
export async function signInThroughDialog(dialog: HTMLElement) {
  const user = userEvent.setup()
  await user.type(within(dialog).getByLabelText('Email or phone number'), 'someone@jagir.demo')
  await user.type(within(dialog).getByLabelText('Password'), 'Demo@12345')
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }))
  return screen
}
