import {
  deadlineDay,
  defaultDeadline,
  todayInNepal,
  type JobBasicInfoPayload,
  type JobBasicInfoRead,
} from '../schemas/job-basic-info.js'
import type { BasicInfoFormInput, BasicInfoFormValues } from '../schemas/job-basic-info-form.js'
import { refId, refIds } from '../schemas/lookup.js'
import type { CurrentUser } from '../schemas/user.js'
import { DEFAULT_CURRENCY, DEFAULT_JOB_TYPE, DEFAULT_SALARY_OPERATOR } from './constants.js'
import { JOB_TYPES, type JobType } from './options.js'
import { jobOrganizationId } from './organization.js'

const isJobType = (value: unknown): value is JobType =>
  typeof value === 'string' && (JOB_TYPES as readonly string[]).includes(value)

/** Step 1 form to the basic-info payload (docs/product.md#what-the-wizard-sends). */
export function toBasicInfoPayload(
  form: BasicInfoFormValues,
  user: CurrentUser | null,
): JobBasicInfoPayload {
  const salary = form.offered_salary
  return {
    organization: jobOrganizationId(user),
    title: form.title,
    job_locations: [{ address: form.address }],
    vacancies: form.vacancies,
    description: form.description,
    offered_salary: {
      currency: salary.currency,
      operator: salary.operator,
      minimum: salary.minimum,
      // Fixed salary: the maximum is null whatever the disabled input still holds.
      maximum: form.is_salary_range ? salary.maximum : null,
      unit: salary.unit,
    },
    preferred_shift: form.preferred_shift,
    job_level: form.job_level,
    available_for: [form.job_type],
    tags: form.tags,
    ...(form.deadline ? { deadline: form.deadline } : {}),
  }
}

/**
 * The deadline step 1 shows for a job read back: its day while a draft or live; a draft's day
 * already past gives way to the default (30 days from today); null for a job whose deadline step
 * 1 does not change (pending, denied, ended).
 */
function formDeadline(read: JobBasicInfoRead, today: string): string | null {
  const status = read.status ?? 'draft'
  if (status !== 'draft' && status !== 'active') return null
  const day = read.deadline ? deadlineDay(read.deadline) : null
  if (day === null || day < today) return status === 'draft' ? defaultDeadline(today) : null
  return day
}

/** Basic info read back (edit mode) to step 1's form values. */
export function fromBasicInfoRead(
  read: JobBasicInfoRead,
  today: string = todayInNepal(),
): BasicInfoFormInput {
  const salary = read.offered_salary
  const maximum = salary?.maximum ?? null
  const jobType = read.available_for[0]
  return {
    title: read.title,
    preferred_shift: read.preferred_shift,
    vacancies: read.vacancies,
    province: refId(read.location_info?.province),
    district: refId(read.location_info?.district),
    municipality: refId(read.location_info?.city),
    address: refId(read.job_locations[0]?.address),
    is_salary_range: maximum !== null,
    offered_salary: {
      currency: salary?.currency ?? DEFAULT_CURRENCY,
      operator: salary?.operator ?? DEFAULT_SALARY_OPERATOR,
      minimum: salary?.minimum ?? null,
      maximum,
      unit: salary?.unit ?? 'Monthly',
    },
    job_type: isJobType(jobType) ? jobType : DEFAULT_JOB_TYPE,
    job_level: read.job_level,
    description: read.description ?? '',
    tags: refIds(read.tags),
    deadline: formDeadline(read, today),
  }
}

/** Server error fields of step 1 that the form shows under another name (docs/product.md#server-errors-in-forms). */
export const BASIC_INFO_ERROR_ALIASES: Readonly<Record<string, string>> = {
  job_locations: 'address',
  'job_locations.0': 'address',
  'job_locations.0.address': 'address',
  available_for: 'job_type',
  'available_for.0': 'job_type',
}
