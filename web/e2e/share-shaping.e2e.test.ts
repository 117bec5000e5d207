import { createCanvas, Image, type SKRSContext2D } from '@napi-rs/canvas'
import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadShareFonts } from '../../server/src/lib/share/render.js'
import { launchBrowser } from './browser'

/**
 * Issue 33: the share images draw Nepali as a browser does. The server's renderer (Skia through
 * @napi-rs/canvas, shaping with HarfBuzz) and Chromium draw the same words in the same shipped
 * font at the same size; their ink must match (conjuncts क्ष and त्र, the reph of र्म, vowel
 * signs ि and ी around their consonants). The same words drawn letter by letter, as a renderer
 * that does not shape would, must not.
 */

const FONT = new URL('../../server/fonts/NotoSansDevanagari_700Bold.ttf', import.meta.url)
const WORDS = 'कर्मचारी व्यवस्थापक क्षेत्र प्रशिक्षण'
const WIDTH = 1000
const HEIGHT = 100
const FONT_CSS = "bold 48px 'Jagir Share Devanagari'"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Dark pixels of an RGBA image: where there is ink. */
function inkOf(data: Uint8ClampedArray): boolean[] {
  const ink: boolean[] = []
  for (let at = 0; at < data.length; at += 4) {
    ink.push(data[at]! * 0.3 + data[at + 1]! * 0.59 + data[at + 2]! * 0.11 < 128)
  }
  return ink
}

/** The share of the ink of either image that the other does not have (0: the same). */
function inkDifference(a: boolean[], b: boolean[]): number {
  let either = 0
  let one = 0
  for (let at = 0; at < a.length; at += 1) {
    if (a[at] || b[at]) either += 1
    if (a[at] !== b[at]) one += 1
  }
  return either === 0 ? 1 : one / either
}

function blank(): { context: SKRSContext2D; read: () => boolean[] } {
  const canvas = createCanvas(WIDTH, HEIGHT)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, WIDTH, HEIGHT)
  context.fillStyle = '#000000'
  context.font = FONT_CSS
  return { context, read: () => inkOf(context.getImageData(0, 0, WIDTH, HEIGHT).data) }
}

/** The words as the share images draw them. */
function serverInk(): boolean[] {
  loadShareFonts()
  const { context, read } = blank()
  context.fillText(WORDS, 10, 70)
  return read()
}

/** The words one character at a time, each where the last one ended: no shaping. */
function unshapedInk(): boolean[] {
  loadShareFonts()
  const { context, read } = blank()
  let x = 10
  for (const character of WORDS) {
    context.fillText(character, x, 70)
    x += context.measureText(character).width
  }
  return read()
}

/** The words as Chromium draws them, in a canvas, with the same font file. */
async function chromiumInk(): Promise<boolean[]> {
  const page = await browser.newPage()
  try {
    await page.setContent(`<canvas width="${WIDTH}" height="${HEIGHT}"></canvas>`)
    const png = await page.evaluate(
      async ({ font, words, css }) => {
        const bytes = Uint8Array.from(atob(font), (c) => c.charCodeAt(0))
        const face = new FontFace('Jagir Share Devanagari', bytes.buffer, { weight: '700' })
        document.fonts.add(await face.load())
        const canvas = document.querySelector('canvas')!
        const context = canvas.getContext('2d')!
        context.fillStyle = '#ffffff'
        context.fillRect(0, 0, canvas.width, canvas.height)
        context.fillStyle = '#000000'
        context.font = css
        context.fillText(words, 10, 70)
        return canvas.toDataURL('image/png').split(',')[1]!
      },
      { font: readFileSync(FONT).toString('base64'), words: WORDS, css: FONT_CSS },
    )
    const image = new Image()
    image.src = Buffer.from(png, 'base64')
    const { context, read } = blank()
    context.drawImage(image, 0, 0)
    return read()
  } finally {
    await page.close()
  }
}

describe('Nepali in the share images', () => {
  it('is shaped as Chromium shapes it: conjuncts, reph and vowel signs', async () => {
    const chromium = await chromiumInk()
    const server = serverInk()
    const unshaped = unshapedInk()
    expect(chromium.filter(Boolean).length).toBeGreaterThan(2_000)
    // The same glyphs in the same places, give or take the edges' anti-aliasing (measured: 4%;
    // drawn letter by letter: 73%).
    expect(inkDifference(server, chromium)).toBeLessThan(0.12)
    // Letters drawn one by one are far from it: the comparison tells shaped from unshaped.
    expect(inkDifference(unshaped, chromium)).toBeGreaterThan(0.3)
  })

  it('gives a conjunct and a reph their shaped widths', () => {
    loadShareFonts()
    const { context } = blank()
    const width = (text: string) => context.measureText(text).width
    // क्ष is one glyph, narrower than क, ् and ष side by side.
    expect(width('क्ष')).toBeLessThan(width('क') + width('्') + width('ष') - 10)
    // The reph of र्म sits on म and takes no room of its own.
    expect(Math.abs(width('र्म') - width('म'))).toBeLessThan(1)
  })
})
