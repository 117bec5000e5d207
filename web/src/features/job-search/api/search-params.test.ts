import { describe, expect, it } from 'vitest'
import { apiQuery, changeFilter, filtersToQuery, readFilters } from './search-params'

const read = (query: string) => readFilters(new URLSearchParams(query))

describe('a job search in the address', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      read(
        'search=+accountant+&province=3&district=27&category=9&level=mid_level&type=full_time' +
          '&salary=25001_35000&experience=24&sort=deadline&page=2&organization=4',
      ),
    ).toEqual({
      search: 'accountant',
      province: 3,
      district: 27,
      category: 9,
      organization: 4,
      level: 'mid_level',
      type: 'full_time',
      salary: '25001_35000',
      experience: 24,
      sort: 'deadline',
      page: 2,
    })
  })

  it('ignores values the option lists do not know', () => {
    expect(
      read(
        'province=9&district=-1&category=x&level=boss&type=gig&salary=1_2&experience=13&sort=pay&page=0',
      ),
    ).toEqual(read(''))
    expect(read('').sort).toBe('newest')
    expect(read('').page).toBe(1)
  })

  it('leaves defaults out of the address', () => {
    const filters = changeFilter(read(''), 'level', 'entry_level')
    expect(filtersToQuery(filters)).toEqual({
      search: null,
      province: null,
      district: null,
      category: null,
      organization: null,
      level: 'entry_level',
      type: null,
      salary: null,
      experience: null,
      sort: null,
      page: null,
    })
  })

  it('reads a browse link’s employer and the recommended ordering, and sends them on', () => {
    const filters = read('organization=5&sort=recommended')
    expect(filters.organization).toBe(5)
    expect(filters.sort).toBe('recommended')
    const query = new URLSearchParams(apiQuery(filters, 10))
    expect(query.get('organization')).toBe('5')
    expect(query.get('ordering')).toBe('recommended')
    expect(read('organization=abc').organization).toBeNull()
  })

  it('starts again at page 1 when a filter changes, and a new province clears the district', () => {
    const filters = read('province=3&district=27&page=4')
    expect(changeFilter(filters, 'type', 'part_time').page).toBe(1)
    const moved = changeFilter(filters, 'province', 4)
    expect(moved.district).toBeNull()
    expect(moved.page).toBe(1)
    expect(changeFilter(filters, 'page', 5).district).toBe(27)
  })

  it('asks the provider with its own parameter names', () => {
    const query = new URLSearchParams(
      apiQuery(
        read('search=cook&level=entry_level&type=part_time&sort=deadline&salary=below_15000'),
        10,
      ),
    )
    expect(Object.fromEntries(query)).toEqual({
      search: 'cook',
      job_level: 'entry_level',
      job_type: 'part_time',
      salary: 'below_15000',
      ordering: 'deadline',
      page: '1',
      page_size: '10',
    })
  })
})
