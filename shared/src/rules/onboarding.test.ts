import { describe, expect, it } from 'vitest'
import { buildJobseeker } from '../testing/factories.js'
import {
  nextOnboardingPath,
  onboardingResumePath,
  onboardingStepAccess,
  onboardingStepNumber,
  previousOnboardingPath,
} from './onboarding.js'

/** A new job seeker with the first `done` steps finished. */
const afterSteps = (done: number) =>
  buildJobseeker({
    has_preferred_locations: done >= 1,
    has_preferred_jobs: done >= 2,
    has_filled_description_form: done >= 3,
    has_working_status: done >= 4,
  })

describe('job seeker onboarding (Overview click order)', () => {
  it('goes location, job category, basic information, working status, then the summary', () => {
    expect(nextOnboardingPath('preferred-location')).toBe('/signup/prefered-job-category')
    expect(nextOnboardingPath('preferred-job-category')).toBe('/signup/basic-information')
    expect(nextOnboardingPath('basic-information')).toBe('/signup/working-status')
    expect(nextOnboardingPath('working-status')).toBe('/signup/profile')
    expect(onboardingStepNumber('basic-information')).toBe(3)
  })

  it('goes back one step at a time, and nowhere from the first', () => {
    expect(previousOnboardingPath('preferred-location')).toBeNull()
    expect(previousOnboardingPath('preferred-job-category')).toBe('/signup/prefered-location')
    expect(previousOnboardingPath('working-status')).toBe('/signup/basic-information')
  })

  it.each([
    [0, '/signup/prefered-location'],
    [1, '/signup/prefered-job-category'],
    [2, '/signup/basic-information'],
    [3, '/signup/working-status'],
    [4, '/signup/profile'],
  ])('resumes after %i steps at %s', (done, path) => {
    expect(onboardingResumePath(afterSteps(done))).toBe(path)
  })

  it('resumes at the first missing flag, whatever is done after it', () => {
    const user = buildJobseeker({ has_preferred_jobs: false, has_filled_description_form: false })
    expect(onboardingResumePath(user)).toBe('/signup/prefered-job-category')
  })

  it('sends an address that skips ahead to the first missing step', () => {
    expect(onboardingStepAccess(afterSteps(1), 'working-status')).toEqual({
      allow: false,
      redirect: '/signup/prefered-job-category',
    })
    expect(onboardingStepAccess(afterSteps(0), 'preferred-job-category')).toEqual({
      allow: false,
      redirect: '/signup/prefered-location',
    })
  })

  it('opens the next step, and every done step again (Back)', () => {
    expect(onboardingStepAccess(afterSteps(2), 'basic-information')).toEqual({ allow: true })
    expect(onboardingStepAccess(afterSteps(2), 'preferred-location')).toEqual({ allow: true })
    expect(onboardingStepAccess(afterSteps(0), 'preferred-location')).toEqual({ allow: true })
    expect(onboardingStepAccess(afterSteps(4), 'working-status')).toEqual({ allow: true })
  })
})
