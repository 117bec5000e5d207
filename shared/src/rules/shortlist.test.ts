import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../testing/factories.js'
import {
  addToShortlist,
  buyNowDecision,
  clearShortlistDecision,
  isShortlistBarVisible,
  isShortlisted,
  removeFromShortlist,
  viewShortlistDecision,
} from './shortlist.js'

const sita = { username: 'sita' }
const ram = { username: 'ram' }

describe('shortlist bar', () => {
  it('§2 the bar appears when job seekers are shortlisted', () => {
    expect(isShortlistBarVisible([])).toBe(false)
    expect(isShortlistBarVisible([sita])).toBe(true)
  })
  it("§4 'Buy Now' logged in creates a package and moves to the cart summary", () => {
    expect(buyNowDecision(buildEmployer())).toEqual({
      action: 'create_package',
      then: '/payment/cart-summary',
    })
  })
  it("§4 'Buy Now' anonymous opens the sign-in dialog with extra-info 'shortlist'", () => {
    expect(buyNowDecision(null)).toEqual({ action: 'sign_in', extraInfo: 'shortlist' })
  })
  it("§4 'View Shortlisted list' for an employer who filled the initial form goes to the shortlisted-jobseeker tab", () => {
    expect(viewShortlistDecision(buildEmployer())).toEqual({
      action: 'navigate',
      path: '/employer/profile/me',
      query: { tab: 'shortlisted-jobseeker' },
    })
  })
  it("§4 'View Shortlisted list' for an employer without the initial form opens the details dialog", () => {
    expect(viewShortlistDecision(buildEmployer({ has_filled_initial_form: false }))).toEqual({
      action: 'details_dialog',
    })
  })
  it("§4 'View Shortlisted list' for anonymous users opens the sign-in dialog", () => {
    expect(viewShortlistDecision(null)).toEqual({ action: 'sign_in' })
    expect(viewShortlistDecision(buildJobseeker())).toEqual({ action: 'sign_in' })
  })
  it("§4 'Clear all List' clears the server package for an employer, only the local list for others", () => {
    expect(clearShortlistDecision(buildEmployer())).toEqual({ clearServer: true, clearLocal: true })
    expect(clearShortlistDecision(null)).toEqual({ clearServer: false, clearLocal: true })
    expect(clearShortlistDecision(buildJobseeker())).toEqual({
      clearServer: false,
      clearLocal: true,
    })
  })
  it('§3 the shortlist keeps each job seeker once, by username', () => {
    const list = addToShortlist(addToShortlist([sita], ram), { username: 'sita' })
    expect(list).toEqual([sita, ram])
    expect(isShortlisted(list, 'ram')).toBe(true)
    expect(removeFromShortlist(list, 'sita')).toEqual([ram])
  })
})
