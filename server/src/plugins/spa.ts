import fastifyStatic from '@fastify/static'
import { GUARD_NOTICE_COOKIE, GUARD_NOTICE_SECONDS, runGuard } from '@jagir/shared/routes/guards'
import type { ServerRenderer } from '@jagir/shared/routes/server-render'
import { matchRoute, splitLang, type Lang, type RouteMatch } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import path from 'node:path'
import { fetchCurrentUser, requestLocale, type Locale } from '../lib/current-user.js'
import { createPageRenderer, loadServerRenderer, serverEntryOf } from '../lib/page-render.js'
import { createUserCache } from '../lib/user-cache.js'
import { browsePage } from '../pages/browse.js'
import { contentPage } from '../pages/content.js'
import { itemPage } from '../pages/item.js'
import { jobPage } from '../pages/job.js'
import { missing, type PageAnswer, type PageContext } from '../pages/page.js'
import { notFoundPage, screenPage } from '../pages/screen.js'
import { createPageSender } from '../pages/send.js'
import { UpstreamError } from './upstream.js'

export interface SpaOptions {
  /** The built SPA (Vite's dist). Defaults to web/dist beside the server package. */
  webRoot?: string
  /** The site's origin (PUBLIC_URL): job pages link to themselves with it. */
  publicUrl?: string
  /**
   * The SPA's server renderer. Defaults to the one built beside the web root
   * (web/dist-server/entry-server.js) when it exists; null renders nothing on the server.
   */
  serverRenderer?: ServerRenderer | null
  /** How long a render may take before the browser is left to render the page. */
  renderTimeoutMs?: number
  /** Render even when busy (SERVER_RENDER=always): no page is left to the browser for load. */
  renderUnderLoad?: boolean
}

/** web/dist, from server/src/plugins (tsx) and server/dist/plugins (built) alike. */
export const DEFAULT_WEB_ROOT = path.resolve(import.meta.dirname, '../../../web/dist')

/** How long a token's user is trusted for guard decisions, so navigations don't each call users/me. */
export const USER_CACHE_MS = 3_000
const YEAR_MS = 365 * 24 * 60 * 60 * 1000
/** Unhashed files at the root (favicon, robots.txt): an hour, then revalidated by ETag. */
const ROOT_FILE_MAX_AGE_MS = 60 * 60 * 1000
const NOT_FOUND = { detail: 'Not found.' }

const isBackendPath = (pathname: string) =>
  /^\/(api|bff)(\/|$)/.test(pathname) || pathname === '/healthz' || pathname === '/readyz'

/** A decoded, canonical file path under the web root, or null (dotfiles, `..`, odd characters). */
function staticFilePath(pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const segment = '[A-Za-z0-9_@~+=-][A-Za-z0-9._@~+=-]*'
  if (!new RegExp(`^(/${segment})+$`).test(decoded)) return null
  // Compressed twins are chosen by Accept-Encoding; index.html only goes out through the guards.
  if (/\.(br|gz)$/.test(decoded) || decoded === '/index.html') return null
  return decoded
}

const hasExtension = (pathname: string) => /\.[A-Za-z0-9]{1,10}$/.test(pathname)

/**
 * Serves the built SPA: hashed assets (immutable, pre-compressed), other static files, and the
 * pages of the shared route table: a guarded route after its guard has let the request in (its
 * shell rendered), every other one as its page kind answers it (`server/src/pages/`: a job,
 * content, one item, any other screen). Unknown paths get the 404 page; unknown /api and /bff
 * paths a JSON 404. Register it last: its catch-all route must not shadow anything.
 */
export default fp<SpaOptions>(
  async function spaPlugin(fastify, options) {
    const webRoot = path.resolve(options.webRoot ?? DEFAULT_WEB_ROOT)
    // Public pages are rendered here first (the browser then takes them over), when built.
    const renderer = createPageRenderer({
      renderer:
        options.serverRenderer !== undefined
          ? options.serverRenderer
          : await loadServerRenderer(serverEntryOf(webRoot), fastify.log),
      upstream: fastify.upstream,
      log: fastify.log,
      timeoutMs: options.renderTimeoutMs,
      shedLoad: !options.renderUnderLoad,
      origin: options.publicUrl,
    })
    fastify.addHook('onClose', async () => renderer.close())

    // Guard decisions need the user; one users/me per token and language every few seconds is
    // enough. Keyed by language too: the provider answers names in the request's language.
    // Shared by every replica with REDIS_URL.
    const users = createUserCache({
      ttlMs: USER_CACHE_MS,
      fetchUser: (token, locale) => fetchCurrentUser(fastify.upstream, token, locale),
      sharedState: fastify.sharedState,
    })

    // A write of the user's that succeeded may change what users/me says (a purchase, the initial
    // form): the next page load asks again rather than decide on the user as they were.
    // A callback hook: it runs on every request, and reads (most of them) pass straight on.
    fastify.addHook('onResponse', (request, reply, done) => {
      const method = request.method
      const token = request.sessionMemo?.token
      if (
        method === 'GET' ||
        method === 'HEAD' ||
        reply.statusCode >= 400 ||
        !token ||
        (!request.url.startsWith('/api/') && !request.url.startsWith('/bff/'))
      ) {
        return done()
      }
      users.forget(token).then(
        () => done(),
        (error: unknown) => done(error as Error),
      )
    })

    async function currentUser(
      request: FastifyRequest,
      reply: FastifyReply,
      locale: Locale = requestLocale(request),
    ) {
      const session = await fastify.sessions.read(request, reply)
      if (!session) return null
      const user = await users.get(session.token, locale)
      if (!user) {
        // The provider refused the token: the session is over.
        fastify.sessions.clear(reply)
        return null
      }
      return user
    }

    const pages = createPageSender({ webRoot, renderer, log: fastify.log, currentUser })
    const context: PageContext = {
      upstream: fastify.upstream,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      sanitize: fastify.sanitizer.sanitizeForPage,
      log: fastify.log,
      screenTags: pages.screenTags,
    }
    // The first that handles a route answers it: `screenPage` handles every route.
    const kinds = [jobPage, contentPage, browsePage, itemPage, screenPage].map((kind) =>
      kind(context),
    )

    function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0]!
      if (isBackendPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).header('cache-control', 'no-store').send(NOT_FOUND)
      }
      const { lang } = splitLang(pathname)
      return pages.send(request, reply, lang, notFoundPage(context, lang))
    }

    /** A public page, as its kind answers it. */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, match: RouteMatch) {
      const kind = kinds.find((candidate) => candidate.handles(match.route.id))!
      let page: PageAnswer
      try {
        page = await kind.answer(match, request.url)
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        // The page cannot be read now: the SPA still loads and says so; a reload tries again.
        request.log.warn(
          { err: error.cause ?? error, route: match.route.id },
          'page: the provider is unreachable',
        )
        page = kind.unreachable?.(match) ?? missing(error.statusCode)
      }
      return pages.send(request, reply, match.lang, page)
    }

    /**
     * The user the guard read, in the page's language for its shell's header (their organisation's
     * name): read again when the locale cookie says another language (a shared /en link opened
     * in a new browser). Undefined when that read fails: the page then goes out without a shell.
     */
    async function userInPageLanguage(
      request: FastifyRequest,
      reply: FastifyReply,
      lang: Lang,
      user: CurrentUser | null,
    ): Promise<CurrentUser | null | undefined> {
      if (!pages.rendering || !user || requestLocale(request) === lang) return user
      try {
        return (await currentUser(request, reply, lang)) ?? undefined
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        return undefined
      }
    }

    /** A screen of the route table: its guard, then the page in the screen's language. */
    async function navigate(request: FastifyRequest, reply: FastifyReply, match: RouteMatch) {
      const guard = match.route.guard
      if (!guard) return sendPage(request, reply, match)
      // The answer depends on the cookie: no shared cache may keep it.
      reply.header('cache-control', 'private, no-cache')
      let user: CurrentUser | null
      try {
        user = await currentUser(request, reply)
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        // Who the user is cannot be known: neither let them in nor send them to sign in. The SPA
        // still loads (its client-side guard shows the error page) and a reload tries again.
        request.log.warn({ err: error.cause ?? error }, 'guard could not load the current user')
        reply.header('cache-control', 'no-store')
        return pages.sendIndex(request, reply, match.lang, error.statusCode)
      }
      const result = runGuard(guard, user, { path: request.url, lang: match.lang })
      if (result.allow) {
        // The site's shell and a skeleton paint at once; the browser then renders the page.
        const shellFor = await userInPageLanguage(request, reply, match.lang, user)
        if (shellFor === undefined) return pages.sendIndex(request, reply, match.lang, 200)
        return pages.send(request, reply, match.lang, {
          status: 200,
          ...pages.screenTags(match.route.id, match.lang),
          render: true,
          shellFor,
        })
      }
      // Why, for the page the guard sends them to (it says so in a notice): the address stays
      // the guard's own.
      if (result.notice) {
        reply.setCookie(GUARD_NOTICE_COOKIE, result.notice, {
          path: '/',
          maxAge: GUARD_NOTICE_SECONDS,
          sameSite: 'lax',
          secure: fastify.sessions.secure,
          httpOnly: false,
        })
      }
      return reply.header('cache-control', 'private, no-store').redirect(result.redirect, 302)
    }

    fastify.setNotFoundHandler(sendNotFound)

    // Encapsulated so @fastify/static's reply decorators stay ours.
    await fastify.register(async function spaRoutes(scope) {
      await scope.register(fastifyStatic, {
        root: webRoot,
        serve: false,
        preCompressed: true,
        index: false,
        dotfiles: 'deny',
        redirect: false,
      })

      scope.get('/*', async (request, reply) => {
        const pathname = request.url.split('?')[0]!
        if (isBackendPath(pathname)) return reply.code(404).send(NOT_FOUND)
        const match = matchRoute(pathname)
        if (match) return navigate(request, reply, match)

        const file = pathname.startsWith('/assets/') || hasExtension(pathname)
        const filePath = file ? staticFilePath(pathname) : null
        if (!filePath) return sendNotFound(request, reply)
        const hashed = filePath.startsWith('/assets/')
        return reply.sendFile(filePath, webRoot, {
          maxAge: hashed ? YEAR_MS : ROOT_FILE_MAX_AGE_MS,
          immutable: hashed,
        })
      })
    })
  },
  {
    name: 'jagir-spa',
    dependencies: ['jagir-session', 'jagir-upstream', 'jagir-security-headers', 'jagir-sanitizer'],
  },
)
