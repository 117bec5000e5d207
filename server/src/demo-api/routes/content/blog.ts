import type { FastifyPluginAsync } from 'fastify'
import { localeOf, type Locale } from '../../lib/locale.js'
import { paginate, param } from '../../lib/query.js'
import { wordFinder } from '../../search/match.js'
import { BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS, type BlogPost } from '../../seed/content/blog.js'
import { COVER_HEIGHT, COVER_WIDTH, coverSvg } from './covers.js'
import { bySlug, daysBefore, named, ref } from './shared.js'

type Slug = { Params: { slug: string } }
/** Finds items by the words of `?search=`, folded. */
const found = wordFinder((post: BlogPost) => [post.title, post.excerpt])

/** Posts a post's page suggests next. */
const RELATED = 3

/** Newest first (the seed keeps them so; the list promises it). */
const NEWEST_FIRST = [...BLOG_POSTS].sort((a, b) => a.age_days - b.age_days)

/** Other posts of the same category, then those sharing a tag, newest first. */
function relatedTo(post: BlogPost): BlogPost[] {
  const others = NEWEST_FIRST.filter((other) => other.slug !== post.slug)
  const sameCategory = others.filter((other) => other.category === post.category)
  const sharedTag = others.filter(
    (other) => other.category !== post.category && other.tags.some((t) => post.tags.includes(t)),
  )
  return [...sameCategory, ...sharedTag].slice(0, RELATED)
}

/** The blog: posts newest first by search, category and tag; each post with related ones. */
export function blogRoutes(seeded: number): FastifyPluginAsync {
  return async (app) => {
    const card = (post: BlogPost, locale: Locale) => ({
      slug: post.slug,
      title: post.title[locale],
      excerpt: post.excerpt[locale],
      category: ref(BLOG_CATEGORIES, post.category, locale),
      tags: post.tags.map((tag) => ref(BLOG_TAGS, tag, locale)),
      author: post.author[locale],
      published_at: daysBefore(seeded, post.age_days),
      updated_at: daysBefore(seeded, post.age_days),
      reading_minutes: post.reading_minutes,
      cover_image: {
        url: `/api/v1/blog/posts/${post.slug}/cover.svg`,
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
        alt: post.title[locale],
      },
    })

    app.get('/api/v1/blog/posts/', async (request) => {
      const locale = localeOf(request)
      const category = param(request, 'category')
      const tag = param(request, 'tag')
      const posts = NEWEST_FIRST.filter(
        (p) =>
          found(p, param(request, 'search')) &&
          (!category || p.category === category) &&
          (!tag || p.tags.includes(tag)),
      )
      return paginate(request, posts, (p) => card(p, locale))
    })
    app.get<Slug>('/api/v1/blog/posts/:slug/', async (request) => {
      const locale = localeOf(request)
      const post = bySlug(BLOG_POSTS, request.params.slug)
      return {
        ...card(post, locale),
        body: post.body[locale],
        related: relatedTo(post).map((other) => card(other, locale)),
      }
    })
    app.get<Slug>('/api/v1/blog/posts/:slug/cover.svg', async (request, reply) => {
      const post = bySlug(BLOG_POSTS, request.params.slug)
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(coverSvg(post.slug, post.category))
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
  }
}
