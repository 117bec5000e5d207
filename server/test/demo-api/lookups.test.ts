import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOOKUP_PATHS } from '../../src/demo-api/routes/lookups.js'
import { as, buildDemo, tokenFor } from './helpers.js'

let app: FastifyInstance
let token: string
beforeAll(async () => {
  app = await buildDemo()
  token = await tokenFor(app, 'employer@jagir.demo')
})
afterAll(async () => {
  await app.close()
})

const get = (url: string, language: 'en' | 'ne' = 'en') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': language } })

describe.each(Object.entries(LOOKUP_PATHS))('%s lookup', (_kind, { path, moderated }) => {
  it('lists {id, name} in both languages with DRF pagination', async () => {
    const en = (await get(path)).json()
    const ne = (await get(path, 'ne')).json()
    expect(en).toMatchObject({ count: expect.any(Number), previous: null })
    expect(en.results.length).toBeGreaterThan(0)
    expect(en.results[0]).toEqual(expect.objectContaining({ id: 1, name: expect.any(String) }))
    expect(ne.results[0].id).toBe(1)
    expect(ne.results[0].name).toMatch(/[\u0900-\u097F]/)
    expect(en.results[0].name).not.toBe(ne.results[0].name)
  })

  it('answers one item and 404 for an unknown id', async () => {
    expect((await get(`${path}1/`)).json()).toEqual(expect.objectContaining({ id: 1 }))
    expect((await get(`${path}99999/`)).statusCode).toBe(404)
  })

  it('creates an item by name and reuses an existing name, whatever its case', async () => {
    const post = (name: unknown) =>
      app.inject({ method: 'POST', url: path, headers: as(token), payload: { name } })
    const existing = (await get(`${path}1/`)).json()
    const reused = await post(existing.name.toUpperCase())
    expect(reused.statusCode).toBe(200)
    expect(reused.json().id).toBe(1)
    const created = await post(`Demo item ${path.length}`)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ name: `Demo item ${path.length}` })
    if (moderated) expect(created.json().status).toBe('Pending')
    expect((await post('')).json()).toEqual({ name: ['This field may not be blank.'] })
    const anonymous = await app.inject({ method: 'POST', url: path, payload: { name: 'x' } })
    expect(anonymous.statusCode).toBe(401)
  })

  it('reuses an item created earlier (still Pending when moderated), whatever its case and spacing', async () => {
    const post = (name: string) =>
      app.inject({ method: 'POST', url: path, headers: as(token, 'ne'), payload: { name } })
    const first = await post(`  Typed   twice ${path.length} `)
    expect(first.statusCode).toBe(201)
    expect(first.json().name).toBe(`Typed twice ${path.length}`)
    const again = await post(`typed TWICE  ${path.length}`)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    if (moderated) expect(again.json().status).toBe('Pending')
    const listed = (await get(`${path}?search=${encodeURIComponent('typed twice')}`)).json()
    expect(listed.count).toBe(1)
  })
})

describe('filters', () => {
  it('searches designations in English and Nepali', async () => {
    const en = (await get('/api/v1/common/designations/?search=engineer')).json()
    expect(en.results.map((d: { name: string }) => d.name)).toContain('Software Engineer')
    const ne = (await get('/api/v1/common/designations/?search=इन्जिनियर', 'ne')).json()
    expect(ne.results.map((d: { name: string }) => d.name)).toContain('सफ्टवेयर इन्जिनियर')
  })

  it('keeps items users created out of status=Approved', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/common/skills/',
      headers: as(token),
      payload: { name: 'Kubernetes' },
    })
    const all = (await get('/api/v1/common/skills/?search=kubernetes')).json()
    const approved = (await get('/api/v1/common/skills/?search=kubernetes&status=Approved')).json()
    expect(all.count).toBe(1)
    expect(approved.count).toBe(0)
  })

  it('answers 20 document categories for limit=20', async () => {
    const page = (await get('/api/v1/common/document-categories/?limit=20')).json()
    expect(page.results).toHaveLength(20)
    expect(page.count).toBeGreaterThan(20)
    expect(page.next).toBe('/api/v1/common/document-categories/?limit=20&offset=20')
  })

  it('creates a benefit with a name', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/common/job-benefit/',
      headers: as(token, 'ne'),
      payload: { name: 'Gym membership' },
    })
    expect(created.statusCode).toBe(201)
    const found = (await get('/api/v1/common/job-benefit/?search=gym')).json()
    expect(found.results).toEqual([{ id: created.json().id, name: 'Gym membership' }])
  })
})
