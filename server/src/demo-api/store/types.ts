import type { Text } from '../lib/locale.js'
import type {
  ApplicationRecord,
  HiringPackage,
  LikeRecord,
  Order,
  ProfileView,
  SignupRecord,
  Submission,
  WishlistItem,
} from './activity-types.js'

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
  /** Current address within the district: municipality id and street (onboarding, optional). */
  city?: number | null
  address?: Text | null
  job_level: string | null
  experience_months: number
  expected_salary: number | null
  education_degree: number | null
  skills: number[]
  username: string
  is_public: boolean
  // Issue 15's profile sections (absent in data files written before them: read as empty).
  education_history?: EducationRecord[]
  work_experience?: ExperienceRecord[]
  languages?: { language: string; level: string }[]
  social_links?: { network: string; url: string }[]
  /** A second number to be reached on (mobile or landline), '' for none. */
  alternate_phone?: string
}

/** An education entry of a job seeker's profile: years in the calendar the seeker gave. */
export interface EducationRecord {
  id: number
  degree: number
  institution: string
  calendar: 'AD' | 'BS'
  start_year: number
  end_year: number | null
}

/** A job a job seeker held (end null while current). */
export interface ExperienceRecord {
  id: number
  title: string
  organization: string
  start_date: string
  end_date: string | null
  is_current: boolean
}

/** An uploaded profile photo: checked image bytes, served at `/api/v1/media/photos/{name}`. */
export interface PhotoRecord {
  name: string
  type: 'image/jpeg' | 'image/png' | 'image/webp'
  /** Base64 of the bytes. */
  data: string
}

export interface Referee {
  id: number
  full_name: Text
  phone_number: string
  relation: 'Father' | 'Mother' | 'Friend'
  /** The phone types (docs/product.md#option-lists); referees added before issue 15 are mobiles. */
  phone_type?: 'Mobile' | 'Home' | 'Work'
  status: 'invited' | 'registered' | 'applied' | 'hired'
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
  /** The photo behind `profile_picture` when it was uploaded here. */
  photo?: PhotoRecord | null
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
  /** An uploaded logo's image (base64), served at `logo`; seeded organisations have none. */
  logo_data?: { type: string; base64: string }
  about: Text
  /** Job category (industry) id. */
  category: number
  district: number
  address: Text
  website: string | null
  /** The organisation's contact email (the initial form's, optional). */
  email?: string | null
  phone_number: string
  employees: string
  owner: number | null
}

/** The lookup lists of docs/product.md#lookups (all but the Nepal divisions and addresses). */
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

export interface OfferedSalary {
  currency: string
  operator: string
  minimum: number
  maximum: number | null
  unit: 'Hourly' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly'
}

/** Employer tabs: active, pending, draft, denied, expired (expired also follows the deadline). */
export type JobStatus = 'draft' | 'pending' | 'active' | 'denied' | 'expired'

export interface JobRecord {
  id: number
  slug: string
  owner: number
  organization: number | null
  /** Job category (industry) for search; null when the title names no known designation. */
  category: number | null
  title: Text
  /** Location (address) id; city, district and province follow from it. */
  location: number
  vacancies: number
  description: Text
  offered_salary: OfferedSalary
  preferred_shift: string
  job_level: string
  available_for: string[]
  tags: number[]
  is_education_specific: boolean
  education_level: number | null
  is_experience_required: boolean
  min_experience_months: number | null
  experience_operator: '==' | null
  is_skill_specific: boolean
  skills: number[]
  personal_qualities: number[]
  work_standards: number[]
  required_knowledge: number[]
  benefits: number[]
  required_two_wheeler: boolean
  document_categories: number[]
  show_name: boolean
  /**
   * The name shown instead of the organisation's: as the employer typed it (the same in both
   * languages), or a default the site wrote, in each language.
   */
  org_alt_name: Text | null
  is_document_required: boolean
  is_gender_specific: boolean
  gender: 'Female' | 'Male' | 'Other' | null
  is_age_specific: boolean
  min_age: number | null
  max_age: number | null
  status: JobStatus
  created_at: string
  published_at: string | null
  deadline: string
  views: number
  /** Shown in the home page's featured list (a premium package's feature). */
  is_featured?: boolean
}

export interface AnswerChoice {
  id: number
  choice_text: string
}

export interface QuestionRecord {
  id: number
  job: number
  question: string
  question_type: 'radio' | 'dropdown' | 'text' | 'textarea'
  is_required: boolean
  description: string | null
  answer_choices: AnswerChoice[]
}

export interface JobTemplate {
  id: number
  name: Text
  job_level: string
  available_for: string[]
  offered_salary: OfferedSalary
  description: Text
  skills: number[]
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
  jobs: JobRecord[]
  questions: QuestionRecord[]
  templates: JobTemplate[]
  applications: ApplicationRecord[]
  likes: LikeRecord[]
  profile_views: ProfileView[]
  hiring_packages: HiringPackage[]
  wishlist: WishlistItem[]
  orders: Order[]
  signups: SignupRecord[]
  submissions: Submission[]
}
