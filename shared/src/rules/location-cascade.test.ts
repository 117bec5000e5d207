import { describe, expect, it } from 'vitest'
import {
  changeLocation,
  isAddressDisabled,
  isMunicipalityDisabled,
  type LocationFields,
} from './location-cascade.js'

const buildLocation = (overrides: Partial<LocationFields> = {}): LocationFields => ({
  province: 3,
  district: 27,
  municipality: 301,
  address: 9001,
  ...overrides,
})

describe('location cascade', () => {
  it('changing the province clears district, municipality and address', () => {
    expect(changeLocation(buildLocation(), 'province', 4)).toEqual({
      province: 4,
      district: null,
      municipality: null,
      address: null,
    })
  })
  it('changing the district clears the municipality (and so its address)', () => {
    expect(changeLocation(buildLocation(), 'district', 28)).toEqual({
      province: 3,
      district: 28,
      municipality: null,
      address: null,
    })
  })
  it('changing the municipality clears the address', () => {
    expect(changeLocation(buildLocation(), 'municipality', 302)).toEqual(
      buildLocation({ municipality: 302, address: null }),
    )
  })
  it('choosing the same value again clears nothing', () => {
    expect(changeLocation(buildLocation(), 'province', 3)).toEqual(buildLocation())
  })
  it('the municipality is disabled until a district is chosen', () => {
    expect(isMunicipalityDisabled({ district: null })).toBe(true)
    expect(isMunicipalityDisabled({ district: 27 })).toBe(false)
  })
  it('the address is disabled until a municipality is chosen', () => {
    expect(isAddressDisabled({ municipality: null })).toBe(true)
    expect(isAddressDisabled({ municipality: 301 })).toBe(false)
  })
  it('other form fields are kept', () => {
    const form = { ...buildLocation(), title: 'Cook' }
    expect(changeLocation(form, 'province', 1).title).toBe('Cook')
  })
})
