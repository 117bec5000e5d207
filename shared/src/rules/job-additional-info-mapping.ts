import type { JobAdditionalInfoPayload } from '../schemas/job-additional-info.js'
import type {
  AdditionalInfoFormInput,
  AdditionalInfoFormValues,
} from '../schemas/job-additional-info-form.js'
import type { JobDetail } from '../schemas/job-detail.js'
import { refIds } from '../schemas/lookup.js'
import { DEFAULT_AGE_UNIT, DEFAULT_GENDER } from './constants.js'

/** Step 3 form to the additional-info payload (docs/product.md#what-the-wizard-sends). */
export function toAdditionalInfoPayload(form: AdditionalInfoFormValues): JobAdditionalInfoPayload {
  const age = form.is_age_specific ? form.age : null
  return {
    benefits: form.has_benefits ? form.benefits : [],
    required_two_wheeler: form.required_two_wheeler,
    document_categories: form.is_document_required ? form.document_categories : [],
    show_name: !form.hide_org_name,
    org_alt_name: form.hide_org_name ? form.org_alt_name : '',
    is_document_required: form.is_document_required,
    is_gender_specific: form.is_gender_specific,
    gender: form.is_gender_specific ? form.gender : null,
    is_age_specific: form.is_age_specific,
    min_age: form.age_unit === 'more' ? age : null,
    max_age: form.age_unit === 'less' ? age : null,
  }
}

/**
 * Job detail read back to step 3's form values. The switches the detail does not carry are
 * inferred: benefits on when there are benefits, documents on when categories are listed (or
 * as `is_document_required` says), name hidden when an alternative name is set (or as
 * `show_name` says).
 */
export function fromJobDetailToAdditionalInfo(detail: JobDetail): AdditionalInfoFormInput {
  const setting = detail.setting ?? {}
  const benefits = refIds(detail.benefits)
  const documents = refIds(detail.document_categories)
  const altName = detail.org_alt_name ?? ''
  const isAgeSpecific = !!setting.is_age_specific
  const below = isAgeSpecific && setting.max_age != null && setting.min_age == null
  return {
    has_benefits: benefits.length > 0,
    benefits,
    required_two_wheeler: !!setting.required_two_wheeler,
    is_document_required: detail.is_document_required ?? documents.length > 0,
    document_categories: documents,
    is_gender_specific: !!setting.is_gender_specific,
    gender: setting.gender ?? DEFAULT_GENDER,
    is_age_specific: isAgeSpecific,
    age_unit: below ? 'less' : DEFAULT_AGE_UNIT,
    age: isAgeSpecific ? (setting.min_age ?? setting.max_age ?? null) : null,
    hide_org_name: detail.show_name === undefined ? altName !== '' : !detail.show_name,
    org_alt_name: altName,
  }
}

/** Server error fields of step 3 that the form shows under another name. */
export const ADDITIONAL_INFO_ERROR_ALIASES: Readonly<Record<string, string>> = {
  min_age: 'age',
  max_age: 'age',
  show_name: 'hide_org_name',
}
