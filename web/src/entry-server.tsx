import { Writable } from 'node:stream'
import { StrictMode, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server.node'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router'
import { unstable_serialize } from 'swr'
import { setupI18n, type I18n } from '@lingui/core'
import { messages as enMessages } from 'virtual:catalog/en/core'
import { messages as neMessages } from 'virtual:catalog/ne/core'
import type {
  PageData,
  ServerRenderRequest,
  ServerRenderResult,
} from '@jagir/shared/routes/server-render'
import type { Lang } from '@jagir/shared/routes/table'
import { AppProviders } from './app/providers'
import { RootLayout } from './app/root-layout'
import { buildRoutes } from './app/router'
import { PageSkeleton } from './components/ui/page-skeleton'
import { USER_KEY } from './features/auth/api/current-user'
import { ApiError, type ApiRequest } from './lib/api-client'
import { INTL_LOCALES } from './lib/format'
import { serverLoadContext, type ApiGet } from './lib/page-data'
import { setRenderOrigin } from './lib/site-origin'
import { rememberSanitized } from './server/rich-text'

/**
 * The SPA rendered on the server (built by `vite build --ssr` to web/dist-server/entry-server.js
 * and called by the BFF for the pages of server/src/pages/): the page of an address, in its
 * language, with its first data, as the browser would render it, so the browser can take it over
 * (main.tsx hydrates it) instead of painting it from nothing.
 */

/**
 * Unguarded pages the browser renders itself: the OAuth callback works with the address, a
 * forgotten password's steps with the tab's draft; a payment's result is the signed-in employer's
 * own order (the render reads as a visitor). A guarded page (sign-up, onboarding, the
 * organisation) never comes here whole: the BFF asks for its shell only.
 */
const CLIENT_ONLY = new Set([
  'oauthCallback',
  'forgotPassword',
  'forgotPasswordVerifyOtp',
  'forgotPasswordSetPassword',
  'paymentSuccess',
  'paymentFailure',
])

// One translator per language, activated once: requests in both languages render side by side.
const translators: Record<Lang, I18n> = {
  ne: translator('ne', neMessages),
  en: translator('en', enMessages),
}

function translator(lang: Lang, messages: I18n['messages']): I18n {
  return setupI18n({
    locale: lang,
    locales: INTL_LOCALES[lang],
    messages: { [lang]: messages },
  })
}

// The route table's modules resolve once (the static handler keeps what `lazy` returned).
const routes = buildRoutes()
const handler = createStaticHandler(routes)

// A guarded page's shell: the layout around a skeleton, whatever the address (no loader runs).
const shellHandler = createStaticHandler([
  {
    id: 'root',
    Component: RootLayout,
    children: [{ id: 'skeleton', path: '*', Component: PageSkeleton }],
  },
])

/** Renders one page, or says the browser renders it. Rejects when the render fails. */
export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  const url = new URL(request.url, 'http://jagir.invalid')
  if (request.shell) return renderShell(request, url)
  const leaf = matchRoutes(routes, url.pathname)?.at(-1)?.route.id ?? ''
  if (CLIENT_ONLY.has(leaf.split(':')[0]!)) return { kind: 'client' }

  for (const [raw, html] of request.sanitized ?? []) rememberSanitized(raw, html)
  setRenderOrigin(request.origin)
  const fallback: Record<string, unknown> = {}
  const readAt = Date.now()
  const requestContext = serverLoadContext({
    lang: request.lang,
    get: serverGet(request),
    keep: (key, data) => {
      fallback[unstable_serialize(key)] = data
    },
  })
  const context = await handler.query(new Request(url, { signal: request.signal }), {
    requestContext,
  })
  // A loader redirected or failed: the browser's router handles it as it would.
  if (context instanceof Response || context.errors) return { kind: 'client' }

  return renderRouted(request, handler, context, fallback, readAt, {
    loaderData: context.loaderData,
  })
}

/**
 * The page of a static handler's answer, rendered with the page's language, screen, user and
 * first data, and what the browser is given with it (the router's state when it hydrates).
 */
async function renderRouted(
  request: ServerRenderRequest,
  routes: StaticHandler,
  context: StaticHandlerContext,
  fallback: Record<string, unknown>,
  readAt: number,
  hydration?: PageData['hydration'],
): Promise<ServerRenderResult> {
  const router = createStaticRouter(routes.dataRoutes, context)
  const markup = await renderToString(
    <StrictMode>
      <AppProviders
        i18n={translators[request.lang]}
        screen={request.screen}
        renderedAt={readAt}
        // The data given is fresh: rendered as not revalidating, as the browser takes it over.
        swr={{ fallback: { ...fallback, [USER_KEY]: request.user }, revalidateIfStale: false }}
      >
        {/* No inline script (the CSP allows none): the BFF sends the router's state as data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    request.signal,
  )
  const { head, body } = splitHoisted(markup)
  const data: PageData = {
    lang: request.lang,
    screen: request.screen,
    fallback,
    readAt,
    ...(hydration ? { hydration } : {}),
    // The SPA adds it to the fallback as USER_KEY, as here.
    user: request.user,
    ...(request.origin ? { origin: request.origin.replace(/\/+$/, '') } : {}),
  }
  return { kind: 'html', html: body, head, data }
}

/**
 * A guarded page's first paint: the site's layout, in the page's language with the header of the
 * user the guard read, around a skeleton of the page. Nothing of the user's is read; the browser
 * renders the page itself (the data carries no router state, so it does not hydrate).
 */
async function renderShell(request: ServerRenderRequest, url: URL): Promise<ServerRenderResult> {
  setRenderOrigin(request.origin)
  const context = await shellHandler.query(new Request(url, { signal: request.signal }))
  if (context instanceof Response || context.errors) return { kind: 'client' }
  // No router state: the browser renders the page itself, it does not hydrate the shell.
  return renderRouted(request, shellHandler, context, {}, Date.now())
}

/** The provider API through the BFF: the body, or an ApiError as the browser's client throws. */
function serverGet(request: ServerRenderRequest): ApiGet {
  return async <T,>(path: string, _options?: Pick<ApiRequest, 'callerStatuses'>) => {
    const answer = await request.fetch(path)
    if (answer.status >= 200 && answer.status < 300) return answer.body as T
    throw new ApiError(answer.status, answer.body, `the provider answered ${answer.status}`)
  }
}

/**
 * React's streaming renderer, waited out: the whole page (every Suspense boundary resolved), so
 * crawlers and browsers without JavaScript get all of it, and the BFF can keep it.
 */
function renderToString(element: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let failed: unknown
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
        done()
      },
      final(done) {
        if (failed === undefined) resolve(Buffer.concat(chunks).toString('utf8'))
        else reject(failed)
        done()
      },
    })
    const stream = renderToPipeableStream(element, {
      // Never split a large part out to be put in place by an inline script: the CSP runs none,
      // and the whole page is sent at once anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // Any error is a failed render: the BFF then sends the page for the browser to render.
        failed ??= error
      },
    })
    const abort = () => {
      stream.abort(signal.reason)
      reject(signal.reason instanceof Error ? signal.reason : new Error('render aborted'))
    }
    if (signal.aborted) abort()
    else signal.addEventListener('abort', abort, { once: true })
  })
}

/** React writes a page's `<title>` (and other hoisted tags) first; they belong in `<head>`. */
const HOISTED = /^(?:<title\b[^>]*>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/

function splitHoisted(markup: string): { head: string; body: string } {
  const hoisted = HOISTED.exec(markup)?.[0] ?? ''
  return { head: hoisted, body: markup.slice(hoisted.length) }
}
