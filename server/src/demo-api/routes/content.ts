import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../lib/errors.js'
import { localeOf, type Locale, type Text } from '../lib/locale.js'
import { idsParam, matches, paginate, param } from '../lib/query.js'
import { BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS, type BlogPost } from '../seed/content/blog.js'
import { BUSINESSES, BUSINESS_CATEGORIES } from '../seed/content/business.js'
import { FAQ_CATEGORIES, FAQ_TAGS, FAQS } from '../seed/content/faq.js'
import { TRAININGS, type Training } from '../seed/content/training.js'
import { loadNepal } from '../seed/nepal.js'
import type { DemoStore } from '../store/store.js'

const DAY = 86_400_000
type Slug = { Params: { slug: string } }

/** `[{slug, name, count}]` of a name table, counting the items that use each slug. */
const named = (table: Record<string, Text>, locale: Locale, uses: string[]) =>
  Object.entries(table).map(([slug, name]) => ({
    slug,
    name: name[locale],
    count: uses.filter((u) => u === slug).length,
  }))
const ref = (table: Record<string, Text>, slug: string, locale: Locale) => ({
  slug,
  name: table[slug]?.[locale] ?? slug,
})

/** Blog, FAQ, business directory and trainings: read-only seeded content in both languages. */
export function contentRoutes(store: DemoStore): FastifyPluginAsync {
  return async (app) => {
    const seeded = Date.parse(store.state.seeded_at)
    const card = (post: BlogPost, locale: Locale) => ({
      slug: post.slug,
      title: post.title[locale],
      excerpt: post.excerpt[locale],
      category: ref(BLOG_CATEGORIES, post.category, locale),
      tags: post.tags.map((tag) => ref(BLOG_TAGS, tag, locale)),
      author: post.author[locale],
      published_at: new Date(seeded - post.age_days * DAY).toISOString(),
      reading_minutes: post.reading_minutes,
      cover_image: null,
    })
    const bySlug = <T extends { slug: string }>(list: T[], slug: string): T => {
      const found = list.find((item) => item.slug === slug)
      if (!found) throw notFound()
      return found
    }

    app.get('/api/v1/blog/posts/', async (request) => {
      const locale = localeOf(request)
      const category = param(request, 'category')
      const tag = param(request, 'tag')
      const posts = BLOG_POSTS.filter(
        (p) =>
          matches([p.title, p.excerpt], param(request, 'search')) &&
          (!category || p.category === category) &&
          (!tag || p.tags.includes(tag)),
      )
      return paginate(request, posts, (p) => card(p, locale))
    })
    app.get<Slug>('/api/v1/blog/posts/:slug/', async (request) => {
      const locale = localeOf(request)
      const post = bySlug(BLOG_POSTS, request.params.slug)
      return { ...card(post, locale), body: post.body[locale] }
    })
    app.get('/api/v1/blog/categories/', async (request) =>
      named(
        BLOG_CATEGORIES,
        localeOf(request),
        BLOG_POSTS.map((p) => p.category),
      ),
    )
    app.get('/api/v1/blog/tags/', async (request) =>
      named(
        BLOG_TAGS,
        localeOf(request),
        BLOG_POSTS.flatMap((p) => p.tags),
      ),
    )

    app.get('/api/v1/faq/', async (request) => {
      const locale = localeOf(request)
      const category = param(request, 'category')
      const tag = param(request, 'tag')
      const faqs = FAQS.filter(
        (f) =>
          matches([f.question, f.answer], param(request, 'search')) &&
          (!category || f.category === category) &&
          (!tag || f.tags.includes(tag)),
      )
      return paginate(
        request,
        faqs,
        (f) => ({
          slug: f.slug,
          question: f.question[locale],
          answer: f.answer[locale],
          category: ref(FAQ_CATEGORIES, f.category, locale),
          tags: f.tags.map((t) => ref(FAQ_TAGS, t, locale)),
        }),
        25,
      )
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
    app.get<Slug>('/api/v1/faq/:slug/', async (request) => {
      const locale = localeOf(request)
      const faq = bySlug(FAQS, request.params.slug)
      return {
        slug: faq.slug,
        question: faq.question[locale],
        answer: faq.answer[locale],
        category: ref(FAQ_CATEGORIES, faq.category, locale),
        tags: faq.tags.map((t) => ref(FAQ_TAGS, t, locale)),
      }
    })

    const business = (b: (typeof BUSINESSES)[number], locale: Locale) => {
      const district = loadNepal().districts.find((d) => d.id === b.district)
      return {
        slug: b.slug,
        name: b.name[locale],
        category: ref(BUSINESS_CATEGORIES, b.category, locale),
        description: b.description[locale],
        district: district ? { id: district.id, name: district.name[locale] } : null,
        address: b.address[locale],
        phone_number: b.phone_number,
        website: b.website,
        services: b.services.map((s) => s[locale]),
      }
    }
    app.get('/api/v1/business/', async (request) => {
      const locale = localeOf(request)
      const category = param(request, 'category')
      const districts = idsParam(request, 'district')
      const list = BUSINESSES.filter(
        (b) =>
          matches([b.name, b.description], param(request, 'search')) &&
          (!category || b.category === category) &&
          (!districts.length || districts.includes(b.district)),
      )
      return paginate(request, list, (b) => business(b, locale))
    })
    app.get('/api/v1/business/categories/', async (request) =>
      named(
        BUSINESS_CATEGORIES,
        localeOf(request),
        BUSINESSES.map((b) => b.category),
      ),
    )
    app.get<Slug>('/api/v1/business/:slug/', async (request) =>
      business(bySlug(BUSINESSES, request.params.slug), localeOf(request)),
    )

    const training = (t: Training, locale: Locale) => ({
      slug: t.slug,
      title: t.title[locale],
      summary: t.summary[locale],
      duration: t.duration[locale],
      fee: t.fee,
      currency: 'NRs',
      starts_on: new Date(seeded + t.starts_in_days * DAY).toISOString().slice(0, 10),
      mode: t.mode,
      location: t.location[locale],
      seats: t.seats,
      seats_left:
        t.seats -
        store.state.submissions.filter(
          (s) => s.kind === 'training_enrollment' && s.data.training === t.slug,
        ).length,
      trainer: t.trainer[locale],
    })
    app.get('/api/v1/training/', async (request) => {
      const locale = localeOf(request)
      const mode = param(request, 'mode')
      const list = TRAININGS.filter(
        (t) =>
          matches([t.title, t.summary], param(request, 'search')) && (!mode || t.mode === mode),
      )
      return paginate(request, list, (t) => training(t, locale))
    })
    app.get<Slug>('/api/v1/training/:slug/', async (request) =>
      training(bySlug(TRAININGS, request.params.slug), localeOf(request)),
    )
  }
}
