import { describe, expect, it } from 'vitest'
import { findExistingByName, limitItems, shouldSearch, truncateName } from './text.js'

describe('names, search and lists', () => {
  it('displayed names truncate at 25 characters plus ..', () => {
    expect(truncateName('a'.repeat(25))).toBe('a'.repeat(25))
    expect(truncateName('Senior Software Engineer II')).toBe('Senior Software Engineer ..')
    expect(truncateName('x'.repeat(26))).toBe('x'.repeat(25) + '..')
  })
  it('truncation counts Devanagari characters as a reader sees them', () => {
    const ka = 'का' // one character to a reader, two UTF-16 code units
    expect(truncateName(ka.repeat(25))).toBe(ka.repeat(25))
    expect(truncateName(ka.repeat(26))).toBe(ka.repeat(25) + '..')
  })
  it('search dropdowns query the server only at 3 or more characters', () => {
    expect(shouldSearch('ka')).toBe(false)
    expect(shouldSearch('  ka ')).toBe(false)
    expect(shouldSearch('kat')).toBe(true)
  })
  it('limited lists show at most 10 entries', () => {
    expect(limitItems(Array.from({ length: 15 }, (_, i) => i))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ])
    expect(limitItems([1, 2])).toEqual([1, 2])
  })
  it('a created item matching an existing name is reused', () => {
    const items = [
      { id: 1, name: 'Team Work' },
      { id: 2, name: 'Leadership' },
    ]
    expect(findExistingByName(items, '  team   work ')).toEqual({ id: 1, name: 'Team Work' })
    expect(findExistingByName(items, 'Honesty')).toBeNull()
  })
})
