import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { writeLocaleCookie } from '../../../lib/lang'
import { buildEmployer } from '../../../testing/factories'
import { installFakeApi } from '../../../testing/fake-api'
import { resetAppState } from '../../../testing/render-app'
import { keepCurrentUserIn, loadCurrentUser } from './current-user'

/** users/me as the provider answers it: the organisation's name in the locale cookie's language. */
const organization = () =>
  document.cookie.includes('locale=en') ? 'Himalayan Tea House' : 'हिमालयन चिया घर'

describe('the signed-in user and the language (issue 11, item 14)', () => {
  it('is asked again when the language changes while the first answer is on its way', async () => {
    await resetAppState()
    writeLocaleCookie('ne')
    const { calls } = installFakeApi({
      routes: {
        '/bff/user': () => ({
          body: {
            user: buildEmployer({
              related_organizations: [{ id: 7, name: organization(), logo: null }],
            }),
          },
        }),
      },
    })
    const first = loadCurrentUser()
    // An /en page's language loader runs before the Nepali answer has come back.
    writeLocaleCookie('en')
    keepCurrentUserIn('en')
    expect((await first)?.related_organizations[0]?.name).toBe('हिमालयन चिया घर')
    await waitFor(async () =>
      expect((await loadCurrentUser())?.related_organizations[0]?.name).toBe('Himalayan Tea House'),
    )
    expect(calls.filter((call) => call.path === '/bff/user')).toHaveLength(2)
  })
})
