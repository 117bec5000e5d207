import { describe, expect, it } from 'vitest'
import {
  contentCategoriesPath,
  contentItemPath,
  contentListPath,
  contentTagsPath,
  listQuery,
  readListFilters,
} from './content-lists.js'
import { pageCount } from '../schemas/page.js'

const filters = (query: string) => readListFilters(new URLSearchParams(query))

describe('content list addresses', () => {
  it('reads search, page, district and mode; ignores what is malformed', () => {
    expect(filters('search=%20cv%20&page=3&district=27&mode=online')).toEqual({
      search: 'cv',
      page: 3,
      district: 27,
      mode: 'online',
    })
    expect(filters('page=0&district=x&mode=offline')).toEqual({
      search: '',
      page: 1,
      district: null,
      mode: null,
    })
    expect(filters('page=-2').page).toBe(1)
    expect(filters(`search=${'a'.repeat(150)}`).search).toHaveLength(100)
  })

  it('leaves defaults out of the address', () => {
    expect(listQuery(filters(''))).toEqual({ search: null, district: null, mode: null, page: null })
    expect(listQuery(filters('search=cv&page=2'))).toMatchObject({ search: 'cv', page: 2 })
  })
})

describe('the provider call of each list', () => {
  it('names the filters and scope as the provider does, page size per kind', () => {
    expect(
      contentListPath('blog', filters('search=cv&page=2'), { category: 'career-advice' }),
    ).toBe('/api/v1/blog/posts/?search=cv&category=career-advice&page=2&page_size=6')
    expect(contentListPath('faq', filters(''), { tag: 'employer' })).toBe(
      '/api/v1/faq/?tag=employer&page=1&page_size=10',
    )
    expect(contentListPath('business', filters('district=27&mode=online'))).toBe(
      '/api/v1/business/?district=27&page=1&page_size=6',
    )
    expect(contentListPath('training', filters('district=27&mode=in_person'))).toBe(
      '/api/v1/training/?mode=in_person&page=1&page_size=6',
    )
  })

  it('encodes slugs in item paths and names the taxonomy endpoints', () => {
    expect(contentItemPath('blog', 'a b/c')).toBe('/api/v1/blog/posts/a%20b%2Fc/')
    expect(contentItemPath('training', 'react')).toBe('/api/v1/training/react/')
    expect(contentCategoriesPath('blog')).toBe('/api/v1/blog/categories/')
    expect(contentCategoriesPath('business')).toBe('/api/v1/business/categories/')
    expect(contentTagsPath('faq')).toBe('/api/v1/faq/tags/')
  })

  it('counts pages, at least one', () => {
    expect(pageCount('blog', 0)).toBe(1)
    expect(pageCount('blog', 6)).toBe(1)
    expect(pageCount('blog', 7)).toBe(2)
    expect(pageCount('faq', 25)).toBe(3)
  })
})
