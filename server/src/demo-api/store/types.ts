import type { Text } from '../lib/locale.js'

/** A token as kept: only its SHA-256, never the token itself. */
export interface TokenRecord {
  hash: string
  user: number
  created: string
}

export interface EmployerProfile {
  id: number
  has_filled_initial_form: boolean
  /** Free job posts left (the 'Post a Bonus Job' balance). */
  free_posts: number
  /** Bought job posts left. */
  purchased_posts: number
  /** Organisation ids, first one names the employer. */
  organizations: number[]
}

export interface JobseekerProfile {
  id: number
  /** District ids the seeker prefers. */
  preferred_locations: number[]
  /** Job category (designation) ids the seeker prefers. */
  preferred_jobs: number[]
  has_filled_description_form: boolean
  working_status: 'actively_seeking' | 'currently_working' | 'available' | null
  headline: Text
  about: Text
  gender: 'Female' | 'Male' | 'Other' | null
  marital_status: 'Married' | 'Unmarried' | null
  date_of_birth: string | null
  district: number | null
  job_level: string | null
  experience_months: number
  expected_salary: number | null
  education_degree: number | null
  skills: number[]
  username: string
  is_public: boolean
}

export interface Referee {
  id: number
  full_name: Text
  phone_number: string
  relation: 'Father' | 'Mother' | 'Friend'
  status: 'invited' | 'registered' | 'hired'
  created: string
}

export interface ReferrerProfile {
  id: number
  referral_code: string
  referees: Referee[]
}

export interface UserRecord {
  id: number
  email: string
  phone_number: string
  /** scrypt$<salt>$<hash>, base64url. */
  password: string
  full_name: Text
  profile_picture: string | null
  date_joined: string
  employer: EmployerProfile | null
  jobseeker: JobseekerProfile | null
  referrer: ReferrerProfile | null
}

export interface Organization {
  id: number
  slug: string
  name: Text
  logo: string | null
  about: Text
  /** Job category (industry) id. */
  category: number
  district: number
  address: Text
  website: string | null
  phone_number: string
  employees: string
  owner: number | null
}

/** The lookup lists of spec section 7 (all but the Nepal divisions and addresses). */
export type LookupKind =
  | 'designations'
  | 'job_tags'
  | 'work_standards'
  | 'skills'
  | 'personal_qualities'
  | 'required_knowledge'
  | 'education_degrees'
  | 'job_benefits'
  | 'document_categories'

/** A lookup item; items users create wait as 'Pending' until a moderator approves them. */
export interface LookupItem {
  id: number
  name: Text
  status: 'Approved' | 'Pending'
}

/** An address within a municipality (the 'locations' lookup). */
export interface Location {
  id: number
  city: number
  address: Text
}

/** Everything the demo API keeps; written whole to DEMO_DATA_FILE on each change. */
export interface DemoState {
  /** Bumped when the seed's shape changes: an older file is replaced by a fresh seed. */
  version: number
  seeded_at: string
  /** Next id per collection. */
  seq: Record<string, number>
  users: UserRecord[]
  tokens: TokenRecord[]
  organizations: Organization[]
  lookups: Record<LookupKind, LookupItem[]>
  locations: Location[]
}
