import type { Page } from 'playwright-core'
import { api, firstOf } from './job-post-session'

/** A saved template as the demo API answers it. */
export interface Template {
  job_level: string
  available_for: string[]
  description: string
  offered_salary: { currency: string; operator: string }
}

/**
 * What the posting test chooses, as the demo API names it in the page's language: the signed-in
 * employer, a designation with its template, a place, a degree, two skills and a benefit.
 */
export async function demoNames(page: Page) {
  const { user } = await api<{ user: { related_organizations: { id: number }[] } }>(
    page,
    'GET',
    '/bff/user',
  )
  const designation = await firstOf(page, '/api/v1/common/designations/?search=Accountant')
  const templates = await api<{ results: Template[] }>(
    page,
    'GET',
    `/api/v1/job/templates/?search=${encodeURIComponent(designation.name)}`,
  )
  const district = await firstOf(page, '/api/v1/common/district/?search=Kathmandu')
  const city = await firstOf(
    page,
    `/api/v1/common/cities/?district=${district.id}&search=Kathmandu`,
  )
  return {
    user,
    designation,
    template: templates.results[0]!,
    district,
    city,
    bachelor: await firstOf(page, '/api/v1/common/education-degrees/?search=Bachelor'),
    react: await firstOf(page, '/api/v1/common/skills/?status=Approved&search=React'),
    typescript: await firstOf(page, '/api/v1/common/skills/?status=Approved&search=TypeScript'),
    insurance: await firstOf(page, '/api/v1/common/job-benefit/?search=Health%20insurance'),
  }
}
