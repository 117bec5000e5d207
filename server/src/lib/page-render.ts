import {
  PAGE_DATA_ID,
  type ScreenHint,
  type ServerRenderer,
  type ServerRenderRequest,
} from '@jagir/shared/routes/server-render'
import type { Lang } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { FastifyBaseLogger } from 'fastify'
import { LRUCache } from 'lru-cache'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { Upstream } from '../plugins/upstream.js'
import { scriptSafeJson } from './html-text.js'

/** How long a page rendered for visitors is reused, per address and language. */
export const RENDER_CACHE_MS = 30_000
/** A render (its data included) that takes longer is given up: the browser renders the page. */
export const RENDER_TIMEOUT_MS = 3_000
/**
 * Renders under way at most: past it a page goes out for the browser to render at once (a render
 * is a few milliseconds of the event loop; a queue of them would hold every other answer).
 */
export const RENDER_CONCURRENCY = 8
/**
 * Past this share of the last 100 ms spent working, the event loop is busy: renders wait for
 * nothing, pages go to the browser (a render is a few milliseconds of CPU; under a flood of
 * signed-in page loads they would queue every other answer behind them).
 */
export const RENDER_MAX_LOOP_UTILIZATION = 0.9
/** How long a failed render is not tried again for the same page. */
const FAILED_RENDER_CACHE_MS = 5_000
/** What the kept renders may hold. */
const RENDER_CACHE_BYTES = 64 * 1024 * 1024

/** web/dist-server/entry-server.js beside web/dist (the build makes both). */
export const serverEntryOf = (webRoot: string) =>
  path.resolve(webRoot, '../dist-server/entry-server.js')

/** The SPA's server renderer, or null when it was not built (the BFF then sends index.html). */
export async function loadServerRenderer(
  entry: string,
  log: FastifyBaseLogger,
): Promise<ServerRenderer | null> {
  if (!existsSync(entry)) {
    log.warn({ entry }, 'server render not built: pages are rendered in the browser only')
    return null
  }
  return (await import(pathToFileURL(entry).href)) as ServerRenderer
}

/** What a render answers when too many are under way (never kept, unlike a failure). */
const BUSY = Symbol('busy')

/** A page rendered on the server, ready to be put into index.html. */
export interface RenderedPage {
  /** Into `<div id="root">`. */
  html: string
  /** Into `<head>` (the page's `<title>`). */
  head: string
  /** The data block for the SPA (`<script type="application/json">`). */
  data: string
}

export interface PageRenderOptions {
  renderer: ServerRenderer | null
  upstream: Upstream
  log: FastifyBaseLogger
  timeoutMs?: number
  concurrency?: number
  /** The site's origin (PUBLIC_URL), told to every render (share links are absolute). */
  origin?: string
  /** false: render whatever the load (SERVER_RENDER=always); renders keep their deadline. */
  shedLoad?: boolean
}

export interface PageRenderRequest {
  /** Path and query of the page. */
  url: string
  lang: Lang
  screen: ScreenHint
  user: CurrentUser | null
  /** API answers already read for this page (path → body), e.g. the job of a job page. */
  known?: ReadonlyMap<string, unknown>
  sanitized?: ServerRenderRequest['sanitized']
  /** Only the shell (layout and a skeleton of the page): a guarded page the browser renders. */
  shell?: boolean
}

/**
 * Renders pages with the SPA's server renderer, within a deadline. Pages for visitors are kept
 * briefly per address and language (a burst of visitors, or a crawler, costs one render); a
 * signed-in user's page, which has their header, is rendered for them alone. A render that fails
 * or takes too long answers null: the BFF sends index.html and the browser renders the page, as
 * it did before the server rendered any.
 */
export function createPageRenderer(options: PageRenderOptions) {
  const { renderer, upstream, log } = options
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS
  const concurrency = options.concurrency ?? RENDER_CONCURRENCY
  const shedLoad = options.shedLoad ?? true
  let underWay = 0
  let shedding = false
  // How busy the event loop has been lately, sampled every 100 ms.
  let loopBusy = false
  let wasBusy = false
  let lastSample = performance.eventLoopUtilization()
  const sampler = setInterval(() => {
    const sample = performance.eventLoopUtilization()
    // Busy for two samples in a row: a single busy moment is no flood.
    const busyNow =
      performance.eventLoopUtilization(sample, lastSample).utilization > RENDER_MAX_LOOP_UTILIZATION
    loopBusy = busyNow && wasBusy
    wasBusy = busyNow
    lastSample = sample
  }, 100)
  sampler.unref()
  // A kept page is false when its render failed; nothing is kept when the renderer was busy.
  const kept = new LRUCache<string, RenderedPage | false, PageRenderRequest>({
    max: 5_000,
    maxSize: RENDER_CACHE_BYTES,
    sizeCalculation: (page) => (page ? page.html.length + page.data.length + page.head.length : 1),
    ttl: RENDER_CACHE_MS,
    fetchMethod: async (_key, _stale, { context, options: fetchOptions }) => {
      const page = await renderNow(context)
      if (page === BUSY) return undefined
      // A failed render is not tried again for a few seconds (the browser renders meanwhile).
      if (!page) fetchOptions.ttl = FAILED_RENDER_CACHE_MS
      return page ?? false
    },
  })

  async function renderNow(request: PageRenderRequest): Promise<RenderedPage | null | typeof BUSY> {
    if (!renderer) return null
    if (shedLoad && (underWay >= concurrency || loopBusy)) {
      // Busy: this page is the browser's to render. Said once per busy spell, not per request.
      if (!shedding) {
        log.warn({ underWay, loopBusy }, 'server render busy: pages go to the browser')
      }
      shedding = true
      return BUSY
    }
    shedding = false
    underWay++
    const controller = new AbortController()
    // The render is told to stop, and not waited for past the deadline whether it stops or not.
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`server render took over ${timeoutMs} ms`)
        controller.abort(error)
        reject(error)
      }, timeoutMs)
    })
    try {
      const rendering = renderer.render({
        url: request.url,
        lang: request.lang,
        screen: request.screen,
        user: request.user,
        sanitized: request.sanitized,
        shell: request.shell,
        signal: controller.signal,
        origin: options.origin,
        fetch: async (apiPath) => {
          if (request.known?.has(apiPath)) return { status: 200, body: request.known.get(apiPath) }
          return upstream.json({
            method: 'GET',
            path: apiPath,
            // Read as a visitor sees it (no session), in the page's language.
            headers: { 'accept-language': request.lang },
            signal: controller.signal,
          })
        },
      })
      const result = await Promise.race([rendering, deadline])
      if (result.kind !== 'html') return null
      return {
        html: result.html,
        head: result.head,
        data: `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(result.data)}</script>`,
      }
    } catch (error) {
      log.warn(
        { err: error, url: request.url },
        'server render failed: the browser renders the page',
      )
      return null
    } finally {
      underWay--
      clearTimeout(timer)
    }
  }

  /** The page rendered, or null (the browser renders it). */
  async function render(request: PageRenderRequest): Promise<RenderedPage | null> {
    if (!renderer) return null
    if (request.user) {
      const page = await renderNow(request)
      return page === BUSY ? null : page
    }
    const kind = request.shell ? 'shell' : 'page'
    const page = await kept.fetch(`${kind} ${request.lang} ${request.screen} ${request.url}`, {
      context: request,
    })
    return page || null
  }

  return {
    render,
    enabled: renderer !== null,
    close: () => clearInterval(sampler),
  }
}

export type PageRenderer = ReturnType<typeof createPageRenderer>

/** The app's module script and module preloads, as Vite writes them into index.html. */
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * A rendered page's app starts after its first paint (web/public/after-paint.js): the entry
 * script and its module preloads are requested once the HTML has painted, not beside the
 * stylesheet and the font it needs to paint. Without the module script, the page as it was.
 */
export function startAfterPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const boot = `<script src="/after-paint.js" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => boot)
}

/**
 * index.html with a rendered page: its head tags (a `<title>` replaces the document's), its HTML
 * inside `<div id="root">`, its data before `</body>`, and the app started after the first paint.
 */
export function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  let html = startAfterPaint(indexHtml)
  if (page.head) {
    const hasTitle = /<title\b/i.test(page.head)
    if (hasTitle) html = html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, '')
    // A function, never a string: user text in the head (a job's title) is not a pattern.
    html = html.replace(/<\/head>/i, () => `  ${page.head}\n  </head>`)
  }
  html = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`)
  return html.replace(/<\/body>/i, () => `  ${page.data}\n  </body>`)
}
