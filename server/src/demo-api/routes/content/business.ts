import type { FastifyPluginAsync } from 'fastify'
import { localeOf, type Locale } from '../../lib/locale.js'
import { idsParam, paginate, param } from '../../lib/query.js'
import { wordFinder } from '../../search/match.js'
import { BUSINESSES, BUSINESS_CATEGORIES, type Business } from '../../seed/content/business.js'
import { loadNepal } from '../../seed/nepal.js'
import { bySlug, daysBefore, named, ref } from './shared.js'

type Slug = { Params: { slug: string } }

/** Finds items by the words of `?search=`, folded. */
const found = wordFinder((b: Business) => [b.name, b.description])

/** The business directory: by search, category and district; the districts it has. */
export function businessRoutes(seeded: number): FastifyPluginAsync {
  return async (app) => {
    const districtOf = (id: number, locale: Locale) => {
      const district = loadNepal().districts.find((d) => d.id === id)
      return district ? { id: district.id, name: district.name[locale] } : null
    }
    const present = (b: Business, locale: Locale) => ({
      slug: b.slug,
      name: b.name[locale],
      category: ref(BUSINESS_CATEGORIES, b.category, locale),
      description: b.description[locale],
      district: districtOf(b.district, locale),
      address: b.address[locale],
      phone_number: b.phone_number,
      website: b.website,
      services: b.services.map((s) => s[locale]),
      updated_at: daysBefore(seeded, 10 + BUSINESSES.indexOf(b) * 2),
    })

    app.get('/api/v1/business/', async (request) => {
      const locale = localeOf(request)
      const category = param(request, 'category')
      const districts = idsParam(request, 'district')
      const list = BUSINESSES.filter(
        (b) =>
          found(b, param(request, 'search')) &&
          (!category || b.category === category) &&
          (!districts.length || districts.includes(b.district)),
      )
      return paginate(request, list, (b) => present(b, locale))
    })
    app.get('/api/v1/business/categories/', async (request) =>
      named(
        BUSINESS_CATEGORIES,
        localeOf(request),
        BUSINESSES.map((b) => b.category),
      ),
    )
    // The districts the directory has businesses in, for its district filter (not all 77).
    app.get('/api/v1/business/districts/', async (request) => {
      const locale = localeOf(request)
      const ids = [...new Set(BUSINESSES.map((b) => b.district))]
      return ids
        .map((id) => ({
          ...districtOf(id, locale)!,
          count: BUSINESSES.filter((b) => b.district === id).length,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, locale))
    })
    app.get<Slug>('/api/v1/business/:slug/', async (request) =>
      present(bySlug(BUSINESSES, request.params.slug), localeOf(request)),
    )
  }
}
