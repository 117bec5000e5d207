/** The salary part of step 1 as the form holds it. */
export interface SalaryToggleFields {
  is_salary_range: boolean
  offered_salary: { maximum?: number | string | null }
}

/** Fixed clears the maximum; range enables it (docs/product.md#salary). */
export function setSalaryRange<T extends SalaryToggleFields>(form: T, range: boolean): T {
  if (range) return { ...form, is_salary_range: true }
  return {
    ...form,
    is_salary_range: false,
    offered_salary: { ...form.offered_salary, maximum: null },
  }
}

/** The maximum input is disabled while the salary is fixed. */
export const isSalaryMaximumDisabled = (
  form: Pick<SalaryToggleFields, 'is_salary_range'>,
): boolean => !form.is_salary_range
