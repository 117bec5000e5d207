import useSWR, { mutate } from 'swr'
import type { RefereeInput } from '@jagir/shared/schemas/referee'
import { pageQuery } from '@jagir/shared/schemas/page'
import type { Lang } from '@jagir/shared/routes/table'
import type { LangKey } from '../../../components/job/locale-key'
import { apiFetch } from '../../../lib/api-client'
import { useLang } from '../../../lib/lang'
import type { ApiGet, RouteData } from '../../../lib/page-data'
import { usePage } from '../../../lib/paging'

/** A referrer's card (GET `/referrer/me/` and the public `/referrer/profile/{id}/`). */
export interface ReferrerCard {
  id: number
  full_name: string
  profile_picture?: string | null
  headline?: string
  referral_code: string
  member_since?: string
  referees: number
  registered: number
  hired: number
}

/** A referee as the referrer's list reads it. */
export interface Referee {
  id: number
  full_name: string
  phone_number: string
  phone_type?: string
  relation: string
  status: string
  created_at: string
}

const REFEREES_PATH = '/api/v1/referrer/referees/'
const ME_PATH = '/api/v1/referrer/me/'

/** The signed-in referrer's card. */
export function useReferrerMe() {
  const lang = useLang()
  return useSWR([ME_PATH, lang] as LangKey, ([path]: LangKey) => apiFetch<ReferrerCard>(path), {
    revalidateOnFocus: false,
  })
}

/** A page of the signed-in referrer's referees, newest first. */
export const useReferees = (page: number) =>
  usePage<Referee>([`${REFEREES_PATH}?${pageQuery('referees', page)}`, useLang()])

/** Adds a referee; a 400 (a number referred already, say) comes back for the form to show. */
export const addReferee = (referee: RefereeInput): Promise<Referee> =>
  apiFetch<Referee>(REFEREES_PATH, { method: 'POST', body: referee })

/** Reads the referee list and the card's counts again, after a referee is added. */
export async function refreshReferees(): Promise<void> {
  await mutate(
    (key) =>
      Array.isArray(key) &&
      typeof key[0] === 'string' &&
      (key[0].startsWith(REFEREES_PATH) || key[0] === ME_PATH),
  )
}

/** The API path of a referrer's public card. */
export const referrerCardPath = (id: string) =>
  `/api/v1/referrer/profile/${encodeURIComponent(id)}/`

/** SWR key of a referrer's public card in a language. */
export const referrerCardKey = (id: string, lang: Lang): LangKey => [referrerCardPath(id), lang]

/** Reads a referrer's public card; unknown: 404 (the error page). */
export const fetchReferrerCard = ([path]: LangKey, get: ApiGet = apiFetch) =>
  get<ReferrerCard>(path)

/** The public referrer page's first data. */
export const referrerCardData = (id: string, lang: Lang): RouteData => ({
  key: referrerCardKey(id, lang),
  read: (get) => fetchReferrerCard(referrerCardKey(id, lang), get),
})

/** A referrer's public card. */
export function useReferrerCard(id: string, lang: Lang) {
  return useSWR(referrerCardKey(id, lang), fetchReferrerCard, { revalidateOnFocus: false })
}
