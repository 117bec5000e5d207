import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import { textIn } from '../db/rows.js'
import type { Database, Location } from '../db/schema.js'
import { requireUser } from '../lib/auth.js'
import { notFound, parseBody, unknownIds } from '../lib/errors.js'
import { localeOf, type Locale } from '../lib/locale.js'
import { idsParam, matches, paginate, paginateQuery, param, pathId } from '../lib/query.js'
import { JOB_CATEGORIES } from '../seed/categories.js'
import { loadNepal } from '../seed/nepal.js'
import { textContains } from './lookups.js'

const locationSchema = z.object({
  city: z.coerce.number().int().positive(),
  address: z.string().trim().min(1).max(200),
})

/** A location as the lookup answers it. */
export const presentLocation = (location: Location, locale: Locale) => ({
  id: location.id,
  address: textIn(location, 'address', locale),
  city: location.city,
})

/** Nepal's provinces, districts, municipalities ('cities'), addresses ('locations'), categories. */
export function placeRoutes(db: Db): FastifyPluginAsync {
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
      const list = db
        .selectFrom('locations')
        .$if(cities.length > 0, (q) => q.where('city', 'in', cities))
        .where(textContains<Database, 'locations'>('address', param(request, 'search')))
      const { count } = await list
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
      return paginateQuery(request, count, async ({ offset, limit }) => {
        const rows = await list.selectAll().orderBy('id').limit(limit).offset(offset).execute()
        return rows.map((l) => presentLocation(l, locale))
      })
    })
    app.get<{ Params: { id: string } }>('/api/v1/common/locations/:id/', async (request) => {
      const location = await db
        .selectFrom('locations')
        .selectAll()
        .where('id', '=', pathId(request.params.id))
        .executeTakeFirst()
      if (!location) throw notFound()
      return presentLocation(location, localeOf(request))
    })
    app.post('/api/v1/common/locations/', async (request, reply) => {
      await requireUser(db, request)
      const { city, address } = parseBody(locationSchema, request)
      if (!nepal.municipalities.some((m) => m.id === city)) throw unknownIds({ city: [city] })
      const { location, added } = await findOrAddLocation(db, city, address)
      return reply.code(added ? 201 : 200).send(presentLocation(location, localeOf(request)))
    })

    app.get('/api/v1/common/job-categories/', async (request) => {
      const locale = localeOf(request)
      const items = JOB_CATEGORIES.filter((c) => matches([c.name], param(request, 'search')))
      return paginate(request, items, (c) => ({ id: c.id, name: c.name[locale] }), 20)
    })
  }
}

/**
 * The address of this municipality typed in either language (any case), added in both when it
 * is new. Additions to one municipality take turns, so two at once make one address.
 */
async function findOrAddLocation(
  db: Db,
  city: number,
  address: string,
): Promise<{ location: Location; added: boolean }> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`locations:${city}`}))`.execute(tx)
    const needle = address.toLocaleLowerCase()
    const existing = await tx
      .selectFrom('locations')
      .selectAll()
      .where('city', '=', city)
      .where((eb) =>
        eb.or([eb(sql`lower(address_en)`, '=', needle), eb(sql`lower(address_ne)`, '=', needle)]),
      )
      .orderBy('id')
      .executeTakeFirst()
    if (existing) return { location: existing, added: false }
    const location = await tx
      .insertInto('locations')
      .values({ city, address_en: address, address_ne: address })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { location, added: true }
  })
}
