import { useEffect, useState } from 'react'
import useSWR, { unstable_serialize, useSWRConfig } from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import type { SeekerProfile } from './my-profile'

/** The API path of a job seeker's profile by username. */
export const publicProfilePath = (username: string) =>
  `/api/v1/jobseeker/profile/${encodeURIComponent(username)}/`

/** SWR key of a job seeker's profile in a language. */
export const publicProfileKey = (username: string, lang: Lang): LangKey => [
  publicProfilePath(username),
  lang,
]

/** Reads a profile; unknown or private (404) shows the error page (docs/product.md#what-a-failed-call-does). */
export function fetchPublicProfile([path]: LangKey, get: ApiGet = apiFetch) {
  return get<SeekerProfile>(path)
}

/** The public profile page's first data: the profile as a visitor sees it. */
export const publicProfileData = (username: string, lang: Lang): RouteData => ({
  key: publicProfileKey(username, lang),
  read: (get) => fetchPublicProfile(publicProfileKey(username, lang), get),
})

/**
 * A job seeker's profile. The part the page came with (read as a visitor by the server's
 * render) shows at once; once a viewer is known to be signed in it is asked again, since an
 * employer (or the seeker) is answered the whole profile.
 */
export function usePublicProfile(username: string, lang: Lang, signedIn: boolean | undefined) {
  const key = publicProfileKey(username, lang)
  const { fallback } = useSWRConfig()
  const [cameWithPage] = useState(() => unstable_serialize(key) in (fallback ?? {}))
  const swr = useSWR(key, fetchPublicProfile, {
    revalidateOnFocus: false,
    revalidateOnMount: !cameWithPage,
  })
  const { mutate } = swr
  useEffect(() => {
    if (cameWithPage && signedIn) void mutate()
  }, [cameWithPage, signedIn, mutate])
  return swr
}
