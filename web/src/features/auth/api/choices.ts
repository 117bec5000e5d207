import useSWR from 'swr'
import type { Lang } from '@jagir/shared/routes/table'
import { apiFetch } from '../../../lib/api-client'

/** A lookup item: `{id, name}`. */
export interface Choice {
  id: number
  name: string
}

type ChoicesKey = readonly [path: string, lang: Lang]

async function fetchChoices([path]: ChoicesKey): Promise<Choice[]> {
  const page = await apiFetch<{ results?: Choice[] } | undefined>(path)
  return (page?.results ?? []).filter((item) => typeof item?.id === 'number')
}

/** Nepal's 77 districts, in the interface language. */
export const useDistricts = (lang: Lang) =>
  useSWR(['/api/v1/common/district/?page_size=100', lang] as ChoicesKey, fetchChoices).data

/** Job categories (industries), in the interface language. */
export const useJobCategories = (lang: Lang) =>
  useSWR(['/api/v1/common/job-categories/?page_size=100', lang] as ChoicesKey, fetchChoices).data

/** The districts of a province (none until one is chosen). */
export const useProvinceDistricts = (lang: Lang, province: string) =>
  useSWR(
    province
      ? ([`/api/v1/common/district/?province=${province}&page_size=100`, lang] as ChoicesKey)
      : null,
    fetchChoices,
  ).data

/** The municipalities of a district (none until one is chosen). */
export const useDistrictCities = (lang: Lang, district: string) =>
  useSWR(
    district
      ? ([`/api/v1/common/cities/?district=${district}&page_size=100`, lang] as ChoicesKey)
      : null,
    fetchChoices,
  ).data

/** Education levels (the education-degrees lookup). */
export const useEducationDegrees = (lang: Lang) =>
  useSWR(['/api/v1/common/education-degrees/?page_size=100', lang] as ChoicesKey, fetchChoices).data
