import * as z from 'zod/mini'
import { AGE_MAX, AGE_MIN } from '../rules/constants.js'
import { GENDERS } from '../rules/options.js'
import { bool, codedMessage, idList, intBetween, oneOf, optionalText } from './fields.js'

const required = (ctx: z.core.$RefinementCtx, path: string, input: unknown) =>
  ctx.addIssue({ code: 'custom', path: [path], message: codedMessage('required'), input })

/** Additional info as sent (docs/product.md#what-the-wizard-sends), PUT `.../{slug}/additional-info-new/`. */
export const jobAdditionalInfoPayloadSchema = z
  .object({
    /** Benefit ids, at most 10; empty when the benefits switch is off. */
    benefits: idList(),
    /** A two-wheeler is required. */
    required_two_wheeler: bool(),
    /** Supporting document category ids, at most 10. */
    document_categories: idList(),
    /** False when the organization name is hidden. */
    show_name: bool(),
    /** Alternative organization name, shown when the name is hidden. */
    org_alt_name: z.nullable(optionalText(255)),
    /** Supporting documents are asked for. */
    is_document_required: bool(),
    /** A gender is preferred. */
    is_gender_specific: bool(),
    /** The preferred gender; null when not gender specific. */
    gender: z.nullable(oneOf(GENDERS)),
    /** Age criteria apply. */
    is_age_specific: bool(),
    /** Set when the age criterion is 'Above'. */
    min_age: z.nullable(intBetween(AGE_MIN, AGE_MAX)),
    /** Set when the age criterion is 'Below'. */
    max_age: z.nullable(intBetween(AGE_MIN, AGE_MAX)),
  })
  .check(
    z.superRefine((info, ctx) => {
      if (!info.show_name && !info.org_alt_name?.trim())
        required(ctx, 'org_alt_name', info.org_alt_name)
      if (info.is_gender_specific && info.gender === null) required(ctx, 'gender', null)
      if (info.is_age_specific && info.min_age === null && info.max_age === null) {
        required(ctx, 'min_age', null)
      }
    }),
  )
export type JobAdditionalInfoPayload = z.infer<typeof jobAdditionalInfoPayloadSchema>
