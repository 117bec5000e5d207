import type { FastifyPluginAsync } from 'fastify'
import { localeOf, type Locale } from '../../lib/locale.js'
import { paginate, param } from '../../lib/query.js'
import { wordFinder } from '../../search/match.js'
import { FAQ_CATEGORIES, FAQ_TAGS, FAQS, type Faq } from '../../seed/content/faq.js'
import { bySlug, daysBefore, named, ref } from './shared.js'

type Slug = { Params: { slug: string } }
/** Finds items by the words of `?search=`, folded. */
const found = wordFinder((faq: Faq) => [faq.question, faq.answer])

/** The FAQ's pages hold 25 questions unless a page size is asked for. */
const FAQ_PAGE_SIZE = 25

/** Questions and answers by search, category and tag (`tag=employer`: those employers ask). */
export function faqRoutes(seeded: number): FastifyPluginAsync {
  return async (app) => {
    const present = (faq: Faq, locale: Locale) => ({
      slug: faq.slug,
      question: faq.question[locale],
      answer: faq.answer[locale],
      category: ref(FAQ_CATEGORIES, faq.category, locale),
      tags: faq.tags.map((t) => ref(FAQ_TAGS, t, locale)),
      updated_at: daysBefore(seeded, 30 + FAQS.indexOf(faq)),
    })

    app.get('/api/v1/faq/', async (request) => {
      const locale = localeOf(request)
      const category = param(request, 'category')
      const tag = param(request, 'tag')
      const faqs = FAQS.filter(
        (f) =>
          found(f, param(request, 'search')) &&
          (!category || f.category === category) &&
          (!tag || f.tags.includes(tag)),
      )
      return paginate(request, faqs, (f) => present(f, locale), FAQ_PAGE_SIZE)
    })
    app.get('/api/v1/faq/categories/', async (request) =>
      named(
        FAQ_CATEGORIES,
        localeOf(request),
        FAQS.map((f) => f.category),
      ),
    )
    app.get('/api/v1/faq/tags/', async (request) =>
      named(
        FAQ_TAGS,
        localeOf(request),
        FAQS.flatMap((f) => f.tags),
      ),
    )
    app.get<Slug>('/api/v1/faq/:slug/', async (request) =>
      present(bySlug(FAQS, request.params.slug), localeOf(request)),
    )
  }
}
