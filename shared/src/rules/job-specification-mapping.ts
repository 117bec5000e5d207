import type { JobDetail } from '../schemas/job-detail.js'
import type { JobSpecificationPayload } from '../schemas/job-specification.js'
import {
  EDUCATION_NOT_REQUIRED,
  type SpecificationFormInput,
  type SpecificationFormValues,
} from '../schemas/job-specification-form.js'
import { refId, refIds } from '../schemas/lookup.js'
import {
  educationPreference,
  experienceMonths,
  experiencePreference,
  experienceYears,
} from './preferences.js'

/**
 * Step 2 form to the specification payload (docs/product.md#education-and-experience). `experience_operator` is
 * '==' whenever an experience is sent (required or preferred) and null when it is not required.
 */
export function toSpecificationPayload(form: SpecificationFormValues): JobSpecificationPayload {
  const education = educationPreference(form.education_level, form.education_must_have)
  const experience = experiencePreference(form.experience_years, form.experience_must_have)
  return {
    is_education_specific: education === 'required',
    education_level: form.education_level === EDUCATION_NOT_REQUIRED ? null : form.education_level,
    is_experience_required: experience === 'required',
    min_experience_months: experienceMonths(form.experience_years, experience),
    experience_operator: experience === 'not_required' ? null : '==',
    max_experience_months: null,
    is_skill_specific: form.skills.length > 0,
    personal_qualities: form.personal_qualities,
    skills: form.skills,
    work_standards: form.work_standards,
    required_knowledge: form.required_knowledge,
  }
}

/** Job detail read back to step 2's form values. */
export function fromJobDetailToSpecification(detail: JobDetail): SpecificationFormInput {
  const level = refId(detail.education_level)
  const months = detail.setting?.min_experience_months ?? null
  return {
    education_level: level ?? EDUCATION_NOT_REQUIRED,
    education_must_have: level !== null && !!detail.is_education_specific,
    experience_years: experienceYears(months),
    experience_must_have: !!months && !!detail.setting?.is_experience_required,
    work_standards: refIds(detail.work_standards),
    skills: refIds(detail.skills),
    personal_qualities: refIds(detail.personal_qualities),
    required_knowledge: refIds(detail.required_knowledge),
  }
}

/** Server error fields of step 2 that the form shows under another name. */
export const SPECIFICATION_ERROR_ALIASES: Readonly<Record<string, string>> = {
  min_experience_months: 'experience_years',
  max_experience_months: 'experience_years',
  experience_operator: 'experience_years',
  is_experience_required: 'experience_must_have',
  is_education_specific: 'education_must_have',
}
