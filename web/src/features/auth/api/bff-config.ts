import useSWR from 'swr'

/** What the BFF says about optional features: social sign-in is shown only when configured. */
export interface BffConfig {
  socialSignIn: boolean
}

/** The BFF's public settings (`/bff/config`); social sign-in stays hidden until known. */
export function useBffConfig(): BffConfig {
  const { data } = useSWR<BffConfig>('/bff/config', { revalidateOnFocus: false })
  return { socialSignIn: data?.socialSignIn === true }
}

/** Where the social sign-in button leads: the BFF starts the provider's flow. */
export function socialSignInUrl(next: string): string {
  return `/bff/oauth/login?next=${encodeURIComponent(next)}`
}
