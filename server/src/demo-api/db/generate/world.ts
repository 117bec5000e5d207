import { randomBytes } from 'node:crypto'
import type { Text } from '../../lib/locale.js'
import { hashPassword } from '../../lib/passwords.js'
import { loadNepal, type Municipality, type Nepal } from '../../seed/nepal.js'
import type { Random } from '../../seed/random.js'
import type { LookupKind } from '../../store/types.js'
import type { Db } from '../database.js'
import type { SearchNames } from '../search-docs.js'

/** A lookup item as the generator uses it. */
export interface Item {
  id: number
  name: Text
}

/** What every generated row is drawn from: the database's lookups and places, Nepal's map. */
export interface World {
  nepal: Nepal
  lookups: Record<LookupKind, Item[]>
  /** The address id used for each municipality (one per municipality). */
  locationOf: Map<number, number>
  /** A district's municipalities, the largest (metropolitan) first. */
  citiesOf: Map<number, Municipality[]>
  /** Generated organisations' names, added as they are made (for the search documents). */
  organizationNames: Map<number, Text>
  locations: Map<number, { city: number; address: Text }>
  /** Every username already taken (kept in step as seekers are generated). */
  usernames: Set<string>
  /** One scrypt hash of a random password, shared by every generated account. */
  password: string
}

/**
 * Where people and jobs are: the cities and their neighbours weigh more (a job site's market),
 * every other district weighs one, so all 77 districts have jobs and job seekers.
 */
const HUB_WEIGHTS: Record<number, number> = {
  27: 30, // Kathmandu
  29: 8, // Lalitpur
  38: 6, // Kaski
  23: 5, // Bhaktapur
  49: 5, // Rupandehi
  24: 5, // Chitwan
  6: 5, // Morang
  4: 4, // Jhapa
  11: 4, // Sunsari
  15: 3, // Parsa
  57: 3, // Banke
  77: 3, // Kailali
  20: 2, // Dhanusha
  66: 2, // Surkhet
  53: 2, // Dang
}

/** A district drawn by the weights above. */
export function districtPicker(nepal: Nepal): (random: Random) => number {
  const ids = nepal.districts.map((d) => d.id)
  const cumulative: number[] = []
  let total = 0
  for (const id of ids) cumulative.push((total += HUB_WEIGHTS[id] ?? 1))
  return (random) => {
    const point = random.next() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle]! > point) high = middle
      else low = middle + 1
    }
    return ids[low]!
  }
}

/** A municipality of the district: its main city half the time, else any of its local levels. */
export function cityIn(world: World, district: number, random: Random): Municipality {
  const cities = world.citiesOf.get(district)!
  return random.next() < 0.5 ? cities[0]! : random.pick(cities)
}

const LOOKUP_KINDS: LookupKind[] = [
  'designations',
  'job_tags',
  'work_standards',
  'skills',
  'personal_qualities',
  'required_knowledge',
  'education_degrees',
  'job_benefits',
  'document_categories',
]

async function approvedLookups(db: Db): Promise<Record<LookupKind, Item[]>> {
  const rows = await db
    .selectFrom('lookups')
    .select(['kind', 'id', 'name_en', 'name_ne'])
    .where('status', '=', 'Approved')
    .orderBy('kind')
    .orderBy('id')
    .execute()
  const lookups = Object.fromEntries(LOOKUP_KINDS.map((kind) => [kind, [] as Item[]]))
  for (const row of rows) {
    lookups[row.kind]?.push({ id: row.id, name: { en: row.name_en, ne: row.name_ne } })
  }
  return lookups as Record<LookupKind, Item[]>
}

/** An address in every municipality that has none yet (its main bazaar), then all of them. */
async function locationsEverywhere(db: Db, nepal: Nepal) {
  const known = await db.selectFrom('locations').select('city').distinct().execute()
  const have = new Set(known.map((row) => row.city))
  const missing = nepal.municipalities.filter((m) => !have.has(m.id))
  if (missing.length) {
    await db
      .insertInto('locations')
      .values(
        missing.map((m) => ({ city: m.id, address_en: 'Main Bazaar', address_ne: 'मुख्य बजार' })),
      )
      .execute()
  }
  return db.selectFrom('locations').selectAll().orderBy('id').execute()
}

/** Reads what generation needs from the database (and adds the missing addresses). */
export async function loadWorld(db: Db): Promise<World> {
  const nepal = loadNepal()
  const lookups = await approvedLookups(db)
  if (lookups.designations.length === 0 || lookups.skills.length === 0) {
    throw new Error('the database has no lookups: seed it first (the demo seed fills them)')
  }
  const rows = await locationsEverywhere(db, nepal)
  const locationOf = new Map<number, number>()
  for (const row of rows) if (!locationOf.has(row.city)) locationOf.set(row.city, row.id)
  const citiesOf = new Map<number, Municipality[]>()
  for (const m of nepal.municipalities) {
    citiesOf.set(m.district, [...(citiesOf.get(m.district) ?? []), m])
  }
  for (const cities of citiesOf.values()) {
    cities.sort((a, b) => a.category - b.category || a.id - b.id)
  }
  const usernames = await db.selectFrom('jobseekers').select('username').execute()
  return {
    nepal,
    lookups,
    locationOf,
    citiesOf,
    organizationNames: new Map(),
    locations: new Map(
      rows.map((l) => [l.id, { city: l.city, address: { en: l.address_en, ne: l.address_ne } }]),
    ),
    usernames: new Set(usernames.map((row) => row.username)),
    password: hashPassword(randomBytes(24).toString('base64url')),
  }
}

/** The names the search documents of generated rows are made of. */
export function namesOf(world: World): SearchNames {
  const skills = new Map(world.lookups.skills.map((s) => [s.id, s.name]))
  return {
    organization: (id) => world.organizationNames.get(id),
    skill: (id) => skills.get(id),
    location: (id) => world.locations.get(id),
  }
}
