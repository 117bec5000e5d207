import { screenHintOf } from '@jagir/shared/routes/server-render'
import type { Lang, RouteId } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chunkPreloads, deferAppStylesheets } from '../lib/chunk-preloads.js'
import { HtmlBody, sendHtml } from '../lib/html-body.js'
import { withPageHead } from '../lib/page-head.js'
import { withRenderedPage, type PageRenderer, type RenderedPage } from '../lib/page-render.js'
import { withStyleSources } from '../plugins/security-headers.js'
import { UpstreamError } from '../plugins/upstream.js'
import type { PageAnswer, ScreenTags } from './page.js'

/** Served when web/dist was not built, so the BFF still answers (and says what to do). */
const UNBUILT_INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8"><title>Jagir</title></head>' +
  '<body><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>'

interface IndexVariant {
  html: string
  page: HtmlBody
}

/** index.html with its `<html lang>` set to `lang` (added when missing). */
function withLang(html: string, lang: Lang): string {
  const tag = /<html\b[^>]*>/i.exec(html)
  if (!tag) return html
  const attr = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i
  const rewritten = attr.test(tag[0])
    ? tag[0].replace(attr, () => ` lang="${lang}"`)
    : tag[0].replace(/^<html\b/i, () => `<html lang="${lang}"`)
  return html.slice(0, tag.index) + rewritten + html.slice(tag.index + tag[0].length)
}

function loadIndex(webRoot: string, log: FastifyBaseLogger): Record<Lang, IndexVariant> {
  let html: string
  try {
    html = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  } catch {
    log.warn({ webRoot }, 'web app not built: index.html is missing, serving a placeholder')
    html = UNBUILT_INDEX
  }
  const variant = (lang: Lang): IndexVariant => {
    const localized = withLang(html, lang)
    return { html: localized, page: new HtmlBody(Buffer.from(localized)) }
  }
  return { ne: variant('ne'), en: variant('en') }
}

/** index.html's head with more tags: a page's own title and description replace the site's. */
function withHeadTags(html: string, tags: string): string {
  if (/<title\b/i.test(tags)) return withPageHead(html, tags)
  const close = /<\/head>/i.exec(html)
  if (!close) return html
  return `${html.slice(0, close.index)}  ${tags}\n  ${html.slice(close.index)}`
}

export interface PageSenderOptions {
  /** The built SPA (Vite's dist): index.html and the manifest naming each screen's files. */
  webRoot: string
  renderer: PageRenderer
  log: FastifyBaseLogger
  /** The signed-in user, in a language (null: a visitor), for a rendered page's header. */
  currentUser: (
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Lang,
  ) => Promise<CurrentUser | null>
}

/**
 * How a page goes out: index.html in the page's language with the page's head tags and, when the
 * server renderer is built, the page rendered with its first data (a failed or slow render leaves
 * the page to the browser, as before). The header is the signed-in user's; the data a visitor's.
 */
export function createPageSender(options: PageSenderOptions) {
  const { webRoot, renderer } = options
  const index = loadIndex(webRoot, options.log)
  // Each screen's chunks, catalog and stylesheets, by route id (none for a screen the build does
  // not have, or an unbuilt app).
  const preloads = chunkPreloads(webRoot)

  function screenTags(id: RouteId | 'notFound', lang: Lang): ScreenTags {
    const assets = preloads(id)
    return { tags: assets.tags(lang).join('\n    '), styleHashes: assets.styleHashes }
  }

  /** index.html as built, for a page its guard could not decide (no head, no render). */
  function sendIndex(request: FastifyRequest, reply: FastifyReply, lang: Lang, status: number) {
    reply.code(status).type('text/html; charset=utf-8')
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache')
    return sendHtml(request, reply, index[lang].page, { etag: status === 200 })
  }

  /** Visitors' pages as sent, by the render they were made from (kept as long as it is). */
  const composed = new WeakMap<RenderedPage, { lang: Lang; tags: string; page: HtmlBody }>()

  async function send(request: FastifyRequest, reply: FastifyReply, lang: Lang, page: PageAnswer) {
    // A page that is not there is left to the browser's error page, and not kept anywhere: a
    // reload asks again.
    if (!page.render) reply.header('cache-control', 'no-store')
    const html = page.tags ? withHeadTags(index[lang].html, page.tags) : index[lang].html
    if (page.styleHashes?.length) {
      const policy = reply.getHeader('content-security-policy')
      if (typeof policy === 'string') {
        reply.header('content-security-policy', withStyleSources(policy, page.styleHashes))
      }
    }
    // Whether someone is signed in changes the page (its header): no shared cache may mix them.
    // So does the screen it is rendered for (a phone's or not).
    if (renderer.enabled) reply.header('vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent')
    let user: CurrentUser | null | undefined = page.shellFor
    if (renderer.enabled && page.render && page.shellFor === undefined) {
      try {
        user = await options.currentUser(request, reply, lang)
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        // Who it is cannot be known now: the browser renders the page and asks itself.
        request.log.warn({ err: error.cause ?? error }, 'page render could not load the user')
      }
    }
    const rendered =
      user === undefined
        ? null
        : await renderer.render({
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
                  : deferAppStylesheets(withRenderedPage(html, rendered), preloads.appStylesheets),
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

  return { send, sendIndex, screenTags, rendering: renderer.enabled }
}
