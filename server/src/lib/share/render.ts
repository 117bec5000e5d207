import { createCanvas, GlobalFonts, Image, type Canvas, type SKRSContext2D } from '@napi-rs/canvas'
import { fileURLToPath } from 'node:url'
import { SHARE_HEIGHT, SHARE_WIDTH, SITE_LOGO_SIZE, type ShareCard } from './cards.js'

/**
 * Draws a share card as a 1200×630 PNG with Skia (@napi-rs/canvas), whose text goes through
 * HarfBuzz: Devanagari conjuncts, vowel signs and reph are shaped as in a browser. The fonts are
 * the project's own (`server/fonts`, Noto Sans and Noto Sans Devanagari, SIL OFL), so the image
 * is the same on every machine. Every text is cut before it is measured (a title of any length
 * costs the same) and wrapped to a few lines with an ellipsis.
 */

const FONT_DIR = fileURLToPath(new URL('../../../fonts/', import.meta.url))
/** Latin first, then Devanagari: each character is drawn with the first font that has it. */
export const SHARE_FONT_FAMILY = "'Jagir Share Latin', 'Jagir Share Devanagari'"
const BRAND_BLUE = '#1f5fa8'
const INK = '#14213d'
const MUTED = '#4a5568'

let fontsLoaded = false
/** Registers the shipped fonts once (about 2 MB read from disk). */
export function loadShareFonts(): void {
  if (fontsLoaded) return
  for (const [file, family] of [
    ['NotoSans_400Regular.ttf', 'Jagir Share Latin'],
    ['NotoSans_700Bold.ttf', 'Jagir Share Latin'],
    ['NotoSansDevanagari_400Regular.ttf', 'Jagir Share Devanagari'],
    ['NotoSansDevanagari_700Bold.ttf', 'Jagir Share Devanagari'],
  ] as const) {
    if (!GlobalFonts.registerFromPath(FONT_DIR + file, family)) {
      throw new Error(`share images: cannot load the font ${file}`)
    }
  }
  fontsLoaded = true
}

/** Characters of a text read at most (a hostile title is cut before it is shaped). */
export const TEXT_MAX = 240
/**
 * The letters of a text, where a line may break or be cut: its graphemes ("कि" is one), but a
 * "letter" of more than a few characters (a run of conjuncts is one grapheme) by its characters.
 */
const letters = (value: string): string[] =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value),
    ({ segment }) => segment,
  ).flatMap((letter) => (letter.length > 8 ? Array.from(letter) : [letter]))

/** A text cut to TEXT_MAX characters on a letter's edge, its whitespace collapsed. */
export function clampText(value: string, max = TEXT_MAX): string {
  const collapsed = value.replace(/\s+/g, ' ').trim()
  if (collapsed.length <= max) return collapsed
  let kept = ''
  for (const letter of letters(collapsed.slice(0, max + 8))) {
    if (kept.length + letter.length > max) break
    kept += letter
  }
  return `${kept}…`
}

/**
 * `value` in lines at most `width` wide, at most `maxLines` of them; the last one ends with an
 * ellipsis when some of the text did not fit. A word wider than a line is broken between letters.
 */
export function wrapLines(
  context: SKRSContext2D,
  value: string,
  width: number,
  maxLines: number,
): string[] {
  const fits = (line: string) => context.measureText(line).width <= width
  const lines: string[] = []
  let line = ''
  let cut = false
  const words = clampText(value).split(' ').filter(Boolean)
  outer: for (const word of words) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) {
      lines.push(line)
      line = ''
      if (lines.length === maxLines) {
        cut = true
        break
      }
    }
    if (fits(word)) {
      line = word
      continue
    }
    // One word wider than the line: as many letters as fit, then the rest on the next lines.
    for (const letter of letters(word)) {
      if (fits(line + letter)) {
        line += letter
        continue
      }
      lines.push(line)
      line = letter
      if (lines.length === maxLines) {
        cut = true
        break outer
      }
    }
  }
  if (!cut && line) lines.push(line)
  if (cut || (value.length > TEXT_MAX && lines.length > 0)) {
    let last = lines[lines.length - 1]!.replace(/…$/, '')
    const kept = letters(last)
    while (kept.length > 0 && !fits(`${kept.join('').trimEnd()}…`)) kept.pop()
    last = `${kept.join('').trimEnd()}…`
    lines[lines.length - 1] = last
  }
  return lines
}

function roundedRect(context: SKRSContext2D, x: number, y: number, size: number, radius: number) {
  context.beginPath()
  context.roundRect(x, y, size, size, radius)
}

/** The logo, contained in its box on white; false when it could not be drawn. */
function drawLogo(context: SKRSContext2D, bytes: Buffer, x: number, y: number, size: number) {
  const image = new Image()
  image.src = bytes
  if (!image.complete || image.width === 0 || image.height === 0) return false
  roundedRect(context, x, y, size, 20)
  context.fillStyle = '#ffffff'
  context.fill()
  context.strokeStyle = '#d5dce6'
  context.lineWidth = 2
  context.stroke()
  const inner = size - 16
  const scale = Math.min(inner / image.width, inner / image.height)
  const w = image.width * scale
  const h = image.height * scale
  context.save()
  roundedRect(context, x, y, size, 20)
  context.clip()
  context.drawImage(image, x + (size - w) / 2, y + (size - h) / 2, w, h)
  context.restore()
  return true
}

/** The organisation's (or the title's) first letter in a blue square. */
function drawInitial(context: SKRSContext2D, initial: string, x: number, y: number, size: number) {
  roundedRect(context, x, y, size, 20)
  context.fillStyle = BRAND_BLUE
  context.fill()
  context.fillStyle = '#ffffff'
  context.font = `bold ${Math.round(size * 0.5)}px ${SHARE_FONT_FAMILY}`
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  context.fillText(clampText(initial, 4), x + size / 2, y + size / 2 + 2)
  context.textAlign = 'left'
  context.textBaseline = 'alphabetic'
}

/** Draws a card; `logo` is the organisation's logo already read and checked (or null). */
export function drawCard(card: ShareCard, logo: Buffer | null): Canvas {
  loadShareFonts()
  const canvas = createCanvas(SHARE_WIDTH, SHARE_HEIGHT)
  const context = canvas.getContext('2d')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, SHARE_WIDTH, SHARE_HEIGHT)
  context.fillStyle = BRAND_BLUE
  context.fillRect(0, 0, 16, SHARE_HEIGHT)

  const left = 80
  const right = SHARE_WIDTH - 72
  const box = 128
  if (!logo || !drawLogo(context, logo, left, 56, box)) {
    drawInitial(context, card.initial, left, 56, box)
  }
  const side = left + box + 36
  context.fillStyle = BRAND_BLUE
  context.font = `bold 30px ${SHARE_FONT_FAMILY}`
  const [label] = wrapLines(context, card.label, right - side, 1)
  context.fillText(label ?? '', side, 104)
  if (card.subtitle) {
    context.fillStyle = MUTED
    context.font = `36px ${SHARE_FONT_FAMILY}`
    const [subtitle] = wrapLines(context, card.subtitle, right - side, 1)
    context.fillText(subtitle ?? '', side, 162)
  }

  const facts = card.facts.slice(0, 3)
  context.fillStyle = INK
  // A title that fits on one line at 68 px is drawn at that size, a longer one at 58 px.
  context.font = `bold 68px ${SHARE_FONT_FAMILY}`
  let titleLines = wrapLines(context, card.title, right - left, 1)
  if (titleLines.length !== 1 || titleLines[0]!.endsWith('…')) {
    context.font = `bold 58px ${SHARE_FONT_FAMILY}`
    titleLines = wrapLines(context, card.title, right - left, facts.length >= 2 ? 2 : 3)
  }
  let y = 274
  for (const line of titleLines) {
    context.fillText(line, left, y)
    y += 76
  }

  context.font = `32px ${SHARE_FONT_FAMILY}`
  y += 24
  for (const fact of facts) {
    const [line] = wrapLines(context, fact, right - left - 28, 1)
    context.fillStyle = BRAND_BLUE
    context.beginPath()
    context.arc(left + 7, y - 11, 7, 0, Math.PI * 2)
    context.fill()
    context.fillStyle = INK
    context.fillText(line ?? '', left + 28, y)
    y += 46
  }

  context.fillStyle = BRAND_BLUE
  context.font = `bold 34px ${SHARE_FONT_FAMILY}`
  context.textAlign = 'right'
  context.fillText(card.lang === 'ne' ? 'जागिर' : 'Jagir', right, SHARE_HEIGHT - 44)
  context.textAlign = 'left'
  return canvas
}

/** The site's logo: its name's first letter in the brand's blue square. */
export function drawSiteLogo(): Canvas {
  loadShareFonts()
  const canvas = createCanvas(SITE_LOGO_SIZE, SITE_LOGO_SIZE)
  const context = canvas.getContext('2d')
  drawInitial(context, 'J', 0, 0, SITE_LOGO_SIZE)
  return canvas
}

/** A canvas as PNG, encoded on libuv's thread pool (off the event loop). */
export const encodePng = (canvas: Canvas): Promise<Buffer> => canvas.encode('png')
