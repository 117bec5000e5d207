import type { ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { i18n } from '../lib/i18n'
import { swrFetcher } from '../lib/api-client'

const swrOptions = {
  fetcher: swrFetcher,
  // Failures are already handled by the API client (spec section 8); retrying would repeat them.
  shouldRetryOnError: false,
  revalidateOnFocus: true,
  dedupingInterval: 5000,
}

/** Translations and data fetching for the whole app (outside the router: error pages need them). */
export function AppProviders({
  children,
  swr,
}: {
  children: ReactNode
  /** Overrides of the SWR settings (tests turn deduping off). */
  swr?: Partial<SWRConfiguration>
}) {
  return (
    <I18nProvider i18n={i18n}>
      <SWRConfig value={swr ? { ...swrOptions, ...swr } : swrOptions}>{children}</SWRConfig>
    </I18nProvider>
  )
}
