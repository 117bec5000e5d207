import type { Lang } from '@jagir/shared/routes/table'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import {
  cardVersion,
  SHARE_KINDS,
  shareCard,
  shareItemPath,
  siteCard,
  type ShareCard,
  type ShareKind,
} from '../lib/share/cards.js'
import { readLogo } from '../lib/share/logo.js'
import { drawCard, drawSiteLogo, encodePng } from '../lib/share/render.js'
import { isObject, readForPage } from '../lib/page-cache.js'

/**
 * The share images of the public pages (`lib/share/cards.ts`), 1200×630 PNG:
 * - `GET /share/{kind}/{id}.png?lang=ne|en&v={version}`: a job (by slug), an employer (by id), a
 *   blog post, a training, a business or an FAQ (by slug), read from the provider as a visitor in
 *   that language; 404/410 as the provider says, 404 for an unknown kind or language.
 * - `GET /share/site.png?lang=…`: the card of the pages with no item (lists, text pages).
 * - `GET /share/logo.png`: the site's logo, 512×512 (the publisher's logo in the JSON-LD).
 * The ETag is the card's version (a digest of what it shows): `If-None-Match` with it answers
 * 304 without drawing. With the current `v` in the address the answer is kept a year
 * (`immutable`); without it, or with an old one, the current image is kept 10 minutes.
 * Drawn images are kept in memory (SHARE_CACHE_BYTES at most) per item, language and version;
 * at most SHARE_RENDERS are drawn at once, and more than SHARE_QUEUE waiting are answered 503.
 */

/** Memory the drawn images may hold (an image is 50–120 KB). */
export const SHARE_CACHE_BYTES = 32 * 1024 * 1024
/** How long a card read from the provider is reused (the page's own head is kept as long). */
export const SHARE_CARD_MS = 30_000
/** Images drawn at the same time (each holds a 1200×630 canvas, about 3 MB, while it is drawn). */
export const SHARE_RENDERS = 2
/** Draws waiting for a turn; past it the answer is 503 (the crawler tries again). */
export const SHARE_QUEUE = 32
const YEAR = 'public, max-age=31536000, immutable'
const CURRENT = 'public, max-age=600'
const MAX_ID_LENGTH = 200

type CardRead = { status: 200; card: ShareCard } | { status: number }

export default fp(
  async function shareImagesPlugin(fastify) {
    const upstream = fastify.upstream
    const log = fastify.log

    const cards = new LRUCache<string, CardRead, { kind: ShareKind; id: string; lang: Lang }>({
      max: 5_000,
      ttl: SHARE_CARD_MS,
      fetchMethod: async (_key, _stale, { context }) => {
        const read = await readForPage(
          upstream,
          shareItemPath(context.kind, context.id),
          context.lang,
          log,
        )
        if (read.status !== 200) return { status: read.status }
        if (!isObject(read.body)) return { status: 502 }
        return { status: 200, card: shareCard(context.kind, read.body, context.lang) }
      },
    })

    // The drawing queue: SHARE_RENDERS at a time, the rest in turn.
    let drawing = 0
    const waiting: (() => void)[] = []
    async function inTurn<T>(work: () => Promise<T>): Promise<T | null> {
      if (drawing >= SHARE_RENDERS) {
        if (waiting.length >= SHARE_QUEUE) return null
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
      drawing += 1
      try {
        return await work()
      } finally {
        drawing -= 1
        waiting.shift()?.()
      }
    }

    const images = new LRUCache<string, Buffer, ShareCard>({
      maxSize: SHARE_CACHE_BYTES,
      sizeCalculation: (png) => png.length,
      fetchMethod: async (_key, _stale, { context: card }) => {
        // The logo is read before the turn: a slow provider holds no drawing slot.
        const logo = card.logo ? await readLogo(upstream, card.logo, log) : null
        const png = await inTurn(() => encodePng(drawCard(card, logo)))
        // Too many waiting: nothing is kept, the request answers 503.
        return png ?? undefined
      },
    })
    let siteLogo: Promise<Buffer> | null = null

    async function sendCard(
      request: FastifyRequest<{ Querystring: { v?: string } }>,
      reply: FastifyReply,
      key: string,
      card: ShareCard,
    ) {
      const version = cardVersion(card)
      const etag = `"${version}"`
      reply
        .header('etag', etag)
        .header('cache-control', request.query.v === version ? YEAR : CURRENT)
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      const png = await images.fetch(`${key}:${version}`, { context: card })
      if (!png) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '5')
          .removeHeader('etag')
          .send({ detail: 'Busy: try again in a few seconds.' })
      }
      return reply.type('image/png').send(png)
    }

    const langOf = (query: { lang?: string }): Lang | null =>
      query.lang === undefined || query.lang === 'ne' ? 'ne' : query.lang === 'en' ? 'en' : null

    const notFound = (reply: FastifyReply, status = 404) =>
      reply.code(status).header('cache-control', 'no-store').send({ detail: 'Not found.' })

    fastify.get<{ Querystring: { lang?: string; v?: string } }>(
      '/share/site.png',
      async (request, reply) => {
        const lang = langOf(request.query)
        if (!lang) return notFound(reply)
        return sendCard(request, reply, `site:${lang}`, siteCard(lang))
      },
    )

    fastify.get('/share/logo.png', async (_request, reply) => {
      siteLogo ??= encodePng(drawSiteLogo())
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await siteLogo)
    })

    fastify.get<{
      Params: { kind: string; file: string }
      Querystring: { lang?: string; v?: string }
    }>('/share/:kind/:file', async (request, reply) => {
      const { kind, file } = request.params
      const lang = langOf(request.query)
      const id = file.endsWith('.png') ? file.slice(0, -4) : ''
      if (
        !lang ||
        !(SHARE_KINDS as readonly string[]).includes(kind) ||
        id === '' ||
        id.length > MAX_ID_LENGTH
      ) {
        return notFound(reply)
      }
      const context = { kind: kind as ShareKind, id, lang }
      const key = `${kind}:${id}:${lang}`
      const read = await cards.fetch(key, { context })
      if (read?.status === 502) {
        return reply
          .code(502)
          .header('cache-control', 'no-store')
          .send({ detail: 'The provider answered oddly.' })
      }
      if (!read || !('card' in read)) return notFound(reply, read?.status === 410 ? 410 : 404)
      return sendCard(request, reply, key, read.card)
    })
  },
  { name: 'jagir-share-images', dependencies: ['jagir-upstream'] },
)
