import type { BasicInfoFormInput } from '../schemas/job-basic-info-form.js'
import type { JobTemplate } from '../schemas/job-template.js'
import {
  DEFAULT_CURRENCY,
  DEFAULT_JOB_LEVEL,
  DEFAULT_JOB_TYPE,
  DEFAULT_SALARY_OPERATOR,
  DEFAULT_SHIFT,
  VACANCIES_DEFAULT,
} from './constants.js'
import { JOB_TYPES, type JobType } from './options.js'

/** Clearing the template name resets these (docs/product.md#job-templates). */
export const TEMPLATE_RESET_VALUES = {
  vacancies: VACANCIES_DEFAULT,
  job_type: DEFAULT_JOB_TYPE,
  job_level: DEFAULT_JOB_LEVEL,
  preferred_shift: DEFAULT_SHIFT,
} as const satisfies Partial<BasicInfoFormInput>

/** A template is looked up only for a new job (no slug) with a chosen title. */
export const shouldFetchTemplate = (slug: string | null | undefined, title: string): boolean =>
  !slug && title.trim() !== ''

/** The template used from a search answer: the first result, or none. */
export const pickTemplate = (results: readonly JobTemplate[]): JobTemplate | null =>
  results[0] ?? null

/** The form values a chosen template fills: job level, job type, salary and description. */
export function templateFormValues(template: JobTemplate): Partial<BasicInfoFormInput> {
  const values: Partial<BasicInfoFormInput> = { job_level: template.job_level }
  const jobType = template.available_for.find((type): type is JobType =>
    (JOB_TYPES as readonly string[]).includes(type),
  )
  if (jobType) values.job_type = jobType
  const salary = template.offered_salary
  if (salary) {
    values.is_salary_range = salary.maximum !== null
    values.offered_salary = {
      currency: salary.currency || DEFAULT_CURRENCY,
      operator: salary.operator || DEFAULT_SALARY_OPERATOR,
      minimum: salary.minimum,
      maximum: salary.maximum,
      unit: salary.unit,
    }
  }
  if (template.description) values.description = template.description
  return values
}
