import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { as, buildDemo, tokenFor } from './helpers.js'

/**
 * Issue 28, search worth the name: words are found in the title (both languages), organisation,
 * category, skills and place (both scripts), whichever way Nepali or Latin is spelled, a small
 * typo still finds, words rank by relevance, and an empty result suggests nearer searches.
 */

let demo: FastifyInstance
let employer: string
beforeAll(async () => {
  demo = await buildDemo()
  employer = await tokenFor(demo, 'employer@jagir.demo')
})
afterAll(async () => {
  await demo.close()
})

const KATHMANDU = 27
const KASKI = 38

interface Card {
  id: number
  slug: string
  title: string
  district: { id: number; name: string } | null
  published_at: string
  deadline: string
}
interface Answer<T = Card> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
  suggestions?: unknown[]
}

const get = async <T = Card>(url: string, headers: Record<string, string> = {}) => {
  const res = await demo.inject({ method: 'GET', url, headers })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res.json() as Answer<T>
}
const jobs = (query: string, language: 'en' | 'ne' = 'en') =>
  get(`/api/v1/job/search/?page_size=100&${query}`, { 'accept-language': language })
const ids = (answer: Answer<{ id: number }>) => answer.results.map((item) => item.id).sort()
const words = (text: string) => `search=${encodeURIComponent(text)}`

describe('job search by words', () => {
  it('finds the Kathmandu district filter’s jobs by काठमाडौं, काठमाडौँ, kathmandu and Kathmandu', async () => {
    const district = await jobs(`district=${KATHMANDU}`)
    expect(district.count).toBeGreaterThan(0)
    for (const spelling of ['काठमाडौं', 'काठमाडौँ', 'kathmandu', 'Kathmandu']) {
      const found = await jobs(words(spelling))
      expect(ids(found), spelling).toEqual(ids(district))
      expect(found.count, spelling).toBe(district.count)
    }
  })

  it('still finds Kathmandu with a letter missing (kathmadu)', async () => {
    const found = await jobs(words('kathmadu'))
    expect(ids(found)).toEqual(ids(await jobs(`district=${KATHMANDU}`)))
  })

  it('finds a Nepali title however its nasal is written (ं, ँ, न् before a consonant)', async () => {
    const teller = await jobs(words('बैंक टेलर'))
    expect(teller.count).toBeGreaterThan(0)
    expect(teller.results.every((job) => job.title === 'Bank Teller')).toBe(true)
    expect(ids(await jobs(words('बैँक टेलर')))).toEqual(ids(teller))
    const frontend = await jobs(words('फ्रंटएंड'))
    expect(frontend.count).toBeGreaterThan(0)
    expect(ids(await jobs(words('फ्रन्टएन्ड')))).toEqual(ids(frontend))
    expect(ids(await jobs(words('फ्रँटएँड')))).toEqual(ids(frontend))
  })

  it('finds jobs by a skill they ask for and by their organisation', async () => {
    const open = await demo.demoDb
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'active')
      .where('deadline', '>=', sql<string>`now()`)
      .where(sql<boolean>`skills @> array[3]`) // TypeScript
      .execute()
    expect(open.length).toBeGreaterThan(0)
    const bySkill = await jobs(words('TypeScript'))
    expect(ids(bySkill)).toEqual(open.map((job) => job.id).sort())
    // No title says TypeScript: the skill alone finds them.
    expect(bySkill.results.some((job) => /typescript/i.test(job.title))).toBe(false)

    const byFilter = await jobs('organization=1')
    expect(byFilter.count).toBeGreaterThan(0)
    const byName = await jobs(words('Himalayan Tech'))
    expect(ids(byName)).toEqual(ids(byFilter))
  })

  it('ranks a job whose title holds the words before newer ones that hold them in their place only', async () => {
    const kaski = await jobs(`district=${KASKI}`)
    expect(kaski.count).toBeGreaterThan(1)
    const elsewhere = (await jobs(`district=${KATHMANDU}`)).results[0]!
    // The oldest open job of all, titled after Pokhara but in Kathmandu.
    await demo.demoDb
      .updateTable('jobs')
      .set({
        title_en: 'Pokhara Tour Desk Officer',
        published_at: '2020-01-01T00:00:00.000Z',
        search_doc: sql`'pokhara tour desk officer ' || search_doc`,
      })
      .where('id', '=', elsewhere.id)
      .execute()
    const found = await jobs(words('pokhara'))
    expect(found.count).toBe(kaski.count + 1)
    expect(found.results[0]!.id).toBe(elsewhere.id)
    // The rest are the Kaski jobs, newest first as without words.
    expect(found.results.slice(1).map((job) => job.id)).toEqual(kaski.results.map((job) => job.id))
  })
})

describe('job search without words', () => {
  it('keeps the chosen ordering: newest published, or soonest deadline', async () => {
    const newest = (await jobs('')).results
    const byNewest = [...newest].sort(
      (a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id,
    )
    expect(newest.map((job) => job.id)).toEqual(byNewest.map((job) => job.id))
    const soonest = (await jobs('ordering=deadline')).results
    const bySoonest = [...soonest].sort(
      (a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id,
    )
    expect(soonest.map((job) => job.id)).toEqual(bySoonest.map((job) => job.id))
  })

  it('answers a deep page as the same slice of the whole list, with DRF links', async () => {
    const all = await jobs('')
    const last = await get('/api/v1/job/search/?page_size=7&page=last')
    const pages = Math.ceil(all.count / 7)
    expect(last.count).toBe(all.count)
    expect(last.next).toBeNull()
    expect(last.previous).toBe(`/api/v1/job/search/?page_size=7&page=${pages - 1}`)
    expect(last.results.map((job) => job.id)).toEqual(
      all.results.slice((pages - 1) * 7).map((job) => job.id),
    )
    const offset = await get('/api/v1/job/search/?limit=5&offset=20')
    expect(offset.results.map((job) => job.id)).toEqual(
      all.results.slice(20, 25).map((job) => job.id),
    )
    expect(offset.next).toBe('/api/v1/job/search/?limit=5&offset=25')
    expect(offset.previous).toBe('/api/v1/job/search/?limit=5&offset=15')
    const past = await get('/api/v1/job/search/?limit=5&offset=10000')
    expect(past).toMatchObject({ count: all.count, next: null, results: [] })
  })
})

describe('an empty job search', () => {
  it('suggests the district its words name when a filter leaves it out', async () => {
    const kathmandu = await jobs(`district=${KATHMANDU}`)
    const kaski = await jobs(`district=${KASKI}`)
    const en = await jobs(`${words('kathmandu')}&district=${KASKI}`)
    expect(en.count).toBe(0)
    expect(en.results).toEqual([])
    expect(en.suggestions).toEqual([
      { kind: 'district', id: KATHMANDU, name: 'Kathmandu', count: kathmandu.count },
      // Not also "without the district": that leads to the same jobs as the place.
      { kind: 'without', filter: 'search', count: kaski.count },
    ])
    const ne = await jobs(`${words('काठमाडौँ')}&district=${KASKI}`, 'ne')
    expect(ne.suggestions![0]).toEqual({
      kind: 'district',
      id: KATHMANDU,
      name: 'काठमाडौँ',
      count: kathmandu.count,
    })
  })

  it('suggests the filters whose removal finds jobs, and has no suggestions when it finds some', async () => {
    const featured = await jobs('featured=true')
    const empty = await jobs(`${words('zzqxv')}&featured=true`)
    expect(empty.count).toBe(0)
    expect(empty.suggestions).toEqual([
      { kind: 'without', filter: 'search', count: featured.count },
    ])
    expect(featured).not.toHaveProperty('suggestions')
  })
})

describe('job seeker search by words', () => {
  type SeekerCard = { id: number; district: { id: number } | null; skills: { name: string }[] }
  const seekers = (query: string) =>
    get<SeekerCard>(`/api/v1/jobseeker/search/?page_size=100&${query}`, as(employer))

  it('finds the seekers of a place in either script, as the district filter does', async () => {
    const district = await seekers(`district=${KATHMANDU}`)
    expect(district.count).toBeGreaterThan(0)
    for (const spelling of ['काठमाडौं', 'काठमाडौँ', 'Kathmandu', 'kathmadu']) {
      expect(ids(await seekers(words(spelling))), spelling).toEqual(ids(district))
    }
  })

  it('finds seekers by a skill they list', async () => {
    const found = await seekers(words('typescript'))
    expect(found.count).toBeGreaterThan(0)
    expect(ids(found)).toEqual(ids(await seekers('skills=3')))
    expect(found.results.every((s) => s.skills.some((skill) => skill.name === 'TypeScript'))).toBe(
      true,
    )
  })
})
