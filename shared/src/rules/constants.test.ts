import { describe, expect, it } from 'vitest'
import * as c from './constants.js'

describe('business constants', () => {
  it('languages: en (en-US) and ne (ne-NP), default ne, cookie 365 days, /en prefix', () => {
    expect(c.LOCALES).toEqual({ en: 'en-US', ne: 'ne-NP' })
    expect(c.DEFAULT_LANGUAGE).toBe('ne')
    expect(c.LOCALE_COOKIE_DAYS).toBe(365)
    expect(c.ENGLISH_ROUTE_PREFIX).toBe('/en')
  })
  it('vacancies at least 1, default 1; salary at least 0; NRs, Equals, Monthly', () => {
    expect([c.VACANCIES_MIN, c.VACANCIES_DEFAULT, c.SALARY_MIN]).toEqual([1, 1, 0])
    expect([c.DEFAULT_CURRENCY, c.DEFAULT_SALARY_OPERATOR, c.DEFAULT_SALARY_UNIT]).toEqual([
      'NRs',
      'Equals',
      'Monthly',
    ])
  })
  it('lists hold at most 10 items; age 16 to 100, unit default more; 12 months per year', () => {
    expect(c.MAX_LIST_ITEMS).toBe(10)
    expect([c.AGE_MIN, c.AGE_MAX, c.DEFAULT_AGE_UNIT]).toEqual([16, 100, 'more'])
    expect(c.MONTHS_PER_YEAR).toBe(12)
  })
  it('defaults: job level entry_level, job type full_time, gender Female; shift Regular', () => {
    expect([c.DEFAULT_JOB_LEVEL, c.DEFAULT_JOB_TYPE, c.DEFAULT_GENDER, c.DEFAULT_SHIFT]).toEqual([
      'entry_level',
      'full_time',
      'Female',
      'Regular',
    ])
  })
  it('lookups: document categories 20, dropdowns 10, truncation 25, search from 3, throttle 1.5 s', () => {
    expect(c.DOCUMENT_CATEGORY_LOOKUP_LIMIT).toBe(20)
    expect(c.DROPDOWN_ITEMS).toBe(10)
    expect(c.TRUNCATE_AT).toBe(25)
    expect(c.TRUNCATE_SUFFIX).toBe('..')
    expect(c.SEARCH_MIN_CHARS).toBe(3)
    expect(c.RICH_TEXT_SEARCH_THROTTLE_MS).toBe(1500)
  })
  it('snackbar 5 s, loading bar 200 ms throttle and 5000 ms, nav shadow after 50 px', () => {
    expect([
      c.SNACKBAR_HIDE_MS,
      c.LOADING_BAR_THROTTLE_MS,
      c.LOADING_BAR_DURATION_MS,
      c.NAV_SHADOW_SCROLL_PX,
    ]).toEqual([5000, 200, 5000, 50])
  })
  it('default country code +977, country Nepal; token under the auth. prefix', () => {
    expect([c.DEFAULT_COUNTRY_CODE, c.DEFAULT_COUNTRY_NAME, c.AUTH_TOKEN_PREFIX]).toEqual([
      '+977',
      'Nepal',
      'auth.',
    ])
  })
})
