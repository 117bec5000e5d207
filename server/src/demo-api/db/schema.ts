import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * The tables as Kysely sees them (kept by hand beside `migrations/`: a migration that changes a
 * table changes its interface here). Timestamps read back as ISO strings (see `database.ts`),
 * dates as `YYYY-MM-DD`, bigint counts as numbers.
 */

/** A timestamp column: read as an ISO string, written as a string or a Date. */
type Timestamp = ColumnType<string, string | Date, string | Date>
/** A timestamp column the database fills when none is given. */
type DefaultTimestamp = ColumnType<string, string | Date | undefined, string | Date>
/** A JSON column. */
type Json<T> = ColumnType<T, string, string>
/** A column with a default. */
type Default<T> = ColumnType<T, T | undefined, T>

export interface UsersTable {
  id: Generated<number>
  email: Default<string>
  phone_number: Default<string>
  password: string
  full_name_en: string
  full_name_ne: string
  profile_picture: string | null
  date_joined: DefaultTimestamp
}

export interface PhotosTable {
  name: string
  user_id: number
  content_type: string
  bytes: Uint8Array
  created_at: DefaultTimestamp
}

/** An uploaded CV (PDF or DOCX); kept while it is the seeker's CV or an application names it. */
export interface CvFilesTable {
  name: string
  user_id: number
  content_type: string
  /** The download's file name (made safe when stored). */
  file_name: string
  size: number
  bytes: Uint8Array
  created_at: DefaultTimestamp
}

export interface TokensTable {
  hash: string
  user_id: number
  created: DefaultTimestamp
}

export interface OrganizationsTable {
  id: Generated<number>
  slug: string
  name_en: string
  name_ne: string
  logo: string | null
  logo_type: string | null
  logo_bytes: Uint8Array | null
  about_en: Default<string>
  about_ne: Default<string>
  category: number
  district: number
  address_en: Default<string>
  address_ne: Default<string>
  website: string | null
  email: string | null
  phone_number: Default<string>
  employees: Default<string>
  owner: number | null
  /** Its PAN (nine digits), printed on its tax invoices. */
  pan: string | null
}

export interface EmployersTable {
  id: Generated<number>
  user_id: number
  has_filled_initial_form: Default<boolean>
  free_posts: Default<number>
  purchased_posts: Default<number>
  organizations: Default<number[]>
  /** How the employer hears of new applicants (issue 31): `instant`, `daily` or `off`. */
  applicant_notice_frequency: Default<'instant' | 'daily' | 'off'>
  applicant_notice_channels: Default<('email' | 'sms')[]>
  applicant_notice_language: Default<'en' | 'ne'>
}

export interface LanguageSkill {
  language: string
  level: string
}

export interface SocialLink {
  network: string
  url: string
}

export interface JobseekersTable {
  id: Generated<number>
  user_id: number
  username: string
  is_public: Default<boolean>
  preferred_locations: Default<number[]>
  preferred_jobs: Default<number[]>
  has_filled_description_form: Default<boolean>
  working_status: 'actively_seeking' | 'currently_working' | 'available' | null
  headline_en: Default<string>
  headline_ne: Default<string>
  about_en: Default<string>
  about_ne: Default<string>
  gender: 'Female' | 'Male' | 'Other' | null
  marital_status: 'Married' | 'Unmarried' | null
  date_of_birth: string | null
  district: number | null
  city: number | null
  address_en: string | null
  address_ne: string | null
  job_level: string | null
  experience_months: Default<number>
  expected_salary: number | null
  education_degree: number | null
  skills: Default<number[]>
  languages: ColumnType<LanguageSkill[], string | undefined, string>
  social_links: ColumnType<SocialLink[], string | undefined, string>
  alternate_phone: Default<string>
  search_doc: Default<string>
  /** The seeker's current uploaded CV (`cv_files.name`), if any. */
  cv: Default<string | null>
}

export interface EducationTable {
  id: Generated<number>
  jobseeker_id: number
  degree: number
  institution: string
  calendar: 'AD' | 'BS'
  start_year: number
  end_year: number | null
}

export interface ExperienceTable {
  id: Generated<number>
  jobseeker_id: number
  title: string
  organization: string
  start_date: string
  end_date: string | null
  is_current: Default<boolean>
}

export interface ReferrersTable {
  id: Generated<number>
  user_id: number
  referral_code: string
}

export interface RefereesTable {
  id: Generated<number>
  referrer_id: number
  full_name_en: string
  full_name_ne: string
  phone_number: string
  relation: 'Father' | 'Mother' | 'Friend'
  phone_type: Default<'Mobile' | 'Home' | 'Work'>
  status: Default<'invited' | 'registered' | 'applied' | 'hired'>
  created: DefaultTimestamp
}

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

export interface LookupsTable {
  kind: LookupKind
  id: number
  name_en: string
  name_ne: string
  status: Default<'Approved' | 'Pending'>
}

export interface LocationsTable {
  id: Generated<number>
  city: number
  address_en: string
  address_ne: string
}

export type JobStatus = 'draft' | 'pending' | 'active' | 'denied' | 'expired'

export interface JobsTable {
  id: Generated<number>
  slug: string
  owner: number | null
  organization: number | null
  category: number | null
  title_en: string
  title_ne: string
  location: number
  district: number | null
  province: number | null
  vacancies: Default<number>
  description_en: Default<string>
  description_ne: Default<string>
  salary_currency: Default<string>
  salary_operator: Default<string>
  salary_minimum: Default<number>
  salary_maximum: number | null
  salary_unit: Default<'Hourly' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly'>
  preferred_shift: Default<string>
  job_level: Default<string>
  available_for: Default<string[]>
  tags: Default<number[]>
  is_education_specific: Default<boolean>
  education_level: number | null
  is_experience_required: Default<boolean>
  min_experience_months: number | null
  experience_operator: '==' | null
  is_skill_specific: Default<boolean>
  skills: Default<number[]>
  personal_qualities: Default<number[]>
  work_standards: Default<number[]>
  required_knowledge: Default<number[]>
  benefits: Default<number[]>
  required_two_wheeler: Default<boolean>
  document_categories: Default<number[]>
  show_name: Default<boolean>
  org_alt_name_en: string | null
  org_alt_name_ne: string | null
  is_document_required: Default<boolean>
  is_gender_specific: Default<boolean>
  gender: 'Female' | 'Male' | 'Other' | null
  is_age_specific: Default<boolean>
  min_age: number | null
  max_age: number | null
  status: Default<JobStatus>
  created_at: DefaultTimestamp
  published_at: Timestamp | null
  deadline: Timestamp
  views: Default<number>
  is_featured: Default<boolean>
  search_doc: Default<string>
}

export interface AnswerChoice {
  id: number
  choice_text: string
}

export interface QuestionsTable {
  id: Generated<number>
  job_id: number
  question: string
  question_type: 'radio' | 'dropdown' | 'text' | 'textarea'
  is_required: Default<boolean>
  description: string | null
  answer_choices: ColumnType<AnswerChoice[], string | undefined, string>
}

export interface TemplatesTable {
  id: Generated<number>
  name_en: string
  name_ne: string
  job_level: string
  available_for: Default<string[]>
  salary_currency: Default<string>
  salary_operator: Default<string>
  salary_minimum: Default<number>
  salary_maximum: number | null
  salary_unit: Default<'Hourly' | 'Daily' | 'Weekly' | 'Monthly' | 'Yearly'>
  description_en: Default<string>
  description_ne: Default<string>
  skills: Default<number[]>
}

export interface ApplicationsTable {
  id: Generated<number>
  job_id: number
  user_id: number
  cover_letter: Default<string>
  /** Which CV went with it: `file` (then `cv_file`), `profile` or `none`. */
  cv_choice: Default<string>
  cv_file: Default<string | null>
  status: Default<'new' | 'shortlisted' | 'interview' | 'rejected' | 'hired'>
  created_at: DefaultTimestamp
  updated_at: Timestamp | null
  /** The job's employer's private note and 1-5 rating (issue 31). */
  note: Default<string>
  rating: Default<number | null>
}

export interface ApplicationAnswersTable {
  application_id: number
  question_id: number
  answer: string
}

export interface LikesTable {
  job_id: number
  user_id: number
  created_at: DefaultTimestamp
}

export interface ProfileViewsTable {
  id: Generated<number>
  seeker: number
  viewer: number
  organization: number | null
  created_at: DefaultTimestamp
}

export interface HiringPackagesTable {
  id: Generated<number>
  employer: number
  status: Default<'open' | 'ordered' | 'paid'>
  created_at: DefaultTimestamp
}

export interface PackageEntriesTable {
  id: Generated<number>
  package_id: number
  seeker: number
  added_at: DefaultTimestamp
}

export interface WishlistTable {
  id: Generated<number>
  user_id: number
  package: number | null
  job_price_setting: number | null
  quantity: Default<number>
  price: number
  created_at: DefaultTimestamp
}

export interface OrdersTable {
  id: Generated<number>
  user_id: number
  subtotal: number | null
  vat: number | null
  total: number
  status: Default<'pending' | 'paid' | 'failed'>
  created_at: DefaultTimestamp
  idempotency_key: string | null
  reference: string | null
  failure: FailureReason | null
  /** The gateway it is paid at (null: the demo's). */
  method: Default<PaymentMethod | null>
}

/** A gateway payment method. */
export type PaymentMethod = 'esewa' | 'khalti'

/** Why an order's payment did not go through. */
export type FailureReason = 'declined' | 'canceled' | 'expired'

/** One try at paying an order at a gateway (migration 0008). */
export interface PaymentAttemptsTable {
  id: Generated<number>
  order_id: number
  method: PaymentMethod
  /** eSewa's transaction_uuid, Khalti's purchase_order_id: unique per attempt. */
  uuid: string
  /** Khalti's payment id, once initiated. */
  pidx: string | null
  /** The total sent to the gateway, in rupees. */
  amount: number
  status: Default<'started' | 'pending' | 'paid' | 'failed'>
  created_at: DefaultTimestamp
  checked_at: ColumnType<string | null, string | Date | null | undefined, string | Date | null>
}

/** The year's last invoice number: taken with its row locked, so numbers have no gaps. */
export interface InvoiceCountersTable {
  fiscal_year: string
  last_number: number
}

/** A party of an invoice as it was printed at issue. */
export interface InvoiceParty {
  name: { en: string; ne: string }
  address: { en: string; ne: string }
  pan: string | null
}

/** A line of an invoice as it was printed at issue. */
export interface InvoiceLine {
  description: { en: string; ne: string }
  quantity: number
  amount: number
}

/** A paid order's tax invoice, as issued (never changed after). */
export interface InvoicesTable {
  id: Generated<number>
  order_id: number
  user_id: number
  fiscal_year: string
  serial: number
  number: string
  issued_at: DefaultTimestamp
  /** Null when the seller's details were not set at issue (production without them). */
  seller: ColumnType<InvoiceParty | null, string | null, string | null>
  buyer: ColumnType<InvoiceParty, string, string>
  lines: ColumnType<InvoiceLine[], string, string>
  subtotal: number
  vat_rate: number
  vat: number
  total: number
}

export interface OrderItemsTable {
  order_id: number
  id: number
  package: number | null
  job_price_setting: number | null
  quantity: number
  price: number
  created_at: Timestamp
}

export interface SignupsTable {
  id: Generated<number>
  phone_number: string
  role: 'jobseeker' | 'employer'
  purpose: 'signup' | 'reset'
  code_hash: string | null
  wrong_tries: Default<number>
  verified: Default<boolean>
  ticket_hash: string | null
  expires_at: Timestamp
}

export interface SubmissionsTable {
  id: Generated<number>
  kind: 'insta_hire' | 'covid_survey' | 'training_enrollment' | 'contact'
  user_id: number | null
  data: Json<Record<string, unknown>>
  created_at: DefaultTimestamp
}

export interface SavedSearchesTable {
  id: Generated<number>
  user_id: number
  name: string
  /** The search page's filters (shared/schemas/saved-search.ts). */
  params: Json<Record<string, string>>
  frequency: 'instant' | 'daily'
  channels: ('email' | 'sms')[]
  language: 'en' | 'ne'
  paused: Default<boolean>
  created_at: DefaultTimestamp
  last_sent_at: Timestamp | null
}

export interface AlertDeliveriesTable {
  saved_search_id: number
  job_id: number
  channel: 'email' | 'sms'
  claimed_at: DefaultTimestamp
  sent_at: Timestamp | null
}

/** An application announced to its job's employer on a channel (claimed, then sent). */
export interface ApplicantNoticesTable {
  application_id: number
  channel: 'email' | 'sms'
  claimed_at: DefaultTimestamp
  sent_at: Timestamp | null
}

export interface SeedInfoTable {
  id: Default<number>
  version: number
  seeded_at: Timestamp
}

export interface Database {
  users: UsersTable
  photos: PhotosTable
  cv_files: CvFilesTable
  tokens: TokensTable
  organizations: OrganizationsTable
  employers: EmployersTable
  jobseekers: JobseekersTable
  education: EducationTable
  experience: ExperienceTable
  referrers: ReferrersTable
  referees: RefereesTable
  lookups: LookupsTable
  locations: LocationsTable
  jobs: JobsTable
  questions: QuestionsTable
  templates: TemplatesTable
  applications: ApplicationsTable
  application_answers: ApplicationAnswersTable
  likes: LikesTable
  profile_views: ProfileViewsTable
  hiring_packages: HiringPackagesTable
  package_entries: PackageEntriesTable
  wishlist: WishlistTable
  orders: OrdersTable
  order_items: OrderItemsTable
  payment_attempts: PaymentAttemptsTable
  invoice_counters: InvoiceCountersTable
  invoices: InvoicesTable
  signups: SignupsTable
  submissions: SubmissionsTable
  seed_info: SeedInfoTable
  saved_searches: SavedSearchesTable
  alert_deliveries: AlertDeliveriesTable
  applicant_notices: ApplicantNoticesTable
}

export type User = Selectable<UsersTable>
export type Organization = Selectable<OrganizationsTable>
export type Employer = Selectable<EmployersTable>
export type Jobseeker = Selectable<JobseekersTable>
export type Job = Selectable<JobsTable>
export type NewJob = Insertable<JobsTable>
export type JobUpdate = Updateable<JobsTable>
export type Question = Selectable<QuestionsTable>
export type Application = Selectable<ApplicationsTable>
export type Lookup = Selectable<LookupsTable>
export type Location = Selectable<LocationsTable>
export type Template = Selectable<TemplatesTable>
export type Order = Selectable<OrdersTable>
export type PaymentAttempt = Selectable<PaymentAttemptsTable>
