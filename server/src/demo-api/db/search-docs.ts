import type { Text } from '../lib/locale.js'
import { JOB_CATEGORIES } from '../seed/categories.js'
import { loadNepal } from '../seed/nepal.js'
import type { DemoState } from '../store/types.js'
import { normalizeForSearch } from '../search/normalize.js'
import type { Db } from './database.js'

/** The names a search document needs beyond the row itself. */
export interface SearchNames {
  organization(id: number): Text | undefined
  skill(id: number): Text | undefined
  location(id: number): { city: number; address: Text } | undefined
}

/** The names of a whole demo document (an import or the seed). */
export function searchNamesFrom(
  state: Pick<DemoState, 'organizations' | 'lookups' | 'locations'>,
): SearchNames {
  const organizations = new Map(state.organizations.map((o) => [o.id, o.name]))
  const skills = new Map(state.lookups.skills.map((s) => [s.id, s.name]))
  const locations = new Map(state.locations.map((l) => [l.id, l]))
  return {
    organization: (id) => organizations.get(id),
    skill: (id) => skills.get(id),
    location: (id) => locations.get(id),
  }
}

/** The names a few rows need, read from the database. */
export async function searchNamesIn(
  db: Db,
  wanted: { organizations?: number[]; skills?: number[]; locations?: number[] },
): Promise<SearchNames> {
  const [organizations, skills, locations] = await Promise.all([
    wanted.organizations?.length
      ? db
          .selectFrom('organizations')
          .select(['id', 'name_en', 'name_ne'])
          .where('id', 'in', wanted.organizations)
          .execute()
      : [],
    wanted.skills?.length
      ? db
          .selectFrom('lookups')
          .select(['id', 'name_en', 'name_ne'])
          .where('kind', '=', 'skills')
          .where('id', 'in', wanted.skills)
          .execute()
      : [],
    wanted.locations?.length
      ? db.selectFrom('locations').selectAll().where('id', 'in', wanted.locations).execute()
      : [],
  ])
  const text = (row: { name_en: string; name_ne: string }): Text => ({
    en: row.name_en,
    ne: row.name_ne,
  })
  const orgMap = new Map(organizations.map((o) => [o.id, text(o)]))
  const skillMap = new Map(skills.map((s) => [s.id, text(s)]))
  const locationMap = new Map(
    locations.map((l) => [l.id, { city: l.city, address: { en: l.address_en, ne: l.address_ne } }]),
  )
  return {
    organization: (id) => orgMap.get(id),
    skill: (id) => skillMap.get(id),
    location: (id) => locationMap.get(id),
  }
}

/** A municipality, its district and province, in both languages. */
function placeNames(city: number | null, district: number | null): string[] {
  const nepal = loadNepal()
  const municipality = city === null ? undefined : nepal.municipalities.find((m) => m.id === city)
  const districtId = municipality?.district ?? district
  const d = districtId === null ? undefined : nepal.districts.find((x) => x.id === districtId)
  const province = d && nepal.provinces.find((p) => p.id === d.province)
  return [municipality?.name, d?.name, province?.name].flatMap((name) =>
    name ? [name.en, name.ne] : [],
  )
}

const both = (text: Text | undefined | null) => (text ? [text.en, text.ne] : [])

/** What a job is found by: its title, organisation (as shown), category, skills and place. */
export function jobSearchDoc(
  job: {
    title_en: string
    title_ne: string
    organization: number | null
    show_name: boolean
    org_alt_name_en: string | null
    org_alt_name_ne: string | null
    category: number | null
    skills: number[]
    location: number
    district: number | null
  },
  names: SearchNames,
): string {
  const location = names.location(job.location)
  const parts = [
    job.title_en,
    job.title_ne,
    ...(job.show_name
      ? both(job.organization === null ? undefined : names.organization(job.organization))
      : [job.org_alt_name_en ?? '', job.org_alt_name_ne ?? '']),
    ...both(JOB_CATEGORIES.find((c) => c.id === job.category)?.name),
    ...job.skills.flatMap((id) => both(names.skill(id))),
    ...both(location?.address),
    ...placeNames(location?.city ?? null, job.district),
  ]
  return normalizeForSearch(parts.filter(Boolean).join(' '))
}

/** What a job seeker is found by: name, headline, skills and place. */
export function seekerSearchDoc(
  seeker: {
    full_name_en: string
    full_name_ne: string
    headline_en: string
    headline_ne: string
    skills: number[]
    district: number | null
    city: number | null
  },
  names: SearchNames,
): string {
  const parts = [
    seeker.full_name_en,
    seeker.full_name_ne,
    seeker.headline_en,
    seeker.headline_ne,
    ...seeker.skills.flatMap((id) => both(names.skill(id))),
    ...placeNames(seeker.city, seeker.district),
  ]
  return normalizeForSearch(parts.filter(Boolean).join(' '))
}
