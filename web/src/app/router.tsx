import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router'
import {
  matchRoute,
  ROUTES,
  splitLang,
  type GuardName,
  type Lang,
} from '@jagir/shared/routes/table'
import { keepCurrentUserIn } from '../features/auth/api/current-user'
import { activateLanguage } from '../lib/i18n'
import { serverLoad } from '../lib/page-data'
import { syncLocaleCookie } from '../lib/lang'
import { connectApiErrors } from './api-error-bridge'
import { guardLoader } from './guard-loader'
import { RootLayout } from './root-layout'
import { RouteErrorBoundary } from './route-error'
import { notFoundModule, routeModules, type RouteModule } from './route-modules'

/** Every registered screen in one language; guarded ones grouped under their guard's loader. */
function pageRoutes(lang: Lang, modules: Partial<Record<string, RouteModule>>): RouteObject[] {
  const open: RouteObject[] = []
  const guarded = new Map<GuardName, RouteObject[]>()
  for (const route of ROUTES) {
    const lazy = modules[route.id]
    if (!lazy) continue
    const id = `${route.id}:${lang}`
    const page: RouteObject =
      route.pattern === '/' ? { id, index: true, lazy } : { id, path: route.pattern.slice(1), lazy }
    if (!route.guard) open.push(page)
    else guarded.set(route.guard, [...(guarded.get(route.guard) ?? []), page])
  }
  const groups: RouteObject[] = [...guarded].map(([guard, children]) => ({
    id: `guard:${guard}:${lang}`,
    loader: guardLoader(guard, lang),
    // The guard runs on every navigation into its group, not only when first entered.
    shouldRevalidate: () => true,
    children,
  }))
  return [...open, ...groups, { id: `not-found:${lang}`, path: '*', lazy: notFoundModule }]
}

/** One branch per language: Nepali at `/`, English under `/en`; each activates its catalog. */
function languageBranch(lang: Lang, modules: Partial<Record<string, RouteModule>>): RouteObject {
  return {
    id: `lang:${lang}`,
    path: lang === 'en' ? '/en' : '/',
    loader: async ({ context }) => {
      // The server's render has its language already (web/src/entry-server.tsx).
      if (serverLoad(context)) return null
      // The BFF sets the API's language from this cookie: keep it in step with the address, so
      // a shared /en link shows English data too (before any page asks for data).
      syncLocaleCookie(lang)
      keepCurrentUserIn(lang)
      await activateLanguage(lang)
      return null
    },
    shouldRevalidate: () => false,
    ErrorBoundary: RouteErrorBoundary,
    children: pageRoutes(lang, modules),
  }
}

/** The route tree: the layout around both language branches. */
export function buildRoutes(
  modules: Partial<Record<string, RouteModule>> = routeModules,
): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: () => null,
      children: [languageBranch('en', modules), languageBranch('ne', modules)],
    },
  ]
}

/** The route objects of the tree by id (the page routes' ids are `{route id}:{lang}`). */
function routesById(routes: RouteObject[], into = new Map<string, RouteObject>()) {
  for (const route of routes) {
    if (route.id) into.set(route.id, route)
    if (route.children) routesById(route.children, into)
  }
  return into
}

/**
 * Loads the route module the address shows, so a page the server rendered is hydrated with its
 * code in place (a lazy route would first render nothing and mismatch). The page is found with
 * the shared table's matcher, the one the BFF rendered it by: React Router's own matching ranks
 * every route of both languages, and the router does that once more when it is created, a cost
 * a phone pays twice while the page is being taken over.
 */
export async function loadMatchedModules(routes: RouteObject[], pathname: string): Promise<void> {
  const match = matchRoute(pathname)
  const { lang } = match ?? splitLang(pathname)
  const byId = routesById(routes)
  // An address of the table whose screen this app has no module for shows the 404 page.
  const route = (match && byId.get(`${match.route.id}:${lang}`)) ?? byId.get(`not-found:${lang}`)
  if (typeof route?.lazy !== 'function') return
  Object.assign(route, { ...(await route.lazy()), lazy: undefined })
}

/**
 * The app's browser router, with failed API calls handled from its first navigation on. Given
 * the server render's loader data, it takes over the rendered page without running them again.
 */
export function createAppRouter(
  routes: RouteObject[] = buildRoutes(),
  hydrationData?: HydrationState,
) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined)
  connectApiErrors(router)
  return router
}
