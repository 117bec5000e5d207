import { get, type FieldErrors, type UseFormReturn } from 'react-hook-form'
import type {
  BasicInfoFormInput,
  BasicInfoFormValues,
} from '@jagir/shared/schemas/job-basic-info-form'

/** Step 1's form as its parts receive it. */
export type BasicInfoForm = UseFormReturn<BasicInfoFormInput, unknown, BasicInfoFormValues>

/** The raw message of a form path's error (nested paths such as `offered_salary.minimum`). */
export function messageAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown } | undefined
  return typeof error?.message === 'string' ? error.message : undefined
}
