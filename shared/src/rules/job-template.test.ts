import { describe, expect, it } from 'vitest'
import { jobTemplateSchema } from '../schemas/job-template.js'
import {
  pickTemplate,
  shouldFetchTemplate,
  TEMPLATE_RESET_VALUES,
  templateFormValues,
} from './job-template.js'

const buildTemplate = (overrides: Record<string, unknown> = {}) =>
  jobTemplateSchema.parse({
    name: 'Cook',
    job_level: 'mid_level',
    available_for: ['part_time'],
    offered_salary: {
      currency: 'NRs',
      operator: 'Equals',
      minimum: 18000,
      maximum: 25000,
      unit: 'Monthly',
    },
    description: '<p>Cooks dal bhat.</p>',
    skills: [{ id: 3, name: 'Cooking' }],
    ...overrides,
  })

describe('job templates', () => {
  it('clearing the template name resets vacancies 1, full_time, entry_level, Regular', () => {
    expect(TEMPLATE_RESET_VALUES).toEqual({
      vacancies: 1,
      job_type: 'full_time',
      job_level: 'entry_level',
      preferred_shift: 'Regular',
    })
  })
  it('a template is fetched only without a slug, once a title is chosen', () => {
    expect(shouldFetchTemplate(null, 'Cook')).toBe(true)
    expect(shouldFetchTemplate('cook-123', 'Cook')).toBe(false)
    expect(shouldFetchTemplate(undefined, '  ')).toBe(false)
  })
  it('the first template of the results is used', () => {
    const first = buildTemplate()
    expect(pickTemplate([first, buildTemplate({ name: 'Chef' })])).toBe(first)
    expect(pickTemplate([])).toBeNull()
  })
  it('a template fills job level, job type, salary and description', () => {
    expect(templateFormValues(buildTemplate())).toEqual({
      job_level: 'mid_level',
      job_type: 'part_time',
      is_salary_range: true,
      offered_salary: {
        currency: 'NRs',
        operator: 'Equals',
        minimum: 18000,
        maximum: 25000,
        unit: 'Monthly',
      },
      description: '<p>Cooks dal bhat.</p>',
    })
  })
  it('a fixed-salary template leaves the range off', () => {
    const values = templateFormValues(
      buildTemplate({
        offered_salary: {
          currency: 'NRs',
          operator: 'Equals',
          minimum: 15000,
          maximum: null,
          unit: 'Daily',
        },
      }),
    )
    expect(values.is_salary_range).toBe(false)
    expect(values.offered_salary?.maximum).toBeNull()
  })
  it('a template fills only what it has: the form keeps its own type, salary and description', () => {
    const bare = templateFormValues(
      buildTemplate({ available_for: ['gig'], offered_salary: null, description: '' }),
    )
    expect(bare).toEqual({ job_level: 'mid_level' })
  })
  it('a template salary without currency or operator takes the defaults (NRs, Equals)', () => {
    const values = templateFormValues(
      buildTemplate({
        offered_salary: { currency: '', operator: '', minimum: 500, maximum: null, unit: 'Daily' },
      }),
    )
    expect([values.is_salary_range, values.offered_salary]).toEqual([
      false,
      { currency: 'NRs', operator: 'Equals', minimum: 500, maximum: null, unit: 'Daily' },
    ])
  })
})
