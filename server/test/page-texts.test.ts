import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { JOB_SEARCH_TITLE, PAGE_TEXTS } from '../src/lib/content-seo/page-texts.js'

/**
 * The titles the BFF writes into a page's head (its `og:title` and `twitter:title`, and its
 * `<title>` when the browser renders the page) are the screen's own headings: in Nepali, the
 * words the app's catalog gives them. A catalog that changes a title must change it here too.
 */

const configPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url))

/** The Nepali of each English message of the app's catalog. */
let nepaliOf: Map<string, string>

beforeAll(async () => {
  const config = getConfig({ configPath, skipValidation: true })
  const [catalog] = await getCatalogs(config)
  const entries = (await catalog!.read('ne')) as Record<
    string,
    { message?: string; translation?: string }
  >
  nepaliOf = new Map(
    Object.values(entries).map((entry) => [entry.message ?? '', entry.translation ?? '']),
  )
}, 60_000)

describe("the BFF's page titles", () => {
  it.each(Object.entries(PAGE_TEXTS))('%s is titled in Nepali as its screen is', (_id, texts) => {
    expect(nepaliOf.get(texts.title.en)).toBe(texts.title.ne)
  })

  it("the job search's title for words searched for is its screen's", () => {
    const screen = (text: string) => text.replace('{0}', '{search}')
    expect(JOB_SEARCH_TITLE.en).toBe(screen('Jobs: {0}'))
    expect(screen(nepaliOf.get('Jobs: {0}')!)).toBe(JOB_SEARCH_TITLE.ne)
  })
})
