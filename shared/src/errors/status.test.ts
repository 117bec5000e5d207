import { describe, expect, it } from 'vitest'
import { MESSAGES_EN, NOTICES_EN } from './messages.js'
import { errorPageContent, statusDecision, unknownGuardError } from './status.js'

describe('client rules by status', () => {
  it('statuses 400, 412 and 428 are left to the caller', () => {
    for (const status of [400, 412, 428])
      expect(statusDecision(status, { detail: 'x' })).toEqual({ action: 'caller', status })
  })
  it("the message is the response detail, or 'Something went wrong.'", () => {
    expect(statusDecision(403, { detail: 'You do not have permission.' })).toMatchObject({
      message: 'You do not have permission.',
    })
    expect(statusDecision(403, '<html>')).toMatchObject({ message: 'Something went wrong.' })
    expect(statusDecision(403, { detail: 5 })).toMatchObject({ message: 'Something went wrong.' })
  })
  it('401 logs the user out and shows the message', () => {
    expect(statusDecision(401, { detail: 'Token expired.' })).toEqual({
      action: 'logout',
      status: 401,
      message: 'Token expired.',
    })
  })
  it('429 shows the message as an error notification', () => {
    expect(statusDecision(429, { detail: 'Slow down.' })).toEqual({
      action: 'notify',
      status: 429,
      message: 'Slow down.',
    })
  })
  it('other statuses show the error page with the status code', () => {
    for (const status of [403, 404, 410, 500, 502, 504]) {
      expect(statusDecision(status)).toEqual({
        action: 'error_page',
        status,
        message: 'Something went wrong.',
      })
    }
  })
  it('an error without a status defaults to 500', () => {
    expect(statusDecision(undefined)).toMatchObject({ action: 'error_page', status: 500 })
    expect(statusDecision(null)).toMatchObject({ status: 500 })
    expect(statusDecision(0)).toMatchObject({ status: 500 })
  })
  it("an unknown route guard gives a 500 with 'Unknown middleware'", () => {
    expect(unknownGuardError()).toEqual({ status: 500, message: 'Unknown middleware' })
  })
  it('the message catalogue, word for word', () => {
    expect(MESSAGES_EN.initial_form_first).toBe('Please fill up the Initial form first.')
    expect(Object.values(NOTICES_EN)).toEqual([
      'Successfully updated Basic Information',
      'Successfully updated Job Specification',
      'Successfully updated Additional Information',
      'Successfully added question',
      'Successfully updated question',
      'Successfully deleted question',
      'Successfully Logged Out',
    ])
  })
  it("the error page: '{code} Error' and its headings", () => {
    expect(errorPageContent(404)).toEqual({
      title: '404 Error',
      heading: { key: 'error.404', en: 'Page Not Found' },
      detail: 'This page could not be found',
    })
    expect(errorPageContent(403).heading.en).toBe('Access Denied')
    expect(errorPageContent(410).heading.en).toBe('Page Removed')
    expect(errorPageContent(500).heading.en).toBe('Something Went Wrong')
    expect(errorPageContent(400).heading.en).toBe('Bad request')
    expect(errorPageContent(418).heading.en).toBe('Some Error Occured With Status Code 418')
  })
})
