import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { cache, SWRGlobalState } from 'swr/_internal'
import { expect } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { buildRoutes } from '../../../app/router'
import { resetAppState } from '../../../testing/render-app'
import { installFakeJobApi, type FakeJobApiOptions } from './fake-job-api'

/**
 * SWR keeps a preloaded request until a hook fetches that key; the signed-in user's preload is
 * often never consumed (the cache already holds it), so a later test would get the earlier user.
 */
function forgetPreloads(): void {
  const preloads = (SWRGlobalState.get(cache) as unknown[] | undefined)?.[3] as
    Record<string, unknown> | undefined
  for (const key of Object.keys(preloads ?? {})) delete preloads![key]
}

/** Renders the whole app at `path` against the fake job API. */
export async function renderWizard(path: string, options: FakeJobApiOptions = {}) {
  await resetAppState()
  forgetPreloads()
  const api = installFakeJobApi(options)
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] })
  const view = render(
    <AppProviders swr={{ dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, ...api, user: userEvent.setup() }
}

/** The wizard's dialog, once its step has loaded what it shows. */
export async function wizardDialog(name: RegExp | string) {
  const dialog = await waitFor(
    () => {
      const found = screen.getByRole('dialog', { name })
      expect(found.querySelector('[aria-busy="true"][role="status"]')).toBeNull()
      return found
    },
    { timeout: 15000 },
  )
  return within(dialog)
}

type User = ReturnType<typeof userEvent.setup>

/** Types into a search field and chooses the option with this name. */
export async function choose(user: User, field: HTMLElement, typed: string, option: string) {
  await user.clear(field)
  await user.type(field, typed)
  const listbox = document.getElementById(field.getAttribute('aria-controls')!)!
  const entry = await within(listbox).findByRole('option', { name: option })
  await user.click(entry)
  await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'))
}
