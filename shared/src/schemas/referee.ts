import * as z from 'zod/mini'
import { isPhoneOfType, normalizeNepalPhone } from '../rules/nepal-phone.js'
import { PHONE_TYPES, REFEREE_RELATIONS } from '../rules/profile-options.js'
import { codedMessage, oneOf, requiredText, whenParsed } from './fields.js'

/**
 * A referee a referrer adds (POST `/api/v1/referrer/referees/`, issue 15): name, a Nepali number
 * of the given type (+977 optional), and the relation of docs/product.md#option-lists.
 */
export const refereeSchema = z
  .object({
    /** Required, at most 100 characters. */
    full_name: requiredText(100),
    /** Mobile, Home or Work (docs/product.md#option-lists); Mobile when not given. */
    phone_type: z._default(oneOf(PHONE_TYPES), 'Mobile'),
    /** As typed; a mobile must be a mobile, home and work may be a landline too. */
    phone_number: requiredText(30),
    /** Father, Mother or Friend (docs/product.md#option-lists). */
    relation: oneOf(REFEREE_RELATIONS),
  })
  .check(
    z.superRefine(
      (referee, ctx) => {
        if (!isPhoneOfType(referee.phone_type, referee.phone_number)) {
          ctx.addIssue({ code: 'custom', path: ['phone_number'], message: codedMessage('phone') })
        }
      },
      whenParsed('phone_number', 'phone_type'),
    ),
    z.overwrite((referee) => ({
      ...referee,
      phone_number: normalizeNepalPhone(referee.phone_number),
    })),
  )
export type RefereeInput = z.input<typeof refereeSchema>
export type Referee = z.output<typeof refereeSchema>
