import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nestedHtmlArb } from '../testing/arbitraries.js'
import { RICH_TEXT_MAX_DEPTH, richTextDepth, richTextLimits } from './limits.js'
import { timeBudget } from '../testing/time-budget.js'

describe('rich-text limits (checked before the sanitizer)', () => {
  it('counts how deeply elements nest; void elements, comments and text do not', () => {
    expect(richTextDepth('')).toBe(0)
    expect(richTextDepth('plain text, 3 < 4 > 2')).toBe(0)
    expect(richTextDepth('<p>a<br>b<img src="x.png"></p><p>c</p>')).toBe(1)
    expect(richTextDepth('<ul><li><strong><a href="x">y</a></strong></li></ul>')).toBe(4)
    expect(richTextDepth('<UL><Li>x</lI></ul><!-- a comment -->')).toBe(2)
  })
  it('errs high on what a parser could keep open: unclosed tags, stray and misnested end tags', () => {
    expect(richTextDepth('<p>x'.repeat(100))).toBe(100)
    expect(richTextDepth('<div></span>'.repeat(100))).toBe(100)
    expect(richTextDepth('<b><div></b>'.repeat(50))).toBe(100)
    expect(richTextDepth('<div><table></div>'.repeat(50))).toBe(100)
    // A `<` before a tag does not hide it; attributes cannot swallow the next tag either.
    expect(richTextDepth('<<div>'.repeat(100))).toBe(100)
    expect(richTextDepth('<a title=">"><div>'.repeat(50))).toBe(100)
  })
  it('stops counting once past the limit asked about', () => {
    expect(richTextDepth('<div>'.repeat(10_000), 64)).toBe(65)
  })
  it('a description too long or too deep gets a field message before any sanitizing', () => {
    expect(richTextLimits('<p>x</p>'.repeat(10), 50_000)).toBeNull()
    expect(richTextLimits('x'.repeat(50_001), 50_000)).toEqual({
      code: 'max_length',
      params: { max: 50_000 },
    })
    expect(richTextLimits('<div>'.repeat(RICH_TEXT_MAX_DEPTH), 50_000)).toBeNull()
    expect(richTextLimits('<div>'.repeat(RICH_TEXT_MAX_DEPTH + 1), 50_000)).toEqual({
      code: 'too_complex',
      params: {},
    })
  })
  it('takes time linear in the length: a megabyte of nesting or of `<` in well under a second', () => {
    const started = performance.now()
    for (const html of ['<div>'.repeat(200_000), '<'.repeat(1_000_000), '<a'.repeat(500_000)]) {
      richTextDepth(html)
    }
    expect(performance.now() - started).toBeLessThan(timeBudget(1_000))
  })
  it('property: nesting as written is what is counted', () => {
    fc.assert(
      fc.property(nestedHtmlArb, ({ html, depth }) => {
        expect(richTextDepth(html)).toBe(depth)
      }),
    )
  })
})
