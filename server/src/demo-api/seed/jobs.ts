import type {
  JobRecord,
  JobTemplate,
  Location,
  LookupItem,
  LookupKind,
  OfferedSalary,
  Organization,
  QuestionRecord,
} from '../store/types.js'
import { CATEGORY_DUTIES, DESIGNATION_PROFILES, LEVELS, SPREAD_DISTRICTS } from './job-catalog.js'
import { describeJob } from './job-description.js'
import { loadNepal } from './nepal.js'
import type { Random } from './random.js'

const DAY = 86_400_000
export const TYPES = [
  'full_time',
  'full_time',
  'full_time',
  'full_time',
  'part_time',
  'contractual',
  'internship',
  'freelancing',
  'temporary',
  'traineeship',
  'volunteer',
]
const LEVEL_CYCLE = [
  'entry_level',
  'mid_level',
  'entry_level',
  'senior_level',
  'mid_level',
  'top_level',
] as const
export const SHIFTS = ['Regular', 'Regular', 'Regular', 'Morning', 'Day', 'Evening', 'Flexible']

/** Salary rounded to the nearest NRs 500. */
const round = (value: number) => Math.round(value / 500) * 500

/** A realistic salary for a designation, level and job type. */
export function salaryFor(
  designation: number,
  level: keyof typeof LEVELS,
  type: string,
  ranged: boolean,
): OfferedSalary {
  const base = DESIGNATION_PROFILES[designation]!.base * LEVELS[level].factor
  const scale =
    type === 'internship' || type === 'traineeship'
      ? 0.4
      : type === 'volunteer'
        ? 0.25
        : type === 'part_time'
          ? 0.55
          : 1
  const minimum = Math.max(round(base * scale), 5000)
  return {
    currency: 'NRs',
    operator: ranged ? 'Between' : 'Equals',
    minimum,
    maximum: ranged ? round(minimum * 1.35) : null,
    unit: 'Monthly',
  }
}

export const slugify = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The address id of a job in a district: an existing one in its main city, or a new one. */
function locationIn(district: number, locations: Location[], random: Random): number {
  const nepal = loadNepal()
  const cities = nepal.municipalities
    .filter((m) => m.district === district)
    .sort((x, y) => x.category - y.category || x.id - y.id)
  const city = cities[0]!
  const known = locations.filter((l) => l.city === city.id)
  if (known.length) return random.pick(known).id
  const location: Location = {
    id: locations.length + 1,
    city: city.id,
    address: { en: 'Main Bazaar', ne: 'मुख्य बजार' },
  }
  locations.push(location)
  return location.id
}

interface JobSeedInput {
  now: Date
  random: Random
  organizations: Organization[]
  lookups: Record<LookupKind, LookupItem[]>
  locations: Location[]
}

/** The employer@ demo organisation's jobs: one of each status, so every tab has content. */
const DEMO_STATUSES: JobRecord['status'][] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'pending',
  'draft',
  'denied',
  'expired',
]

/** 86 seeded jobs across organisations, districts, levels and types. */
export function seedJobs({
  now,
  random,
  organizations,
  lookups,
  locations,
}: JobSeedInput): JobRecord[] {
  const jobs: JobRecord[] = []
  const nepal = loadNepal()
  const plan: { org: Organization; status: JobRecord['status'] }[] = []
  for (const status of DEMO_STATUSES) plan.push({ org: organizations[0]!, status })
  for (const status of ['active', 'active', 'draft'] as const)
    plan.push({ org: organizations[1]!, status })
  for (let i = 0; plan.length < 86; i++) {
    const org = organizations[2 + (i % (organizations.length - 2))]!
    plan.push({ org, status: i % 11 === 5 ? 'expired' : 'active' })
  }
  plan.forEach(({ org, status }, index) => {
    const id = index + 1
    const pool = Object.entries(DESIGNATION_PROFILES).filter(
      ([, p]) => p.category === org.category || (p.category === 14 && index % 4 === 0),
    )
    // The demo employer's first job is the one with screening questions about React.
    const designation = index === 0 ? 2 : Number(random.pick(pool)[0])
    const profile = DESIGNATION_PROFILES[designation]!
    const level = LEVEL_CYCLE[index % LEVEL_CYCLE.length]!
    const type = TYPES[index % TYPES.length]!
    const district =
      index % 3 === 2 ? SPREAD_DISTRICTS[index % SPREAD_DISTRICTS.length]! : org.district
    const location = locationIn(district, locations, random)
    const city = nepal.municipalities.find((m) => m.id === locations[location - 1]!.city)!
    const title = lookups.designations[designation - 1]!.name
    const months = LEVELS[level].months
    // Posted between 3 and 42 days ago; a job that has expired was posted before its 30 days ran
    // out, so its deadline lies in the past and its whole life before it.
    const expired = status === 'expired'
    const ageDays = expired ? 35 + ((index * 7) % 30) : 3 + ((index * 7) % 40)
    const created = new Date(now.getTime() - ageDays * DAY - 3_600_000 * (index % 9))
    const deadline = expired
      ? new Date(created.getTime() + 30 * DAY)
      : new Date(now.getTime() + (5 + ((index * 13) % 45)) * DAY)
    // Only a job that went live has a publishing date and was seen: pending jobs wait for the
    // moderators, denied ones never went out, drafts were never sent.
    const wentLive = status === 'active' || status === 'expired'
    const liveDays = wentLive
      ? (Math.min(now.getTime(), deadline.getTime()) - created.getTime()) / DAY
      : 0
    const gender = index % 9 === 4 ? (index % 2 ? 'Male' : 'Female') : null
    const showName = index % 17 !== 8
    jobs.push({
      id,
      slug: `${slugify(title.en)}-${id}`,
      owner: org.owner ?? 0,
      organization: org.id,
      category: profile.category,
      title,
      location,
      vacancies: 1 + (index % 5 === 0 ? random.int(1, 9) : 0),
      description: describeJob(
        title,
        showName ? org.name : null,
        city.name,
        profile.category,
        months,
      ),
      offered_salary: salaryFor(designation, level, type, index % 5 < 3),
      preferred_shift: SHIFTS[index % SHIFTS.length]!,
      job_level: level,
      available_for: [type],
      tags: random.some([1, 2, 3, 4, 6, 7, 8], index % 3),
      is_education_specific: index % 2 === 0,
      education_level: LEVELS[level].education,
      is_experience_required: months > 0 && index % 3 !== 0,
      min_experience_months: months || null,
      experience_operator: months ? '==' : null,
      is_skill_specific: true,
      skills: profile.skills.slice(0, 3),
      personal_qualities: random.some([1, 2, 3, 4, 5, 9, 11], 2),
      work_standards: random.some([1, 2, 3, 5, 11], 2),
      required_knowledge: index % 4 === 0 ? [1] : [],
      benefits: random.some([1, 2, 3, 4, 5, 6, 7, 8], 3),
      required_two_wheeler: profile.category === 6 || designation === 28,
      document_categories: [1, 3],
      show_name: showName,
      // A default the site writes, so in each language (an employer's own stays as typed).
      org_alt_name: showName ? null : { en: 'A reputed company', ne: 'एक प्रतिष्ठित कम्पनी' },
      is_document_required: true,
      is_gender_specific: gender !== null,
      gender,
      is_age_specific: index % 6 === 3,
      min_age: index % 6 === 3 ? 18 : null,
      max_age: null,
      status,
      created_at: created.toISOString(),
      published_at: wentLive ? created.toISOString() : null,
      deadline: deadline.toISOString(),
      // Seen a few to a few dozen times a day while it was live.
      views: wentLive ? Math.round(liveDays * random.int(4, 30)) : 0,
      // About one job in six was posted with the premium package, which features it on home.
      is_featured: index % 6 === 1,
    })
  })
  return jobs
}

/** A job template per designation (name, level, type, salary, description, skills). */
export function seedTemplates(lookups: Record<LookupKind, LookupItem[]>): JobTemplate[] {
  return lookups.designations.map((designation) => {
    const profile = DESIGNATION_PROFILES[designation.id]!
    const [a, b] = CATEGORY_DUTIES[profile.category]!
    return {
      id: designation.id,
      name: designation.name,
      job_level: 'entry_level',
      available_for: ['full_time'],
      offered_salary: salaryFor(designation.id, 'entry_level', 'full_time', true),
      description: {
        en: `<p>We are looking for candidates for the post of ${designation.name.en}.</p><ul><li>${a.en}</li><li>${b.en}</li></ul>`,
        ne: `<p>हामीलाई ${designation.name.ne} चाहिएको छ।</p><ul><li>${a.ne}</li><li>${b.ne}</li></ul>`,
      },
      skills: profile.skills,
    }
  })
}

/** Screening questions on the demo employer's first job. */
export function seedQuestions(): QuestionRecord[] {
  return [
    {
      id: 1,
      job: 1,
      question: 'How many years have you worked with React?',
      question_type: 'text',
      is_required: true,
      description: null,
      answer_choices: [],
    },
    {
      id: 2,
      job: 1,
      question: 'Can you join within a month?',
      question_type: 'radio',
      is_required: false,
      description: 'We would like the new colleague to start soon.',
      answer_choices: [
        { id: 1, choice_text: 'Yes' },
        { id: 2, choice_text: 'No' },
      ],
    },
  ]
}
