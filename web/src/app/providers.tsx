import type { ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import type { I18n } from '@lingui/core'
import { i18n as appI18n } from '../lib/i18n'
import type { ScreenHint } from '@jagir/shared/routes/server-render'
import { pageDataFreshness } from '../lib/page-data'
import { ScreenHintContext } from '../lib/screen'
import { swrFetcher } from '../lib/api-client'
import { ClockProvider } from '../lib/clock'

const swrOptions = {
  fetcher: swrFetcher,
  // Failures are already handled by the API client (docs/product.md#what-a-failed-call-does); retrying would repeat them.
  shouldRetryOnError: false,
  revalidateOnFocus: true,
  dedupingInterval: 5000,
  use: [pageDataFreshness],
}

/** Translations and data fetching for the whole app (outside the router: error pages need them). */
export function AppProviders({
  children,
  swr,
  i18n = appI18n,
  screen = 'desktop',
  renderedAt,
}: {
  children: ReactNode
  /** Overrides of the SWR settings (the page's first data; tests turn deduping off). */
  swr?: Partial<SWRConfiguration>
  /** The server's render brings its own, one per language (the browser has one, activated). */
  i18n?: I18n
  /** The screen a server-rendered page was rendered for (lib/screen.ts). */
  screen?: ScreenHint
  /** When the server rendered the page being taken over (lib/clock.tsx). */
  renderedAt?: number
}) {
  return (
    <I18nProvider i18n={i18n}>
      <ScreenHintContext value={screen}>
        <SWRConfig value={swr ? { ...swrOptions, ...swr } : swrOptions}>
          <ClockProvider renderedAt={renderedAt}>{children}</ClockProvider>
        </SWRConfig>
      </ScreenHintContext>
    </I18nProvider>
  )
}
