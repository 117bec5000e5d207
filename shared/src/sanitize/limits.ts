import type { ValidationMessage } from '../errors/validation-codes.js'

/**
 * How deeply rich text may nest. The wizard's editor writes shallow HTML (a list in a list in a
 * list, a link in bold in a paragraph: about ten levels at most), while sanitizing costs time
 * that grows with the square of the depth (jsdom: 12 s for 10,000 nested `<div>`s). 64 leaves
 * room for any description a person writes and keeps the sanitizer's work small.
 */
export const RICH_TEXT_MAX_DEPTH = 64

/** Elements without an end tag: they never hold anything open. */
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
])

/** A tag as the HTML tokenizer starts one: `<` or `</`, then a letter. */
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)/y

/**
 * How deeply `html` nests, counted in one pass without parsing, stopping once past `stopAbove`.
 * The count errs high, never low: an end tag closes an element only when it matches the one
 * open last (an unclosed `<p>` or a stray end tag keeps counting), so tricks that make a parser
 * keep elements open past their end tag (tables, misnested `<b>`) cannot hide depth from it.
 */
export function richTextDepth(html: string, stopAbove = Infinity): number {
  const open: string[] = []
  let deepest = 0
  let at = html.indexOf('<')
  while (at !== -1) {
    TAG.lastIndex = at
    const tag = TAG.exec(html)
    if (tag === null) {
      at = html.indexOf('<', at + 1)
      continue
    }
    const name = tag[2]!.toLowerCase()
    if (tag[1] === '/') {
      if (open[open.length - 1] === name) open.pop()
    } else if (!VOID.has(name)) {
      open.push(name)
      deepest = Math.max(deepest, open.length)
      if (deepest > stopAbove) return deepest
    }
    // Whatever follows up to the tag's `>` is attributes; tags inside them only count higher.
    const end = html.indexOf('>', TAG.lastIndex)
    if (end === -1) break
    at = html.indexOf('<', end + 1)
  }
  return deepest
}

/**
 * The cheap limits rich text must meet before it is sanitized (the sanitizer's cost grows with
 * both): at most `maxLength` characters and RICH_TEXT_MAX_DEPTH levels of nesting. Linear in
 * the length; null when both hold, else the validation message the field gets.
 */
export function richTextLimits(html: string, maxLength: number): ValidationMessage | null {
  if (html.length > maxLength) return { code: 'max_length', params: { max: maxLength } }
  if (richTextDepth(html, RICH_TEXT_MAX_DEPTH) > RICH_TEXT_MAX_DEPTH) {
    return { code: 'too_complex', params: {} }
  }
  return null
}
