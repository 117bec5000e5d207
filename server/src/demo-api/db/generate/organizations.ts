import type { Insertable } from 'kysely'
import type { Text } from '../../lib/locale.js'
import { JOB_CATEGORIES } from '../../seed/categories.js'
import { slugify } from '../../seed/jobs.js'
import { FIRST, LAST } from '../../seed/jobseekers.js'
import type { Random } from '../../seed/random.js'
import { insertUnnest, reserveIds } from '../bulk-insert.js'
import type { Db } from '../database.js'
import type { Database } from '../schema.js'
import { cityIn, type World } from './world.js'

/** A generated organisation, as its jobs need it. */
export interface GeneratedOrganization {
  id: number
  owner: number
  name: Text
  category: number
  district: number
}

/** The first word of a company's name: Nepal's mountains, rivers and lakes. */
const STEMS: [string, string][] = [
  ['Himalayan', 'हिमालयन'],
  ['Everest', 'एभरेस्ट'],
  ['Annapurna', 'अन्नपूर्ण'],
  ['Koshi', 'कोशी'],
  ['Gandaki', 'गण्डकी'],
  ['Karnali', 'कर्णाली'],
  ['Bagmati', 'बागमती'],
  ['Mechi', 'मेची'],
  ['Mahakali', 'महाकाली'],
  ['Rapti', 'राप्ती'],
  ['Seti', 'सेती'],
  ['Makalu', 'मकालु'],
  ['Dhaulagiri', 'धौलागिरी'],
  ['Manaslu', 'मनास्लु'],
  ['Kanchenjunga', 'कञ्चनजङ्घा'],
  ['Phewa', 'फेवा'],
  ['Rara', 'रारा'],
  ['Sagarmatha', 'सगरमाथा'],
  ['Lumbini', 'लुम्बिनी'],
  ['Janaki', 'जानकी'],
]

/** The rest of the name, by job category (as JOB_CATEGORIES numbers them). */
const TRADES: Record<number, [string, string]> = {
  1: ['Tech Solutions Pvt. Ltd.', 'टेक सोलुसन्स प्रा. लि.'],
  2: ['Finance Ltd.', 'फाइनान्स लि.'],
  3: ['Hotel & Resort', 'होटल एण्ड रिसोर्ट'],
  4: ['Hospital', 'अस्पताल'],
  5: ['Academy', 'एकेडेमी'],
  6: ['Traders', 'ट्रेडर्स'],
  7: ['Construction Pvt. Ltd.', 'कन्स्ट्रक्सन प्रा. लि.'],
  8: ['Development Society', 'विकास समाज'],
  9: ['Accounting Services', 'एकाउन्टिङ सर्भिसेस'],
  10: ['Agro Industries', 'एग्रो इन्डस्ट्रिज'],
  11: ['Logistics', 'लजिस्टिक्स'],
  12: ['Udyog', 'उद्योग'],
  13: ['Travels & Tours', 'ट्राभल्स एण्ड टुर्स'],
  14: ['Services Pvt. Ltd.', 'सर्भिसेस प्रा. लि.'],
}

const EMPLOYEES = ['1-10', '11-50', '11-50', '51-100', '101-200', '201-500', '500+']

/** A generated account's phone number: unique by its user id (96 is a Nepali mobile prefix). */
export const phoneFor = (userId: number) => `96${String(userId).padStart(8, '0')}`

/**
 * `count` organisations, each with the employer account that runs it (a user and an employer
 * row), in one transaction. Returns them for their jobs.
 */
export async function generateOrganizations(
  db: Db,
  world: World,
  random: Random,
  count: number,
  pickDistrict: (random: Random) => number,
  joined: () => string,
): Promise<GeneratedOrganization[]> {
  return db.transaction().execute(async (tx) => {
    const [userIds, orgIds, employerIds] = await Promise.all([
      reserveIds(tx, 'users', count),
      reserveIds(tx, 'organizations', count),
      reserveIds(tx, 'employers', count),
    ])
    const users: Insertable<Database['users']>[] = []
    const organizations: Insertable<Database['organizations']>[] = []
    const employers: Insertable<Database['employers']>[] = []
    const made: GeneratedOrganization[] = []
    userIds.forEach((userId, index) => {
      const id = orgIds[index]!
      const category = random.pick(JOB_CATEGORIES).id
      const district = pickDistrict(random)
      const city = cityIn(world, district, random)
      const [stemEn, stemNe] = random.pick(STEMS)
      const [tradeEn, tradeNe] = TRADES[category]!
      const name = { en: `${stemEn} ${tradeEn}`, ne: `${stemNe} ${tradeNe}` }
      const first = random.pick(FIRST)
      const last = random.pick(LAST)
      users.push({
        id: userId,
        email: `hr.${slugify(stemEn)}.${userId}@example.com`,
        phone_number: phoneFor(userId),
        password: world.password,
        full_name_en: `${first.name[0]} ${last[0]}`,
        full_name_ne: `${first.name[1]} ${last[1]}`,
        date_joined: joined(),
      })
      organizations.push({
        id,
        slug: `${slugify(name.en)}-${id}`,
        name_en: name.en,
        name_ne: name.ne,
        about_en: `${name.en} is based in ${city.name.en}.`,
        about_ne: `${name.ne} ${city.name.ne}मा रहेको संस्था हो।`,
        category,
        district,
        address_en: city.name.en,
        address_ne: city.name.ne,
        website: `https://${slugify(name.en)}-${id}.example.com.np`,
        phone_number: `0${random.int(10, 99)}-${random.int(400000, 599999)}`,
        employees: random.pick(EMPLOYEES),
        owner: userId,
      })
      employers.push({
        id: employerIds[index]!,
        user_id: userId,
        has_filled_initial_form: true,
        free_posts: 0,
        purchased_posts: random.int(0, 10),
        organizations: [id],
      })
      world.organizationNames.set(id, name)
      made.push({ id, owner: userId, name, category, district })
    })
    await insertUnnest(tx, 'users', USER_COLUMNS, users)
    await insertUnnest(tx, 'organizations', ORGANIZATION_COLUMNS, organizations)
    await insertUnnest(tx, 'employers', EMPLOYER_COLUMNS, employers)
    return made
  })
}

export const USER_COLUMNS = {
  id: 'int',
  email: 'text',
  phone_number: 'text',
  password: 'text',
  full_name_en: 'text',
  full_name_ne: 'text',
  date_joined: 'timestamptz',
} as const

const ORGANIZATION_COLUMNS = {
  id: 'int',
  slug: 'text',
  name_en: 'text',
  name_ne: 'text',
  about_en: 'text',
  about_ne: 'text',
  category: 'int',
  district: 'int',
  address_en: 'text',
  address_ne: 'text',
  website: 'text',
  phone_number: 'text',
  employees: 'text',
  owner: 'int',
} as const

const EMPLOYER_COLUMNS = {
  id: 'int',
  user_id: 'int',
  has_filled_initial_form: 'bool',
  free_posts: 'int',
  purchased_posts: 'int',
  organizations: 'int[]',
} as const
