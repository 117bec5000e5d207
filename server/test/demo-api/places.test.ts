import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadNepal } from '../../src/demo-api/seed/nepal.js'
import { as, buildDemo, tokenFor } from './helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildDemo()
})
afterAll(async () => {
  await app.close()
})

const get = (url: string, language: 'en' | 'ne' = 'en') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': language } })

describe('Nepal seed', () => {
  it('has 7 provinces, 77 districts and 753 local levels, with the README corrections', () => {
    const nepal = loadNepal()
    expect(nepal.provinces).toHaveLength(7)
    expect(nepal.districts).toHaveLength(77)
    expect(nepal.municipalities).toHaveLength(753)
    expect(nepal.provinces[0]!.name.ne).toBe('कोशी प्रदेश')
    expect(nepal.provinces[6]!.name.ne).toBe('सुदूरपश्चिम प्रदेश')
    const ktm = nepal.municipalities.find((m) => m.id === 307)!
    expect(ktm.name).toEqual({ en: 'Kathmandu Metropolitan City', ne: 'काठमाडौँ महानगरपालिका' })
    // Numbers parsed from Devanagari digits agree with the English file's.
    expect(nepal.municipalities[0]).toMatchObject({ area_sq_km: 241.15, wards: 14 })
    expect(nepal.provinces[0]!.area_sq_km).toBe(25906)
  })
})

describe('GET /api/v1/common/district/', () => {
  it('searches in either language and answers DRF pagination', async () => {
    const page = (await get('/api/v1/common/district/?search=kath')).json()
    expect(page).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 27, name: 'Kathmandu', province: 3 }],
    })
    const nepali = (await get('/api/v1/common/district/?search=काठ', 'ne')).json()
    expect(nepali.results).toEqual([{ id: 27, name: 'काठमाडौँ', province: 3 }])
  })

  it('filters by province and pages with root-relative links', async () => {
    const first = (await get('/api/v1/common/district/?province=1')).json()
    expect(first.count).toBe(14)
    expect(first.results).toHaveLength(10)
    expect(first.next).toBe('/api/v1/common/district/?province=1&page=2')
    const second = (await get(first.next)).json()
    expect(second.results).toHaveLength(4)
    expect(second.previous).toBe('/api/v1/common/district/?province=1')
    expect((await get('/api/v1/common/district/?page=99')).statusCode).toBe(404)
  })

  it('answers one district, 404 for an unknown id', async () => {
    expect((await get('/api/v1/common/district/38/', 'ne')).json()).toEqual({
      id: 38,
      name: 'कास्की',
      province: 4,
    })
    expect((await get('/api/v1/common/district/999/')).json()).toEqual({ detail: 'Not found.' })
  })
})

describe('GET /api/v1/common/cities/', () => {
  it('filters by district, names carry their type in both languages', async () => {
    const page = (await get('/api/v1/common/cities/?district=38&search=pokhara')).json()
    expect(page.results).toEqual([{ id: 414, name: 'Pokhara Metropolitan City', district: 38 }])
    const ne = (await get('/api/v1/common/cities/?district=38&search=पोखरा', 'ne')).json()
    expect(ne.results[0].name).toBe('पोखरा महानगरपालिका')
  })

  it('takes limit and offset', async () => {
    const page = (await get('/api/v1/common/cities/?district=27&limit=3&offset=3')).json()
    expect(page.results).toHaveLength(3)
    expect(page.next).toBe('/api/v1/common/cities/?district=27&limit=3&offset=6')
    expect(page.previous).toBe('/api/v1/common/cities/?district=27&limit=3')
  })
})

describe('/api/v1/common/province/', () => {
  it('lists the seven provinces in Nepali', async () => {
    const page = (await get('/api/v1/common/province/', 'ne')).json()
    expect(page.count).toBe(7)
    expect(page.results[0]).toEqual({ id: 1, name: 'कोशी प्रदेश' })
  })
})

describe('/api/v1/common/locations/', () => {
  it('lists addresses of a city', async () => {
    const page = (await get('/api/v1/common/locations/?city=414')).json()
    expect(page.results.map((l: { address: string }) => l.address)).toEqual([
      'Lakeside',
      'Damside',
      'Chipledhunga',
    ])
    expect(page.results[0]).toEqual({ id: expect.any(Number), address: 'Lakeside', city: 414 })
  })

  it('creates an address with its city, reusing the same name in the same city', async () => {
    const token = await tokenFor(app, 'employer@jagir.demo')
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/common/locations/', headers: as(token), payload })
    const created = await post({ city: 307, address: 'Baluwatar' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toEqual({ id: expect.any(Number), address: 'Baluwatar', city: 307 })
    const again = await post({ city: 307, address: 'baluwatar' })
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(created.json().id)
    const listed = (await get('/api/v1/common/locations/?city=307&search=baluwa')).json()
    expect(listed.count).toBe(1)
  })

  it('refuses an unknown city, a missing address, and anonymous creation', async () => {
    const token = await tokenFor(app, 'employer@jagir.demo')
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/common/locations/',
      headers: as(token),
      payload: { city: 99999, address: 'Nowhere' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({ city: ['Invalid pk "99999" - object does not exist.'] })
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/common/locations/',
      headers: as(token),
      payload: { city: 307 },
    })
    expect(missing.json()).toEqual({ address: ['This field is required.'] })
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/common/locations/',
      payload: { city: 307, address: 'X' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('single items and job categories', () => {
  it('answers a province, a city and the job categories in both languages', async () => {
    expect((await get('/api/v1/common/province/7/', 'ne')).json()).toEqual({
      id: 7,
      name: 'सुदूरपश्चिम प्रदेश',
    })
    expect((await get('/api/v1/common/cities/307/')).json()).toEqual({
      id: 307,
      name: 'Kathmandu Metropolitan City',
      district: 27,
    })
    expect((await get('/api/v1/common/cities/99999/')).statusCode).toBe(404)
    const categories = (await get('/api/v1/common/job-categories/', 'ne')).json()
    expect(categories.count).toBe(14)
    expect(categories.results[0]).toEqual({ id: 1, name: 'सूचना प्रविधि तथा दूरसञ्चार' })
  })
})
