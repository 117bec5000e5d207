import fastifyStatic from '@fastify/static'
import { errorPageStatus } from '@jagir/shared/errors/status'
import { GUARD_NOTICE_COOKIE, GUARD_NOTICE_SECONDS, runGuard } from '@jagir/shared/routes/guards'
import { matchRoute, splitLang, type Lang, type RouteMatch } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { screenHintOf, type ServerRenderer } from '@jagir/shared/routes/server-render'
import { chunkPreloads, deferAppStylesheets, type ScreenAssets } from '../lib/chunk-preloads.js'
import { fetchCurrentUser, requestLocale, type Locale } from '../lib/current-user.js'
import { HtmlBody, sendHtml } from '../lib/html-body.js'
import type { PageAdditions } from '../lib/page-cache.js'
import { withPageHead } from '../lib/page-head.js'
import {
  createPageRenderer,
  loadServerRenderer,
  serverEntryOf,
  withRenderedPage,
  type RenderedPage,
} from '../lib/page-render.js'
import { readItemPage } from '../lib/item-pages.js'
import { createUserCache } from '../lib/user-cache.js'
import { withStyleSources } from './security-headers.js'
import { createContentPages } from './content-pages.js'
import { createJobPages } from './job-page-meta.js'
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

/** Served when web/dist was not built, so the BFF still answers (and says what to do). */
const UNBUILT_INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8"><title>Jagir</title></head>' +
  '<body><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>'

/** A page's answer: its status, head tags, what its render may reuse, and whether to render it. */
interface PageAnswer extends PageAdditions {
  render: boolean
  /**
   * A guarded page its guard let in: only the shell (layout and a skeleton) is rendered, for the
   * user the guard read (null: a visitor the guard admits); the browser renders the page itself.
   */
  shellFor?: CurrentUser | null
}

interface IndexVariant {
  html: string
  page: HtmlBody
}

/** index.html with its `<html lang>` set to `lang` (added when missing). */
export function withLang(html: string, lang: Lang): string {
  const tag = /<html\b[^>]*>/i.exec(html)
  if (!tag) return html
  const attr = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i
  const rewritten = attr.test(tag[0])
    ? tag[0].replace(attr, () => ` lang="${lang}"`)
    : tag[0].replace(/^<html\b/i, () => `<html lang="${lang}"`)
  return html.slice(0, tag.index) + rewritten + html.slice(tag.index + tag[0].length)
}

function loadIndex(webRoot: string, fastify: FastifyInstance): Record<Lang, IndexVariant> {
  let html: string
  try {
    html = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  } catch {
    fastify.log.warn({ webRoot }, 'web app not built: index.html is missing, serving a placeholder')
    html = UNBUILT_INDEX
  }
  const variant = (lang: Lang): IndexVariant => {
    const localized = withLang(html, lang)
    return { html: localized, page: new HtmlBody(Buffer.from(localized)) }
  }
  return { ne: variant('ne'), en: variant('en') }
}

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

/** index.html's head with more tags: a page's own title and description replace the site's. */
function withHeadTags(html: string, tags: string): string {
  if (/<title\b/i.test(tags)) return withPageHead(html, tags)
  const close = /<\/head>/i.exec(html)
  if (!close) return html
  return `${html.slice(0, close.index)}  ${tags}\n  ${html.slice(close.index)}`
}

const hasExtension = (pathname: string) => /\.[A-Za-z0-9]{1,10}$/.test(pathname)

/**
 * Serves the built SPA: hashed assets (immutable, pre-compressed), other static files, and
 * index.html for the routes of spec section 2 after their guard (spec section 6) has passed.
 * Unknown paths get index.html with 404; unknown /api and /bff paths a JSON 404.
 * Register it last: its catch-all route must not shadow anything.
 */
export default fp<SpaOptions>(
  async function spaPlugin(fastify, options) {
    const webRoot = path.resolve(options.webRoot ?? DEFAULT_WEB_ROOT)
    const index = loadIndex(webRoot, fastify)
    // Job pages carry the job's title, description, links and JSON-LD for search engines.
    const jobPages = createJobPages({
      upstream: fastify.upstream,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      webRoot,
      sanitize: fastify.sanitizer.sanitizeForPage,
      log: fastify.log,
    })
    // Each screen's chunks, catalog and stylesheets, by the file its route id names
    // (`jobSearch` → web/src/app/routes/job-search.tsx); none for a file the build does not have.
    const preloads = chunkPreloads(webRoot)
    const assetsOf = new Map<string, ScreenAssets>()
    const screenAssets = (id: string) => {
      let assets = assetsOf.get(id)
      if (!assets) {
        assets = preloads(
          `src/app/routes/${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`,
        )
        assetsOf.set(id, assets)
      }
      return assets
    }
    /** A screen's head tags and the style hashes they need, as a page answer takes them. */
    const routeTags = (id: string, lang: Lang) => {
      const assets = screenAssets(id)
      return { tags: assets.tags(lang).join('\n    '), styleHashes: assets.styleHashes }
    }
    // Content pages (blog, directory, FAQ, training, forms) carry their own head, as job pages do.
    const contentPages = createContentPages({
      upstream: fastify.upstream,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      sanitize: fastify.sanitizer.sanitizeForPage,
      assets: routeTags,
      log: fastify.log,
    })
    // Public pages are rendered here first (the browser then takes them over), when built.
    const pages = createPageRenderer({
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
    fastify.addHook('onClose', async () => pages.close())

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

    function sendIndex(request: FastifyRequest, reply: FastifyReply, lang: Lang, status: number) {
      reply.code(status).type('text/html; charset=utf-8')
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache')
      return sendHtml(request, reply, index[lang].page, { etag: status === 200 })
    }

    function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0]!
      if (isBackendPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).header('cache-control', 'no-store').send(NOT_FOUND)
      }
      const { lang } = splitLang(pathname)
      return sendPage(request, reply, lang, {
        status: 404,
        ...routeTags('notFound', lang),
        render: true,
      })
    }

    /**
     * A public page: index.html with the page's own head tags and, when the server renderer is
     * built, the page rendered with its first data (a failed or slow render leaves the page to
     * the browser, as before). The header is the signed-in user's; the data a visitor's.
     */
    /** Visitors' pages as sent, by the render they were made from (kept as long as it is). */
    const composed = new WeakMap<RenderedPage, { lang: Lang; tags: string; page: HtmlBody }>()

    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      lang: Lang,
      page: PageAnswer,
    ) {
      const html = page.tags ? withHeadTags(index[lang].html, page.tags) : index[lang].html
      if (page.styleHashes?.length) {
        const policy = reply.getHeader('content-security-policy')
        if (typeof policy === 'string') {
          reply.header('content-security-policy', withStyleSources(policy, page.styleHashes))
        }
      }
      // Whether someone is signed in changes the page (its header): no shared cache may mix them.
      // So does the screen it is rendered for (a phone's or not).
      if (pages.enabled) reply.header('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent')
      let user: CurrentUser | null | undefined = page.shellFor
      if (pages.enabled && page.render && page.shellFor === undefined) {
        try {
          user = await currentUser(request, reply, lang)
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error
          // Who it is cannot be known now: the browser renders the page and asks itself.
          request.log.warn({ err: error.cause ?? error }, 'page render could not load the user')
        }
      }
      const rendered =
        user === undefined
          ? null
          : await pages.render({
              url: request.url,
              lang,
              screen: screenHintOf(request.headers),
              user,
              known: page.known,
              sanitized: page.sanitized,
              shell: page.shellFor !== undefined,
            })
      // A kept visitor's page is put together (and hashed) once, not per request.
      const made = rendered ? composed.get(rendered) : undefined
      const body =
        made?.lang === lang && made.tags === page.tags
          ? made.page
          : new HtmlBody(
              Buffer.from(
                !rendered
                  ? html
                  : page.shellFor !== undefined
                    ? // A shell waits for the app's stylesheet: the route's critical CSS is its
                      // page's, not the skeleton's, which would change size when it loaded.
                      withRenderedPage(html, rendered)
                    : deferAppStylesheets(
                        withRenderedPage(html, rendered),
                        preloads.appStylesheets,
                      ),
              ),
            )
      if (rendered && !user) composed.set(rendered, { lang, tags: page.tags, page: body })
      reply.code(page.status).type('text/html; charset=utf-8')
      if (page.status !== 200) {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache')
        return sendHtml(request, reply, body, { etag: false })
      }
      // A guarded page's answer depends on the cookie even for a visitor the guard admits.
      const personal = user || page.shellFor !== undefined
      reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache')
      return sendHtml(request, reply, body, { etag: true })
    }

    /**
     * A page whose head is made from the provider's data (a job, a content page): its tags for
     * search engines and sharing, and what was read for its render. `listed`: a page that
     * exists whatever the provider says (a list), sent as usual when the provider is away.
     */
    async function sendItemPage(
      request: FastifyRequest,
      reply: FastifyReply,
      match: RouteMatch,
      load: () => Promise<PageAdditions>,
      listed = false,
    ) {
      let page: PageAdditions
      try {
        page = await load()
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        // The item cannot be read now: the SPA still loads and says so; a reload tries again.
        request.log.warn({ err: error.cause ?? error }, 'page head: the provider is unreachable')
        page = listed
          ? { status: 200, ...routeTags(match.route.id, match.lang) }
          : { status: error.statusCode, tags: '' }
      }
      // A page that failed (unknown, expired, unreachable) is left to the browser's error page,
      // and not kept anywhere: a reload asks again.
      if (page.status !== 200) reply.header('cache-control', 'no-store')
      return sendPage(request, reply, match.lang, { ...page, render: page.status === 200 })
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
      if (!pages.enabled || !user || requestLocale(request) === lang) return user
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
      if (!guard) {
        if (match.route.id === 'jobDetail') {
          return sendItemPage(request, reply, match, () =>
            jobPages.page(match.params.jobSlug ?? '', match.lang),
          )
        }
        if (contentPages.handles(match.route.id)) {
          return sendItemPage(
            request,
            reply,
            match,
            () => contentPages.page(match, request.url),
            contentPages.needsNoItem(match.route.id),
          )
        }
        const tags = routeTags(match.route.id, match.lang)
        if (match.route.id === 'errorPage') {
          // An error page answers with its own status, as an unknown path answers 404.
          const status = errorPageStatus(match.params.statusCode)
          return sendPage(request, reply, match.lang, { status, ...tags, render: true })
        }
        // A page of one item (a job seeker's, a referrer's): unknown is a 404 (lib/item-pages.ts).
        const item = await readItemPage(fastify.upstream, request.log, {
          id: match.route.id,
          params: match.params,
          lang: match.lang,
        })
        if (item && item.status !== 200) {
          reply.header('cache-control', 'no-store')
          return sendPage(request, reply, match.lang, {
            status: item.status,
            tags: '',
            render: false,
          })
        }
        return sendPage(request, reply, match.lang, {
          status: 200,
          ...tags,
          render: true,
          known: item?.known,
        })
      }
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
        return sendIndex(request, reply, match.lang, error.statusCode)
      }
      const result = runGuard(guard, user, { path: request.url, lang: match.lang })
      if (result.allow) {
        // The site's shell and a skeleton paint at once; the browser then renders the page.
        const shellFor = await userInPageLanguage(request, reply, match.lang, user)
        if (shellFor === undefined) return sendIndex(request, reply, match.lang, 200)
        return sendPage(request, reply, match.lang, {
          status: 200,
          ...routeTags(match.route.id, match.lang),
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
