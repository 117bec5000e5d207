import { describe, expect, it } from 'vitest'
import { buildUser } from '../testing/factories.js'
import { isEmployer, isJobseeker, isReferrer } from './user.js'

describe("a user's roles", () => {
  it('are the profiles the user has', () => {
    const roles = (user: Parameters<typeof isEmployer>[0]) => [
      isEmployer(user),
      isJobseeker(user),
      isReferrer(user),
    ]
    expect(roles(buildUser({ employer_profile: { id: 1 } }))).toEqual([true, false, false])
    expect(roles(buildUser({ jobseeker_profile: { id: 2 } }))).toEqual([false, true, false])
    expect(roles(buildUser({ referrer_profile: { id: 3 } }))).toEqual([false, false, true])
  })
  it('are none for a visitor, signed out or not known yet', () => {
    for (const user of [null, undefined]) {
      expect([isEmployer(user), isJobseeker(user), isReferrer(user)]).toEqual([false, false, false])
    }
  })
})
