import { describe, expect, it } from 'vitest'
import { SCREEN_CLASSES, screenClass } from './screen.js'

describe('screen classes', () => {
  it('mobile 0-768, tablet 769-1023, desktop 1024-1215, widescreen 1216-1407, fullhd 1408-5000', () => {
    expect(SCREEN_CLASSES.map(({ name, min, max }) => [name, min, max])).toEqual([
      ['mobile', 0, 768],
      ['tablet', 769, 1023],
      ['desktop', 1024, 1215],
      ['widescreen', 1216, 1407],
      ['fullhd', 1408, 5000],
    ])
  })
  it('each boundary width falls in its class', () => {
    const cases: [number, string][] = [
      [0, 'mobile'],
      [768, 'mobile'],
      [769, 'tablet'],
      [1023, 'tablet'],
      [1024, 'desktop'],
      [1215, 'desktop'],
      [1216, 'widescreen'],
      [1407, 'widescreen'],
      [1408, 'fullhd'],
      [5000, 'fullhd'],
      [6000, 'fullhd'],
      [768.5, 'mobile'],
    ]
    for (const [width, name] of cases) expect(screenClass(width), String(width)).toBe(name)
  })
})
