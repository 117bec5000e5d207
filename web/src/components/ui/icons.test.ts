import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Emoji, dingbats and miscellaneous symbols show as empty boxes where no font has them (issue
// 11, item 3: the editor's link button). The UI draws such icons as SVG (components/ui/icons).
const FONT_DEPENDENT = /[\u2600-\u27BF\u2B00-\u2BFF\u{1F000}-\u{1FAFF}]/u
const SRC = path.resolve(import.meta.dirname, '../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [full] : []
  })
}

describe('icons', () => {
  it('no screen shows an emoji or a symbol-font character: icons are drawn', () => {
    const found = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => FONT_DEPENDENT.test(line))
        .map(({ line, index }) => `${path.relative(SRC, file)}:${index + 1}: ${line.trim()}`),
    )
    expect(found).toEqual([])
  })
})
