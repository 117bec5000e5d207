import type { Text } from '../lib/locale.js'
import { demoPasswordHash } from '../lib/passwords.js'
import type { LookupItem, UserRecord } from '../store/types.js'
import { DESIGNATION_PROFILES, LEVELS } from './job-catalog.js'
import type { Random } from './random.js'
import { seedUsername } from '../routes/seekers/visibility.js'

type Name = [en: string, ne: string]

export const FIRST: { name: Name; gender: 'Female' | 'Male' }[] = [
  { name: ['Aarati', 'आरती'], gender: 'Female' },
  { name: ['Bishal', 'विशाल'], gender: 'Male' },
  { name: ['Chandani', 'चाँदनी'], gender: 'Female' },
  { name: ['Dipesh', 'दिपेश'], gender: 'Male' },
  { name: ['Elina', 'एलिना'], gender: 'Female' },
  { name: ['Ganesh', 'गणेश'], gender: 'Male' },
  { name: ['Hema', 'हेमा'], gender: 'Female' },
  { name: ['Ishwor', 'ईश्वर'], gender: 'Male' },
  { name: ['Jyoti', 'ज्योति'], gender: 'Female' },
  { name: ['Kiran', 'किरण'], gender: 'Male' },
  { name: ['Laxmi', 'लक्ष्मी'], gender: 'Female' },
  { name: ['Manish', 'मनिष'], gender: 'Male' },
  { name: ['Nirmala', 'निर्मला'], gender: 'Female' },
  { name: ['Prakash', 'प्रकाश'], gender: 'Male' },
  { name: ['Rojina', 'रोजिना'], gender: 'Female' },
  { name: ['Sagar', 'सागर'], gender: 'Male' },
  { name: ['Sabina', 'सबिना'], gender: 'Female' },
  { name: ['Suman', 'सुमन'], gender: 'Male' },
  { name: ['Tara', 'तारा'], gender: 'Female' },
  { name: ['Ujjwal', 'उज्ज्वल'], gender: 'Male' },
]
export const LAST: Name[] = [
  ['Thapa', 'थापा'],
  ['Shrestha', 'श्रेष्ठ'],
  ['Gurung', 'गुरुङ'],
  ['Tamang', 'तामाङ'],
  ['Rai', 'राई'],
  ['Magar', 'मगर'],
  ['Yadav', 'यादव'],
  ['Bhandari', 'भण्डारी'],
  ['Karki', 'कार्की'],
  ['Chaudhary', 'चौधरी'],
  ['Poudel', 'पौडेल'],
  ['Limbu', 'लिम्बु'],
  ['Joshi', 'जोशी'],
  ['Khadka', 'खड्का'],
]
const DISTRICTS = [27, 29, 23, 38, 6, 11, 15, 20, 24, 49, 53, 57, 66, 77, 30, 36]
export const STATUSES = ['actively_seeking', 'currently_working', 'available'] as const
type Level = keyof typeof LEVELS
/**
 * Levels as job seekers on a Nepali site have them: most at the start of their careers or a few
 * years in, fewer senior, a rare top manager (9 entry, 7 mid, 3 senior, 1 top in 20).
 */
export const LEVEL_CYCLE: readonly Level[] = [
  'entry_level',
  'mid_level',
  'entry_level',
  'entry_level',
  'mid_level',
  'senior_level',
  'entry_level',
  'mid_level',
  'entry_level',
  'mid_level',
  'entry_level',
  'senior_level',
  'mid_level',
  'entry_level',
  'top_level',
  'entry_level',
  'mid_level',
  'entry_level',
  'senior_level',
  'mid_level',
]
/** Skills anyone may add beside their trade's (office, language, care). */
export const GENERAL_SKILLS = [12, 29, 30, 31, 32, 35]
/** What people with these levels ask for is their trade's pay, and a little more or less. */
export const ASKING = { entry_level: 1, mid_level: 1.45, senior_level: 2, top_level: 2.8 } as const

/** 40 job seekers with full, public profiles (ids from `firstId`), in both languages. */
export function seedJobseekers(input: {
  firstId: number
  firstProfileId: number
  joined: string
  random: Random
  designations: LookupItem[]
}): UserRecord[] {
  const { firstId, firstProfileId, joined, random } = input
  const designations = Object.entries(DESIGNATION_PROFILES)
  const taken = new Set<string>()
  /** Skill sets given so far: no two seekers list the same. */
  const skillSets = new Set<string>()
  return Array.from({ length: 40 }, (_, index) => {
    const first = FIRST[index % FIRST.length]!
    const last = LAST[(index * 3 + Math.floor(index / FIRST.length)) % LAST.length]!
    const full: Text = { en: `${first.name[0]} ${last[0]}`, ne: `${first.name[1]} ${last[1]}` }
    // A random part (made when the data is seeded), never a counter: profiles cannot be walked.
    const username = seedUsername(full.en, (name) => taken.has(name))
    taken.add(username)
    const [designationId, profile] = designations[(index * 7) % designations.length]!
    // Trades with modest pay have no senior grades to speak of: their seniors are mid-level.
    const cycled = LEVEL_CYCLE[index % LEVEL_CYCLE.length]!
    const level: Level =
      profile.base < 22_000 && (cycled === 'senior_level' || cycled === 'top_level')
        ? 'mid_level'
        : cycled
    const months = LEVELS[level].months + random.int(0, 2) * 12
    // Their trade's skills (two or more, as many as they have), and one general skill or two.
    const own = profile.skills.slice(0, Math.max(2, profile.skills.length - random.int(0, 1)))
    const skills = [...own]
    const key = () => JSON.stringify([...skills].sort((a, b) => a - b))
    const extras = GENERAL_SKILLS.filter((skill) => !own.includes(skill))
    const start = random.int(0, extras.length - 1)
    // One general skill, and the next ones while someone already has this set.
    for (let k = 0; k < extras.length && (k === 0 || skillSets.has(key())); k++) {
      skills.push(extras[(start + k) % extras.length]!)
    }
    skillSets.add(key())
    // What they ask: their trade's entry pay for their level, 10% less to 20% more.
    const asking = profile.base * ASKING[level] * (0.9 + random.int(0, 6) * 0.05)
    return {
      id: firstId + index,
      email: `${first.name[0]}-${last[0]}-${index + 1}@example.com`.toLowerCase(),
      phone_number: `98${String(41000000 + index * 7919).slice(0, 8)}`,
      password: demoPasswordHash(),
      full_name: full,
      profile_picture: null,
      date_joined: joined,
      employer: null,
      referrer: null,
      jobseeker: {
        id: firstProfileId + index,
        username,
        preferred_locations: [DISTRICTS[index % DISTRICTS.length]!],
        preferred_jobs: [profile.category],
        has_filled_description_form: true,
        working_status: STATUSES[index % STATUSES.length]!,
        headline: input.designations.find((d) => d.id === Number(designationId))!.name,
        about: {
          en: `${first.name[0]}: ${level.replace('_', '-')} professional with ${Math.round(months / 12)} years of experience.`,
          ne: `${first.name[1]} ${Math.round(months / 12)} वर्षको अनुभव भएका पेशाकर्मी हुन्।`,
        },
        gender: first.gender,
        marital_status: index % 3 === 0 ? 'Married' : 'Unmarried',
        date_of_birth: `${1985 + (index % 18)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}`,
        district: DISTRICTS[index % DISTRICTS.length]!,
        job_level: level,
        experience_months: months,
        expected_salary: Math.round(asking / 500) * 500,
        education_degree: LEVELS[level].education + (index % 4 === 0 ? 1 : 0),
        skills,
        is_public: true,
      },
    }
  })
}
