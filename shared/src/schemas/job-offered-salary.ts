import * as z from 'zod/mini'
import { DEFAULT_CURRENCY, DEFAULT_SALARY_OPERATOR, SALARY_MIN } from '../rules/constants.js'
import { SALARY_UNITS } from '../rules/options.js'
import { codedMessage, numberAtLeast, oneOf, requiredText } from './fields.js'

/** Offered salary as sent (docs/product.md#what-the-wizard-sends): maximum is null when the salary is fixed. */
export const offeredSalarySchema = z
  .object({
    /** Currency, 'NRs' by default. */
    currency: requiredText(10),
    /** Operator, 'Equals' by default. */
    operator: requiredText(20),
    /** Minimum (or the fixed amount); at least 0. */
    minimum: numberAtLeast(SALARY_MIN),
    /** Maximum of a range; null when fixed. */
    maximum: z.nullable(numberAtLeast(SALARY_MIN)),
    /** Pay period. */
    unit: oneOf(SALARY_UNITS),
  })
  .check(
    z.superRefine((salary, ctx) => {
      // The product sets no rule; a range whose top is below its bottom is what a user would call a typo.
      if (salary.maximum !== null && salary.maximum < salary.minimum) {
        ctx.addIssue({
          code: 'custom',
          path: ['maximum'],
          message: codedMessage('salary_range'),
          input: salary.maximum,
        })
      }
    }),
  )
export type OfferedSalary = z.infer<typeof offeredSalarySchema>

/** Offered salary as read back: lenient, falling back to the product's defaults. */
export const offeredSalaryReadSchema = z.object({
  currency: z.catch(z.string(), DEFAULT_CURRENCY),
  operator: z.catch(z.string(), DEFAULT_SALARY_OPERATOR),
  minimum: z.catch(z.nullable(z.coerce.number()), null),
  maximum: z.catch(z.nullable(z.coerce.number()), null),
  unit: z.catch(z.enum(SALARY_UNITS), 'Monthly'),
})
export type OfferedSalaryRead = z.infer<typeof offeredSalaryReadSchema>
