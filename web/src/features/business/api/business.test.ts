import { describe, expect, it } from 'vitest'
import { telHref, websiteHref } from './business'

describe('reaching a business', () => {
  it('calls a Nepali number with +977, however it was written', () => {
    expect(telHref('9851000000')).toBe('tel:+9779851000000')
    expect(telHref('985-1000000')).toBe('tel:+9779851000000')
    expect(telHref('9779851000000')).toBe('tel:+9779851000000')
    expect(telHref('+977 1 4411223')).toBe('tel:+97714411223')
  })

  it('links only to http(s) websites', () => {
    expect(websiteHref('https://thakali.example.com.np')).toBe('https://thakali.example.com.np/')
    expect(websiteHref('javascript:alert(1)')).toBeNull()
    expect(websiteHref('thakali.example.com.np')).toBeNull()
    expect(websiteHref(null)).toBeNull()
  })
})
