import { describe, expect, it } from 'vitest'
import { addressQuery } from '../../../lib/address-search'
import type { JobSearchSuggestion } from './job-search'
import { filtersToQuery, readFilters } from './search-params'
import { suggestedFilters, wordsWithoutPlace } from './suggestion-filters'

/** The address query a suggestion of an empty search leads to. */
const leadsTo = (query: string, suggestion: JobSearchSuggestion) => {
  const next = suggestedFilters(readFilters(new URLSearchParams(query)), suggestion)
  return next && addressQuery(filtersToQuery(next))
}

const kathmandu = { kind: 'district', id: 27, name: 'Kathmandu', count: 15 } as const

describe('the search a suggestion of an empty search leads to', () => {
  it('puts the named district in place of the place filters and drops the words naming it', () => {
    expect(leadsTo('search=kathmandu&province=1&district=38&level=mid_level', kathmandu)).toBe(
      '?district=27&level=mid_level',
    )
    expect(leadsTo('search=Accountant+KATHMANDU&district=38', kathmandu)).toBe(
      '?search=Accountant&district=27',
    )
  })

  it('drops words that name the place in another spelling of the same script', () => {
    const ne = { kind: 'district', id: 27, name: 'काठमाडौँ', count: 15 } as const
    // ं for ँ, as most keyboards type it.
    expect(leadsTo('search=काठमाडौं&district=38', ne)).toBe('?district=27')
  })

  it('keeps a place written in the other script, which still finds the place', () => {
    const ne = { kind: 'district', id: 27, name: 'काठमाडौँ', count: 15 } as const
    expect(leadsTo('search=kathmandu&district=38', ne)).toBe('?search=kathmandu&district=27')
  })

  it('puts a named province in place of both place filters, keeping the sort, on page 1', () => {
    const bagmati = { kind: 'province', id: 3, name: 'Bagmati Province', count: 40 } as const
    expect(
      leadsTo('search=bagmati+driver&province=1&district=2&sort=deadline&page=3', bagmati),
    ).toBe('?search=driver&province=3&sort=deadline')
  })

  it('leaves out exactly the one filter a "without" suggestion names, by its API name', () => {
    const without = (filter: string): JobSearchSuggestion => ({ kind: 'without', filter, count: 4 })
    const query =
      'search=cook&province=3&district=27&level=entry_level&type=part_time&salary=above_55000'
    expect(leadsTo(query, without('salary'))).toBe(
      '?search=cook&province=3&district=27&level=entry_level&type=part_time',
    )
    expect(leadsTo(query, without('job_level'))).toBe(
      '?search=cook&province=3&district=27&type=part_time&salary=above_55000',
    )
    expect(leadsTo(query, without('search'))).toBe(
      '?province=3&district=27&level=entry_level&type=part_time&salary=above_55000',
    )
    // The API counted the district kept: no province-to-district cascade here.
    expect(leadsTo(query, without('province'))).toBe(
      '?search=cook&district=27&level=entry_level&type=part_time&salary=above_55000',
    )
  })

  it('offers no link for a filter this page does not have', () => {
    expect(leadsTo('search=cook', { kind: 'without', filter: 'featured', count: 2 })).toBeNull()
    expect(leadsTo('search=cook', { kind: 'without', filter: 'constructor', count: 2 })).toBeNull()
  })
})

describe('the words of a search less those naming a place', () => {
  it('compares words folded, keeps the others as typed', () => {
    expect(wordsWithoutPlace('Kathmandu,  Cook', 'Kathmandu')).toBe('Cook')
    expect(wordsWithoutPlace('kathmandu-valley cook', 'Kathmandu')).toBe('kathmandu-valley cook')
    expect(wordsWithoutPlace('sudurpashchim province', 'Sudurpashchim Province')).toBe('')
  })
})
