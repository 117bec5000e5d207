import { describe, expect, it } from 'vitest'
import { MESSAGES_EN } from '../errors/messages.js'
import { buildEmployer, buildJobseeker } from '../testing/factories.js'
import { isPostJobDisabled, postJobDecision, postJobLabel } from './post-job.js'

describe('Post Job button', () => {
  it('rule 1: not logged in as an employer opens the employer sign-in with its message', () => {
    for (const user of [null, buildJobseeker()]) {
      const decision = postJobDecision(user)
      expect(decision).toEqual({
        action: 'sign_in',
        mode: 'employer',
        message: 'login_as_employer',
      })
    }
    expect(MESSAGES_EN.login_as_employer).toBe('You need to login as an employer to post a job.')
  })
  it("rule 2: initial profile form not filled opens the details dialog with 'Initial profile form not filled'", () => {
    expect(postJobDecision(buildEmployer({ has_filled_initial_form: false }))).toEqual({
      action: 'details_dialog',
      message: 'initial_form_not_filled',
    })
    expect(MESSAGES_EN.initial_form_not_filled).toBe('Initial profile form not filled')
  })
  it('rule 3: an organization and a purchase or a free post balance opens the wizard', () => {
    expect(postJobDecision(buildEmployer())).toEqual({ action: 'open_wizard' })
    expect(
      postJobDecision(buildEmployer({ is_purchase_available: false, has_free_post_balance: true })),
    ).toEqual({ action: 'open_wizard' })
  })
  it('rule 4: a purchase or balance but no organization opens the details dialog', () => {
    expect(postJobDecision(buildEmployer({ related_organizations: [] }))).toEqual({
      action: 'details_dialog',
      message: 'initial_form_not_filled',
    })
  })
  it('rule 5: otherwise the button goes to pricing', () => {
    expect(postJobDecision(buildEmployer({ is_purchase_available: false }))).toEqual({
      action: 'pricing',
    })
    expect(
      postJobDecision(buildEmployer({ is_purchase_available: false, related_organizations: [] })),
    ).toEqual({ action: 'pricing' })
  })
  it("the label is 'Post a Bonus Job' with a free post balance, else 'Post Job'", () => {
    expect(postJobLabel(buildEmployer({ has_free_post_balance: true })).en).toBe('Post a Bonus Job')
    expect(postJobLabel(buildEmployer()).en).toBe('Post Job')
    expect(postJobLabel(null).en).toBe('Post Job')
  })
  it('the button is disabled while the initial form is unfilled', () => {
    expect(isPostJobDisabled(buildEmployer({ has_filled_initial_form: false }))).toBe(true)
    expect(isPostJobDisabled(buildEmployer())).toBe(false)
    expect(isPostJobDisabled(null)).toBe(false)
    // A job seeker (who has no initial form) keeps it enabled, to be told to sign in as an employer.
    expect(isPostJobDisabled(buildJobseeker({ has_filled_initial_form: false }))).toBe(false)
  })
})
