import { useSyncExternalStore } from 'react'
import { readPageData } from './page-data'

/**
 * The site's own origin (the BFF's PUBLIC_URL), for addresses that leave the site: a shared
 * link must be absolute. The server's render is told it (web/src/entry-server.tsx) and passes it
 * on with the page's data, so the browser's first render writes the same links; a page the
 * browser rendered alone uses the address bar's origin.
 */
let renderOrigin: string | null = null

/** The server render's origin (one per process: PUBLIC_URL). */
export function setRenderOrigin(origin: string | undefined): void {
  renderOrigin = origin ? origin.replace(/\/+$/, '') : null
}

const browserOrigin = () => readPageData()?.origin ?? window.location.origin
const serverOrigin = () => renderOrigin ?? readPageData()?.origin ?? ''
const never = () => () => undefined

/** The site's origin, the same on the server and in the browser's first render. */
export function useSiteOrigin(): string {
  return useSyncExternalStore(never, browserOrigin, serverOrigin)
}
