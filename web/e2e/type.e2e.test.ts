import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, visit } from './browser'

/**
 * Issue 34, item 20: the Devanagari faces set Devanagari only (unicode-range), so Latin text,
 * its digits and commas come from a Latin face: on English pages and in the Latin parts of
 * Nepali ones. Read from Chromium's own account of the fonts a text was drawn with.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const DEVANAGARI_FACES = /Devanagari/i

/** The fonts Chromium drew an element's own text with, by family name. */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

describe('type', () => {
  it('sets an English page in Latin faces, with no Devanagari face for its letters or commas', async () => {
    const { page, context } = await openPage(browser)
    await visit(page, '/en')
    await page.evaluate(() => document.fonts.ready)
    const fonts = await fontsOf(page, 'main h1')
    expect(fonts.length).toBeGreaterThan(0)
    expect(fonts.filter((family) => DEVANAGARI_FACES.test(family))).toEqual([])
    // The faces themselves say so.
    const ranges = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => /Devanagari/.test(face.family))
        .map((face) => face.unicodeRange),
    )
    expect(ranges.length).toBeGreaterThan(0)
    for (const range of ranges) expect(range).toMatch(/^U\+900-97F/i)
    await context.close()
  })

  it('sets a Nepali page in the Devanagari face, and its Latin parts in a Latin one', async () => {
    const { page, context } = await openPage(browser)
    await visit(page, '/')
    await page.evaluate(() => document.fonts.ready)
    expect((await fontsOf(page, 'main h1')).some((family) => DEVANAGARI_FACES.test(family))).toBe(
      true,
    )
    // A Latin word on the Nepali page: drawn in a Latin face only.
    await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.id = 'latin-probe'
      probe.textContent = 'New Baneshwor, Kathmandu 4,216'
      document.querySelector('main')!.append(probe)
    })
    const latin = await fontsOf(page, '#latin-probe')
    expect(latin.filter((family) => DEVANAGARI_FACES.test(family))).toEqual([])
    await context.close()
  })
})
