import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './stack.js'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack.close()
})

type Card = {
  slug: string
  title: string
  status: string
  district: { id: number }
  category: { id: number }
  job_level: string
  available_for: string[]
  offered_salary: { minimum: number; maximum: number | null }
  min_experience_months: number | null
  published_at: string
  deadline: string
}
const search = async (query: string, cookie = 'locale=en') => {
  const res = await stack.call('get', `/api/v1/job/search/?page_size=100&${query}`, cookie)
  expect(res.status).toBe(200)
  return res.body as { count: number; results: Card[] }
}

describe('the name shown for an organisation that hides its own', () => {
  it('is a default the site wrote, so it reads in the page language', async () => {
    type Hidden = Card & { organization: { id: number | null; name: string } }
    for (const [cookie, name] of [
      ['locale=en', 'A reputed company'],
      ['locale=ne', 'एक प्रतिष्ठित कम्पनी'],
    ] as const) {
      const hidden = ((await search('', cookie)).results as Hidden[]).filter(
        (job) => job.organization.id === null,
      )
      expect(hidden.length, cookie).toBeGreaterThan(0)
      expect(new Set(hidden.map((job) => job.organization.name))).toEqual(new Set([name]))
    }
  })
})

describe('GET /api/v1/job/search/', () => {
  it('lists only published, unexpired jobs, newest first, with DRF pagination', async () => {
    const all = await search('')
    expect(all.count).toBeGreaterThan(50)
    expect(all.results.every((job) => job.status === 'active')).toBe(true)
    const dates = all.results.map((job) => job.published_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const page = (await stack.call('get', '/api/v1/job/search/')).body
    expect(page.results).toHaveLength(10)
    expect(page.next).toBe('/api/v1/job/search/?page=2')
  })

  it('featured=true lists only the jobs a premium package features (home page)', async () => {
    const all = await search('')
    const featured = (await search('featured=true')) as {
      count: number
      results: (Card & { is_featured: boolean })[]
    }
    expect(featured.count).toBeGreaterThan(0)
    expect(featured.count).toBeLessThan(all.count)
    expect(featured.results.every((job) => job.is_featured)).toBe(true)
  })

  it('pages through every job once, in the order of the whole list, to the last page', async () => {
    // Pages past the middle are read from the far end; they must be the same rows.
    for (const query of ['', 'ordering=deadline', 'search=officer']) {
      const whole = (await search(query)).results.map((job) => job.slug)
      expect(whole.length, query).toBeGreaterThan(7)
      const paged: string[] = []
      for (let page = 1; page <= Math.ceil(whole.length / 7); page++) {
        const res = await stack.call('get', `/api/v1/job/search/?page_size=7&page=${page}&${query}`)
        expect(res.status).toBe(200)
        paged.push(...(res.body as { results: Card[] }).results.map((job) => job.slug))
      }
      expect(paged, query).toEqual(whole)
      const { count } = await search(query)
      const tail = await stack.call(
        'get',
        `/api/v1/job/search/?limit=5&offset=${count - 3}&${query}`,
      )
      expect(
        tail.body.results.map((job: Card) => job.slug),
        query,
      ).toEqual(whole.slice(-3))
    }
  })

  it('sorts by deadline', async () => {
    const deadlines = (await search('ordering=deadline')).results.map((job) => job.deadline)
    expect(deadlines).toEqual([...deadlines].sort())
  })

  it('searches text in English and Nepali', async () => {
    const en = await search('search=developer')
    expect(en.count).toBeGreaterThan(0)
    expect(en.results.every((job) => /developer/i.test(job.title))).toBe(true)
    const ne = await search(`search=${encodeURIComponent('डेभलपर')}`, 'locale=ne')
    expect(ne.count).toBe(en.count)
    expect(ne.results[0]!.title).toMatch(/डेभलपर/)
  })

  it('filters by province, district and category', async () => {
    const bagmati = await search('province=3')
    expect(bagmati.count).toBeGreaterThan(0)
    expect(
      bagmati.results.every((job) =>
        [23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35].includes(job.district.id),
      ),
    ).toBe(true)
    const kaski = await search('district=38')
    expect(kaski.count).toBeGreaterThan(0)
    expect(kaski.results.every((job) => job.district.id === 38)).toBe(true)
    const it = await search('category=1')
    expect(it.results.every((job) => job.category.id === 1)).toBe(true)
  })

  it('filters by job level, job type, salary band and experience', async () => {
    const top = await search('job_level=top_level')
    expect(top.count).toBeGreaterThan(0)
    expect(top.results.every((job) => job.job_level === 'top_level')).toBe(true)
    const partTime = await search('job_type=part_time,internship')
    expect(
      partTime.results.every((job) =>
        job.available_for.some((t) => ['part_time', 'internship'].includes(t)),
      ),
    ).toBe(true)
    const band = await search('salary=15001_25000')
    expect(band.count).toBeGreaterThan(0)
    for (const { offered_salary: s } of band.results) {
      expect(s.minimum).toBeLessThanOrEqual(25000)
      expect(s.maximum ?? s.minimum).toBeGreaterThanOrEqual(15001)
    }
    const fresher = await search('experience=0')
    expect(fresher.results.every((job) => !job.min_experience_months)).toBe(true)
  })

  it('ignores malformed filters instead of failing', async () => {
    const res = await stack.call(
      'get',
      '/api/v1/job/search/?district=abc&salary=nonsense&experience=-1&ordering=weird',
    )
    expect(res.status).toBe(200)
    expect((await stack.call('get', '/api/v1/job/search/?page=999')).status).toBe(404)
  })
})
