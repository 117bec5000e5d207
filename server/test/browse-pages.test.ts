import type { ServerRenderer, ServerRenderRequest } from '@jagir/shared/routes/server-render'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, buildTestApp } from './helpers/build.js'
import { jsonLdOf, linksOf, metaOf, titleOf } from './helpers/page-head.js'
import { useWebRoot } from './helpers/web-root.js'
import { startDemo } from './demo-api/helpers.js'

/**
 * Issue 30: the pages of open jobs by category, district and employer are served in both
 * languages with their own title, description (the biggest groups and their counts, Nepali
 * digits in Nepali), canonical link and hreflang alternates, read from the embedded API; the
 * server's render is given the list it read.
 */

const INDEX =
  '<!doctype html><html lang="ne"><head><meta charset="utf-8">' +
  '<meta name="description" content="जागिर"><title>जागिर</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>'
const webRoot = useWebRoot({ 'index.html': INDEX })

let demo: FastifyInstance
let app: FastifyInstance
let asked: ServerRenderRequest[]
const renderer: ServerRenderer = {
  render: async (request) => {
    asked.push(request)
    const list = await request.fetch(`/api/v1/job/browse/?by=${request.url.split('/').pop()}`)
    return {
      kind: 'html',
      head: '',
      html: `<main>${list.status}</main>`,
      data: { lang: request.lang, screen: request.screen, fallback: {}, readAt: 1, user: null },
    }
  },
}

beforeAll(async () => {
  const started = await startDemo()
  demo = started.app
  // Rendered however busy the process is (the embedded API runs in it here).
  app = await buildTestApp(
    started.url,
    { SERVER_RENDER: 'always' },
    { webRoot: webRoot.dir(), serverRenderer: renderer },
  )
})
afterAll(async () => {
  await app.close()
  await demo.close()
})
beforeEach(() => {
  asked = []
})

const get = (url: string) => app.inject({ method: 'GET', url })

describe('the browse pages', () => {
  const pages = [
    ['/job/browse/category', 'वर्गअनुसार जागिर | जागिर', 'सूचना प्रविधि तथा दूरसञ्चार ('],
    ['/en/job/browse/category', 'Jobs by category | Jagir', 'IT & Telecommunication ('],
    ['/job/browse/district', 'जिल्लाअनुसार जागिर | जागिर', 'काठमाडौँ ('],
    ['/en/job/browse/district', 'Jobs by district | Jagir', 'Kathmandu ('],
    ['/job/browse/company', 'कम्पनीअनुसार जागिर | जागिर', '('],
    ['/en/job/browse/company', 'Jobs by company | Jagir', '('],
  ] as const

  it.each(pages)(
    '%s: 200 with its own title, description and links',
    async (path, title, named) => {
      const res = await get(path)
      expect(res.statusCode).toBe(200)
      expect(titleOf(res.body)).toBe(title)
      const description = metaOf(res.body, 'description')!
      expect(description).toContain(named)
      // Counts in the page's own digits.
      if (path.startsWith('/en/')) expect(description).toMatch(/\(\d+\)/)
      else expect(description).toMatch(/\([०-९]+\)/)
      const bare = path.replace(/^\/en/, '')
      expect(linksOf(res.body)).toEqual({
        canonical: `${TEST_ORIGIN}${path}`,
        alternates: {
          ne: `${TEST_ORIGIN}${bare}`,
          en: `${TEST_ORIGIN}/en${bare}`,
          'x-default': `${TEST_ORIGIN}${bare}`,
        },
      })
      // Each group links to the job search it stands for; the render got the list read here.
      const list = jsonLdOf(res.body).find((block) => block['@type'] === 'ItemList')!
      const first = (list.itemListElement as { url: string }[])[0]!.url
      expect(first).toMatch(
        new RegExp(`^${TEST_ORIGIN}${path.startsWith('/en/') ? '/en' : ''}/job/search\\?`),
      )
      expect(asked).toHaveLength(1)
      expect(res.body).toContain('<main>200</main>')
    },
  )
})
