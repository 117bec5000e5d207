import { describe, expect, it } from 'vitest'
import { buildEmployer, buildJobseeker } from '../testing/factories.js'
import {
  addToShortlist,
  buyNowDecision,
  clearShortlistDecision,
  isShortlistBarVisible,
  isShortlisted,
  keepsServerShortlist,
  mergeShortlists,
  onlyInBrowser,
  removeFromShortlist,
  viewShortlistDecision,
} from './shortlist.js'

const sita = { username: 'sita' }
const ram = { username: 'ram' }

describe('shortlist bar', () => {
  it('the bar appears when job seekers are shortlisted', () => {
    expect(isShortlistBarVisible([])).toBe(false)
    expect(isShortlistBarVisible([sita])).toBe(true)
  })
  it("'Buy Now' logged in creates a package and moves to the cart summary", () => {
    expect(buyNowDecision(buildEmployer())).toEqual({
      action: 'create_package',
      then: '/payment/cart-summary',
    })
  })
  it("'Buy Now' anonymous opens the sign-in dialog with extra-info 'shortlist'", () => {
    expect(buyNowDecision(null)).toEqual({ action: 'sign_in', extraInfo: 'shortlist' })
    expect(buyNowDecision(undefined)).toEqual({ action: 'sign_in', extraInfo: 'shortlist' })
  })
  it("'Buy Now' by a signed-in job seeker says only employers buy (no package is made)", () => {
    expect(buyNowDecision(buildJobseeker())).toEqual({ action: 'employer_only' })
  })
  it("'View Shortlisted list' for an employer who filled the initial form goes to the shortlisted-jobseeker tab", () => {
    expect(viewShortlistDecision(buildEmployer())).toEqual({
      action: 'navigate',
      path: '/employer/profile/me',
      query: { tab: 'shortlisted-jobseeker' },
    })
  })
  it("'View Shortlisted list' for an employer without the initial form opens the details dialog", () => {
    expect(viewShortlistDecision(buildEmployer({ has_filled_initial_form: false }))).toEqual({
      action: 'details_dialog',
    })
  })
  it("'View Shortlisted list' for anonymous users opens the sign-in dialog", () => {
    expect(viewShortlistDecision(null)).toEqual({ action: 'sign_in' })
    expect(viewShortlistDecision(buildJobseeker())).toEqual({ action: 'sign_in' })
  })
  it("'Clear all List' clears the server package for an employer, only the local list for others", () => {
    expect(clearShortlistDecision(buildEmployer())).toEqual({ clearServer: true, clearLocal: true })
    expect(clearShortlistDecision(null)).toEqual({ clearServer: false, clearLocal: true })
    expect(clearShortlistDecision(buildJobseeker())).toEqual({
      clearServer: false,
      clearLocal: true,
    })
  })
  it('the shortlist keeps each job seeker once, by username', () => {
    const list = addToShortlist(addToShortlist([sita], ram), { username: 'sita' })
    expect(list).toEqual([sita, ram])
    expect(isShortlisted(list, 'ram')).toBe(true)
    expect(removeFromShortlist(list, 'sita')).toEqual([ram])
  })
})

describe('shortlist kept in the browser and on the server', () => {
  const hari = { username: 'hari', full_name: 'Hari' }
  it('only a signed-in employer changes the server list', () => {
    expect(keepsServerShortlist(buildEmployer())).toBe(true)
    expect(keepsServerShortlist(buildJobseeker())).toBe(false)
    expect(keepsServerShortlist(null)).toBe(false)
  })
  it("merges the server's list first, then the browser's, each username once", () => {
    const sitaHere = { username: 'sita', full_name: 'Sita (browser)' }
    expect(mergeShortlists([sita, ram], [sitaHere, hari])).toEqual([sita, ram, hari])
    expect(mergeShortlists([], [hari, hari])).toEqual([hari])
  })
  it('leaves out those the server says no longer exist', () => {
    expect(mergeShortlists([sita], [hari, ram], ['hari'])).toEqual([sita, ram])
  })
  it('finds those only the browser holds', () => {
    expect(onlyInBrowser([sita], [sita, hari])).toEqual([hari])
    expect(onlyInBrowser([sita, hari], [hari])).toEqual([])
  })
})
