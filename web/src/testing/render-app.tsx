import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { splitLang, type RouteId } from '@jagir/shared/routes/table'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { mutate } from 'swr'
import { AppProviders } from '../app/providers'
import { connectApiErrors } from '../app/api-error-bridge'
import { onRecoverableError } from '../app/recoverable-errors'
import { buildRoutes } from '../app/router'
import { routeModules, type RouteModule } from '../app/route-modules'
import { forgetCurrentUser } from '../features/auth/api/current-user'
import { closeAccountDialog } from '../lib/account-dialog'
import { activateLanguage } from '../lib/i18n'
import { hideSnackbar } from '../lib/snackbar'
import { installFakeApi, type FakeApi } from './fake-api'

/** Forgets what an earlier test left in the app's module state and SWR's cache. */
export async function resetAppState(): Promise<void> {
  forgetCurrentUser()
  closeAccountDialog()
  hideSnackbar()
  // Revalidating also drops SWR's marks of the requests made: each is kept for the deduping
  // interval (5 s in the app), and a hook mounting meanwhile asks for nothing, so an earlier
  // test's request would hide this test's one, or not, by how long the tests between took.
  // (No hook is mounted here: the earlier test's app is unmounted, so nothing is asked for.)
  await mutate(() => true, undefined, { revalidate: true })
}

/**
 * Renders the whole app (router, layout, lazy route modules, real catalogs) at `path`, against
 * a fake BFF. Returns the router (its location) and the calls the app made. `modules` replaces
 * some screens' lazy modules (one whose chunk fails to load, say).
 */
export async function renderApp(
  path: string,
  api: FakeApi = {},
  { modules = {} }: { modules?: Partial<Record<RouteId, RouteModule>> } = {},
) {
  await resetAppState()
  const fake = installFakeApi(api)
  const router = createMemoryRouter(buildRoutes({ ...routeModules, ...modules }), {
    initialEntries: [path],
  })
  connectApiErrors(router)
  const view = render(
    <AppProviders swr={{ dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </AppProviders>,
    { onRecoverableError },
  )
  return { ...view, router, calls: fake.calls, api: fake.api }
}

/** The router's current path and query. */
export const currentPath = (router: {
  state: { location: { pathname: string; search: string } }
}) => router.state.location.pathname + router.state.location.search

/**
 * Renders one component inside the providers and a router at `path` (`/` or `/en`; other paths
 * render nothing, so a test can navigate away), for a piece of the layout on its own.
 */
export async function renderInRouter(element: ReactNode, path = '/en', api: FakeApi = {}) {
  await resetAppState()
  const fake = installFakeApi(api)
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/en', element },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  )
  await activateLanguage(splitLang(path).lang)
  const view = render(
    <AppProviders swr={{ dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...view, router, calls: fake.calls }
}
