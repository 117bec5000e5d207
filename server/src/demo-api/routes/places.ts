import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { requireUser } from '../lib/auth.js'
import { notFound, parseBody, unknownIds } from '../lib/errors.js'
import { localeOf, type Locale } from '../lib/locale.js'
import { idsParam, matches, paginate, param } from '../lib/query.js'
import { JOB_CATEGORIES } from '../seed/categories.js'
import { loadNepal } from '../seed/nepal.js'
import type { DemoStore } from '../store/store.js'
import type { Location } from '../store/types.js'

const locationSchema = z.object({
  city: z.coerce.number().int().positive(),
  address: z.string().trim().min(1).max(200),
})

/** A location as the lookup answers it. */
export const presentLocation = (location: Location, locale: Locale) => ({
  id: location.id,
  address: location.address[locale],
  city: location.city,
})

/** Nepal's provinces, districts, municipalities ('cities'), addresses ('locations'), categories. */
export function placeRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const nepal = loadNepal()
    const byId = <T extends { id: number }>(list: T[], id: string) => {
      const found = list.find((item) => String(item.id) === id)
      if (!found) throw notFound()
      return found
    }

    app.get('/api/v1/common/province/', async (request) => {
      const locale = localeOf(request)
      const items = nepal.provinces.filter((p) => matches([p.name], param(request, 'search')))
      return paginate(request, items, (p) => ({ id: p.id, name: p.name[locale] }))
    })
    app.get<{ Params: { id: string } }>('/api/v1/common/province/:id/', async (request) => {
      const p = byId(nepal.provinces, request.params.id)
      return { id: p.id, name: p.name[localeOf(request)] }
    })

    const presentDistrict = (locale: Locale) => (d: (typeof nepal.districts)[number]) => ({
      id: d.id,
      name: d.name[locale],
      province: d.province,
    })
    app.get('/api/v1/common/district/', async (request) => {
      const provinces = idsParam(request, 'province')
      const items = nepal.districts.filter(
        (d) =>
          (!provinces.length || provinces.includes(d.province)) &&
          matches([d.name], param(request, 'search')),
      )
      return paginate(request, items, presentDistrict(localeOf(request)))
    })
    app.get<{ Params: { id: string } }>('/api/v1/common/district/:id/', async (request) =>
      presentDistrict(localeOf(request))(byId(nepal.districts, request.params.id)),
    )

    const presentCity = (locale: Locale) => (m: (typeof nepal.municipalities)[number]) => ({
      id: m.id,
      name: m.name[locale],
      district: m.district,
    })
    app.get('/api/v1/common/cities/', async (request) => {
      const districts = idsParam(request, 'district')
      const items = nepal.municipalities.filter(
        (m) =>
          (!districts.length || districts.includes(m.district)) &&
          matches([m.name], param(request, 'search')),
      )
      return paginate(request, items, presentCity(localeOf(request)))
    })
    app.get<{ Params: { id: string } }>('/api/v1/common/cities/:id/', async (request) =>
      presentCity(localeOf(request))(byId(nepal.municipalities, request.params.id)),
    )

    app.get('/api/v1/common/locations/', async (request) => {
      const cities = idsParam(request, 'city')
      const locale = localeOf(request)
      const items = store.state.locations.filter(
        (l) =>
          (!cities.length || cities.includes(l.city)) &&
          matches([l.address], param(request, 'search')),
      )
      return paginate(request, items, (l) => presentLocation(l, locale))
    })
    app.get<{ Params: { id: string } }>('/api/v1/common/locations/:id/', async (request) =>
      presentLocation(byId(store.state.locations, request.params.id), localeOf(request)),
    )
    app.post('/api/v1/common/locations/', async (request, reply) => {
      requireUser(store, request)
      const { city, address } = parseBody(locationSchema, request)
      if (!nepal.municipalities.some((m) => m.id === city)) throw unknownIds({ city: [city] })
      const locale = localeOf(request)
      const needle = address.toLocaleLowerCase()
      const existing = store.state.locations.find(
        (l) =>
          l.city === city &&
          (l.address.en.toLocaleLowerCase() === needle ||
            l.address.ne.toLocaleLowerCase() === needle),
      )
      if (existing) return reply.code(200).send(presentLocation(existing, locale))
      const location: Location = {
        id: store.nextId('locations'),
        city,
        address: { en: address, ne: address },
      }
      store.state.locations.push(location)
      await store.save()
      return reply.code(201).send(presentLocation(location, locale))
    })

    app.get('/api/v1/common/job-categories/', async (request) => {
      const locale = localeOf(request)
      const items = JOB_CATEGORIES.filter((c) => matches([c.name], param(request, 'search')))
      return paginate(request, items, (c) => ({ id: c.id, name: c.name[locale] }), 20)
    })
  }
}
