import * as z from 'zod/mini'
import { AGE_MAX, AGE_MIN, DEFAULT_AGE_UNIT, DEFAULT_GENDER } from '../rules/constants.js'
import { AGE_UNITS, GENDERS } from '../rules/options.js'
import { bool, codedMessage, idList, oneOf, optionalFormNumber, optionalText } from './fields.js'

const required = (ctx: z.core.$RefinementCtx, path: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message: codedMessage('required') })

/** Step 3 'Additional Info' form values (docs/product.md#step-3-additional-info). */
export const additionalInfoFormSchema = z
  .object({
    /** Benefits switch; off clears the benefits. */
    has_benefits: bool(),
    /** At most 10. */
    benefits: idList(),
    required_two_wheeler: bool(),
    /** Supporting documents switch; off clears the categories. */
    is_document_required: bool(),
    /** At most 10. */
    document_categories: idList(),
    /** Gender preference switch. */
    is_gender_specific: bool(),
    /** Preferred Gender: required when the switch is on. */
    gender: z.nullable(oneOf(GENDERS)),
    /** Age criteria switch; off resets the unit to 'more' and clears the age. */
    is_age_specific: bool(),
    /** 'more' (Above) or 'less' (Below). */
    age_unit: oneOf(AGE_UNITS),
    /** Required when age criteria are on: numeric, 16 to 100. */
    age: optionalFormNumber({ min: AGE_MIN, max: AGE_MAX, integer: true }),
    /** Hide-organization-name switch; off clears the alternative name. */
    hide_org_name: bool(),
    /** Alternative Name: required when the organization name is hidden. */
    org_alt_name: optionalText(255),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.is_gender_specific && form.gender === null) required(ctx, 'gender')
      if (form.is_age_specific && form.age === null) required(ctx, 'age')
      if (form.hide_org_name && form.org_alt_name.trim() === '') required(ctx, 'org_alt_name')
    }),
  )
export type AdditionalInfoFormInput = z.input<typeof additionalInfoFormSchema>
export type AdditionalInfoFormValues = z.output<typeof additionalInfoFormSchema>

/** Step 3 for a job without additional info yet (defaults, docs/product.md#constants: gender Female, age 'more'). */
export const additionalInfoFormDefaults = (): AdditionalInfoFormInput => ({
  has_benefits: false,
  benefits: [],
  required_two_wheeler: false,
  is_document_required: false,
  document_categories: [],
  is_gender_specific: false,
  gender: DEFAULT_GENDER,
  is_age_specific: false,
  age_unit: DEFAULT_AGE_UNIT,
  age: null,
  hide_org_name: false,
  org_alt_name: '',
})
