import { describe, expect, it } from 'vitest'
import { isSalaryMaximumDisabled, setSalaryRange } from './salary.js'

const buildSalaryForm = (range: boolean) => ({
  is_salary_range: range,
  offered_salary: {
    currency: 'NRs',
    minimum: 20000,
    maximum: 30000 as number | null,
    unit: 'Monthly',
  },
})

describe('fixed or range salary', () => {
  it('fixed clears the maximum and disables its input', () => {
    const fixed = setSalaryRange(buildSalaryForm(true), false)
    expect(fixed.offered_salary).toEqual({
      currency: 'NRs',
      minimum: 20000,
      maximum: null,
      unit: 'Monthly',
    })
    expect(isSalaryMaximumDisabled(fixed)).toBe(true)
  })
  it('range enables the maximum', () => {
    const range = setSalaryRange(buildSalaryForm(false), true)
    expect(range.is_salary_range).toBe(true)
    expect(isSalaryMaximumDisabled(range)).toBe(false)
  })
})
