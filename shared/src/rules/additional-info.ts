import type { AdditionalInfoFormInput } from '../schemas/job-additional-info-form.js'
import { DEFAULT_AGE_UNIT } from './constants.js'

/** The switches of step 3 that clear something when turned off (docs/product.md#step-3-additional-info). */
export type AdditionalInfoSwitch =
  | 'has_benefits'
  | 'is_document_required'
  | 'hide_org_name'
  | 'is_age_specific'
  | 'is_gender_specific'
  | 'required_two_wheeler'

/** The fields a switch resets when turned off. */
export const SWITCH_OFF_RESETS: Readonly<
  Record<AdditionalInfoSwitch, Partial<AdditionalInfoFormInput>>
> = {
  has_benefits: { benefits: [] },
  is_document_required: { document_categories: [] },
  hide_org_name: { org_alt_name: '' },
  is_age_specific: { age_unit: DEFAULT_AGE_UNIT, age: null },
  // The product's rules name no reset for these; the payload sends gender null when the switch is off.
  is_gender_specific: {},
  required_two_wheeler: {},
}

/** Turns a switch on or off, clearing what the product's rules say it clears. */
export function setAdditionalInfoSwitch<T extends AdditionalInfoFormInput>(
  form: T,
  name: AdditionalInfoSwitch,
  on: boolean,
): T {
  return on ? { ...form, [name]: true } : { ...form, [name]: false, ...SWITCH_OFF_RESETS[name] }
}
