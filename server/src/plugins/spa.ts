import fastifyStatic from '@fastify/static'
import { runGuard } from '@jagir/shared/routes/guards'
import { matchRoute, splitLang, type Lang, type RouteMatch } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fetchCurrentUser, requestLocale } from '../lib/current-user.js'
import { createUserCache } from '../lib/user-cache.js'
import { createJobPages } from './job-page-meta.js'
import { UpstreamError } from './upstream.js'

export interface SpaOptions {
  /** The built SPA (Vite's dist). Defaults to web/dist beside the server package. */
  webRoot?: string
  /** The site's origin (PUBLIC_URL): job pages link to themselves with it. */
  publicUrl?: string
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

interface IndexVariant {
  body: Buffer
  etag: string
}

/** index.html with its `<html lang>` set to `lang` (added when missing). */
export function withLang(html: string, lang: Lang): string {
  const tag = /<html\b[^>]*>/i.exec(html)
  if (!tag) return html
  const attr = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i
  const rewritten = attr.test(tag[0])
    ? tag[0].replace(attr, ` lang="${lang}"`)
    : tag[0].replace(/^<html\b/i, `<html lang="${lang}"`)
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
    const body = Buffer.from(withLang(html, lang))
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
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
      indexHtml: (lang) => index[lang].body.toString('utf8'),
      webRoot,
      sanitize: fastify.sanitizer.sanitize,
      log: fastify.log,
    })

    // Guard decisions need the user; one users/me per token and language every few seconds is
    // enough. Keyed by language too: the provider answers names in the request's language.
    // Shared by every replica with REDIS_URL.
    const users = createUserCache({
      ttlMs: USER_CACHE_MS,
      fetchUser: (token, locale) => fetchCurrentUser(fastify.upstream, token, locale),
      sharedState: fastify.sharedState,
    })

    async function currentUser(request: FastifyRequest, reply: FastifyReply) {
      const session = await fastify.sessions.read(request, reply)
      if (!session) return null
      const locale = requestLocale(request)
      const user = await users.get(session.token, locale)
      if (!user) {
        // The provider refused the token: the session is over.
        fastify.sessions.clear(reply)
        return null
      }
      return user
    }

    function sendIndex(request: FastifyRequest, reply: FastifyReply, lang: Lang, status: number) {
      const variant = index[lang]
      reply.code(status).type('text/html; charset=utf-8')
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache')
      if (status === 200) {
        reply.header('etag', variant.etag)
        if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send()
      }
      return reply.send(variant.body)
    }

    function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
      const pathname = request.url.split('?')[0]!
      if (isBackendPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).header('cache-control', 'no-store').send(NOT_FOUND)
      }
      return sendIndex(request, reply, splitLang(pathname).lang, 404)
    }

    /** A screen of the route table: its guard, then index.html in the screen's language. */
    async function navigate(request: FastifyRequest, reply: FastifyReply, match: RouteMatch) {
      const guard = match.route.guard
      if (match.route.id === 'jobDetail' && !guard) return jobPages.send(request, reply, match)
      if (match.route.id === 'jobSearch' && !guard)
        return jobPages.sendSearch(request, reply, match)
      if (!guard) return sendIndex(request, reply, match.lang, 200)
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
      if (result.allow) return sendIndex(request, reply, match.lang, 200)
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
