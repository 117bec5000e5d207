import * as z from 'zod/mini'
import {
  DEFAULT_CURRENCY,
  DEFAULT_JOB_LEVEL,
  DEFAULT_JOB_TYPE,
  DEFAULT_SALARY_OPERATOR,
  DEFAULT_SALARY_UNIT,
  DEFAULT_SHIFT,
  SALARY_MIN,
  VACANCIES_DEFAULT,
  VACANCIES_MIN,
} from '../rules/constants.js'
import { JOB_LEVELS, JOB_TYPES, SALARY_UNITS, SHIFTS } from '../rules/options.js'
import {
  bool,
  codedMessage,
  formNumber,
  formRequiredId,
  idList,
  oneOf,
  optionalFormNumber,
  richText,
  requiredText,
} from './fields.js'
import { DESCRIPTION_MAX, VACANCIES_MAX, deadlineField, defaultDeadline } from './job-basic-info.js'

/** The salary part of step 1: numbers as typed, checked as docs/product.md#step-1-post-a-job says. */
export const salaryFormSchema = z
  .object({
    currency: requiredText(10),
    operator: requiredText(20),
    /** Required, numeric, at least 0. */
    minimum: formNumber({ min: SALARY_MIN }),
    /** Numeric, at least 0; null when fixed. */
    maximum: optionalFormNumber({ min: SALARY_MIN }),
    unit: oneOf(SALARY_UNITS),
  })
  .check(
    z.superRefine((salary, ctx) => {
      if (salary.maximum !== null && salary.maximum < salary.minimum) {
        ctx.addIssue({ code: 'custom', path: ['maximum'], message: codedMessage('salary_range') })
      }
    }),
  )

/** Step 1 'Post a Job' form values (docs/product.md#step-1-post-a-job). */
export const basicInfoFormSchema = z.object({
  /** Job title, required. */
  title: requiredText(255),
  /** Required. */
  preferred_shift: oneOf(SHIFTS),
  /** Number of candidates: required, numeric, at least 1. */
  vacancies: formNumber({ min: VACANCIES_MIN, max: VACANCIES_MAX, integer: true }),
  /** Narrows the district list; not sent. */
  province: z.nullable(z.number().check(z.int(), z.positive())),
  /** Required. */
  district: formRequiredId(),
  /** Municipality/VDC (a city), required. */
  municipality: formRequiredId(),
  /** Location (address) id, required. */
  address: formRequiredId(),
  /** The range toggle: off means a fixed salary. */
  is_salary_range: bool(),
  offered_salary: salaryFormSchema,
  /** Job type (sent as `available_for`, a list of one), required. */
  job_type: oneOf(JOB_TYPES),
  /** Required. */
  job_level: oneOf(JOB_LEVELS),
  /** Rich text. */
  description: richText(DESCRIPTION_MAX),
  /** Hidden; at most 10. */
  tags: idList(),
  /**
   * The last day to apply (`YYYY-MM-DD`), today to 90 days ahead; null where step 1 does not set
   * it (a job pending, denied or ended: its deadline changes by extending or reposting).
   */
  deadline: z.nullable(deadlineField()),
})
/** What the form holds while editing (numbers may be typed text). */
export type BasicInfoFormInput = z.input<typeof basicInfoFormSchema>
/** What a valid form gives. */
export type BasicInfoFormValues = z.output<typeof basicInfoFormSchema>

/** A new job's form (docs/product.md#step-1-post-a-job). */
export const basicInfoFormDefaults = (): BasicInfoFormInput => ({
  title: '',
  preferred_shift: DEFAULT_SHIFT,
  vacancies: VACANCIES_DEFAULT,
  province: null,
  district: null,
  municipality: null,
  address: null,
  is_salary_range: false,
  offered_salary: {
    currency: DEFAULT_CURRENCY,
    operator: DEFAULT_SALARY_OPERATOR,
    minimum: null,
    maximum: null,
    unit: DEFAULT_SALARY_UNIT,
  },
  job_type: DEFAULT_JOB_TYPE,
  job_level: DEFAULT_JOB_LEVEL,
  description: '',
  tags: [],
  deadline: defaultDeadline(),
})
