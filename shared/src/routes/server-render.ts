import type { CurrentUser } from '../schemas/user.js'
import type { Lang } from './table.js'

/**
 * The contract between the BFF and the SPA's server renderer (web/src/entry-server.tsx, built to
 * web/dist-server/entry-server.js): the BFF asks for one page, the renderer answers with its HTML
 * and the data the browser needs to take the page over (hydrate) without asking again.
 */

/** The id of the JSON block (`<script type="application/json">`) that carries a page's data. */
export const PAGE_DATA_ID = 'jagir-page-data'

/**
 * The kind of screen a page is rendered for, as the browser says (`Sec-CH-UA-Mobile`, else the
 * User-Agent): the server knows no window, and the browser's first render must match its HTML.
 */
export type ScreenHint = 'mobile' | 'desktop'

/** The screen a request comes from: a phone's browser says so. */
export function screenHintOf(headers: Record<string, string | string[] | undefined>): ScreenHint {
  const mobile = headers['sec-ch-ua-mobile']
  if (mobile === '?1') return 'mobile'
  if (mobile === '?0') return 'desktop'
  const agent = headers['user-agent']
  return typeof agent === 'string' && /Mobi|Android|iPhone|iPad/i.test(agent) ? 'mobile' : 'desktop'
}

/** What the SPA needs to take over a page the BFF served: its language and first data. */
export interface PageData {
  lang: Lang
  /** The screen the HTML was rendered for. */
  screen: ScreenHint
  /** SWR's fallback: a serialised SWR key (swr's `unstable_serialize`) → its data. */
  fallback: Record<string, unknown>
  /** When the data was read (ms since the epoch): the SPA reuses it only while it is fresh. */
  readAt: number
  /**
   * The router's state after the server ran the page's loaders; present only when the HTML was
   * rendered (the SPA then hydrates it), absent when the SPA renders the page itself.
   */
  hydration?: { loaderData: Record<string, unknown> }
  /** Who the page was rendered for (null: a visitor); absent when the server did not say. */
  user?: CurrentUser | null
  /** The site's origin (PUBLIC_URL) the page was rendered with: its shared links are absolute. */
  origin?: string
}

/** A GET the renderer makes to the provider API through the BFF (in the page's language). */
export type ServerFetch = (path: string) => Promise<{ status: number; body: unknown }>

export interface ServerRenderRequest {
  /** The page's address: path and query (`/en/job/search?search=driver`). */
  url: string
  lang: Lang
  screen: ScreenHint
  /** Who is signed in (null: a visitor). Their header is rendered; the data read is a visitor's. */
  user: CurrentUser | null
  fetch: ServerFetch
  /**
   * Rich text the page shows, sanitized by the BFF's worker pool beforehand (raw → sanitized):
   * the render never sanitizes on the event loop, and fails on rich text not given here.
   */
  sanitized?: ReadonlyArray<readonly [raw: string, html: string]>
  /** Aborted when the render takes too long: the renderer stops and rejects. */
  signal: AbortSignal
  /** The site's origin (PUBLIC_URL), for addresses that leave the site (share links). */
  origin?: string
  /**
   * Only the site's shell: the layout (header in the user's name, footer) around a skeleton of
   * the page, which the browser then renders itself. For guarded pages, whose data is the user's
   * own and never read by the server's render.
   */
  shell?: boolean
}

export type ServerRenderResult =
  | {
      kind: 'html'
      /** The app's markup, for inside `<div id="root">`. */
      html: string
      /** Tags the page hoists into `<head>` (its `<title>`). */
      head: string
      data: PageData
    }
  /** The page is one the browser renders itself (signed-in forms, the OAuth callback). */
  | { kind: 'client' }

/** The module web/dist-server/entry-server.js. */
export interface ServerRenderer {
  render(request: ServerRenderRequest): Promise<ServerRenderResult>
}
