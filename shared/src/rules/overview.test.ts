import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker, buildReferrer, buildUser } from '../testing/factories.js'
import { isOverviewVisible, overviewDecision } from './overview.js'

describe('Overview click', () => {
  it('an employer with an organization goes to the profile', () => {
    expect(overviewDecision(buildEmployer())).toEqual({
      action: 'navigate',
      path: '/employer/profile/me',
    })
  })
  it('a job seeker missing onboarding goes to the first missing step, in their order', () => {
    const steps: [Record<string, boolean>, string][] = [
      [{ has_preferred_locations: false }, '/signup/prefered-location'],
      [{ has_preferred_jobs: false, has_working_status: false }, '/signup/prefered-job-category'],
      [
        { has_filled_description_form: false, has_working_status: false },
        '/signup/basic-information',
      ],
      [{ has_working_status: false }, '/signup/working-status'],
    ]
    for (const [missing, path] of steps) {
      expect(overviewDecision(buildJobseeker(missing))).toEqual({ action: 'navigate', path })
    }
  })
  it('a job seeker with onboarding done goes to the profile', () => {
    expect(overviewDecision(buildJobseeker())).toEqual({
      action: 'navigate',
      path: '/jobseeker/profile/me',
    })
  })
  it('a referrer goes to the referrer profile, even with onboarding steps missing', () => {
    expect(overviewDecision(buildReferrer({ has_working_status: false }))).toEqual({
      action: 'navigate',
      path: '/referrer/profile/me',
    })
  })
  it('other cases open the details dialog', () => {
    expect(overviewDecision(buildEmployer({ related_organizations: [] }))).toEqual({
      action: 'details_dialog',
    })
    expect(overviewDecision(buildUser())).toEqual({ action: 'details_dialog' })
    expect(overviewDecision(null)).toEqual({ action: 'details_dialog' })
  })
  it('Overview shows for employers, and for job seekers once onboarding is complete', () => {
    expect(isOverviewVisible(buildEmployer())).toBe(true)
    expect(isOverviewVisible(buildJobseeker())).toBe(true)
    expect(isOverviewVisible(buildJobseeker({ has_preferred_jobs: false }))).toBe(false)
    expect(isOverviewVisible(null)).toBe(false)
  })
})
