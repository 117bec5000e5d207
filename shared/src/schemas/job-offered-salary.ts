import { z } from 'zod'
import { DEFAULT_CURRENCY, DEFAULT_SALARY_OPERATOR, SALARY_MIN } from '../rules/constants.js'
import { SALARY_UNITS } from '../rules/options.js'
import { codedMessage, numberAtLeast, oneOf, requiredText } from './fields.js'

/** Offered salary as sent (spec section 3): maximum is null when the salary is fixed. */
export const offeredSalarySchema = z
  .object({
    /** Currency, 'NRs' by default. */
    currency: requiredText(10),
    /** Operator, 'Equals' by default. */
    operator: requiredText(20),
    /** Minimum (or the fixed amount); at least 0. */
    minimum: numberAtLeast(SALARY_MIN),
    /** Maximum of a range; null when fixed. */
    maximum: numberAtLeast(SALARY_MIN).nullable(),
    /** Pay period. */
    unit: oneOf(SALARY_UNITS),
  })
  .superRefine((salary, ctx) => {
    // Spec silent; a range whose top is below its bottom is what a user would call a typo.
    if (salary.maximum !== null && salary.maximum < salary.minimum) {
      ctx.addIssue({
        code: 'custom',
        path: ['maximum'],
        message: codedMessage('salary_range'),
        input: salary.maximum,
      })
    }
  })
export type OfferedSalary = z.infer<typeof offeredSalarySchema>

/** Offered salary as read back: lenient, falling back to the spec's defaults. */
export const offeredSalaryReadSchema = z.object({
  currency: z.string().catch(DEFAULT_CURRENCY),
  operator: z.string().catch(DEFAULT_SALARY_OPERATOR),
  minimum: z.coerce.number().nullable().catch(null),
  maximum: z.coerce.number().nullable().catch(null),
  unit: z.enum(SALARY_UNITS).catch('Monthly'),
})
export type OfferedSalaryRead = z.infer<typeof offeredSalaryReadSchema>
