import useSWR from 'swr'

/** What the BFF says about optional features (`GET /bff/config`). */
export interface BffConfig {
  /** Social sign-in is shown only when a provider is configured. */
  socialSignIn: boolean
  /** The Android app's store page (ANDROID_APP_URL); null while it is not published. */
  androidAppUrl: string | null
  /** The iOS app's store page (IOS_APP_URL); null while it is not published. */
  iosAppUrl: string | null
}

/**
 * The BFF's public settings, asked when a screen that uses them first shows (undefined until
 * they arrive). Social sign-in stays hidden until known.
 */
export function useBffConfig(): BffConfig | undefined {
  const { data } = useSWR<BffConfig>('/bff/config', { revalidateOnFocus: false })
  return data
}

/** Where the social sign-in button leads: the BFF starts the provider's flow. */
export function socialSignInUrl(next: string): string {
  return `/bff/oauth/login?next=${encodeURIComponent(next)}`
}
