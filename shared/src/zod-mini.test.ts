import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The web bundles zod through these schemas; classic zod costs the job post wizard ~16 KB gzip
// more than zod/mini (its schemas drag in JSON schema, the memoizer and the English locale).
const SRC = fileURLToPath(new URL('.', import.meta.url))
// This file names the classic entries in its own examples.
const SELF = fileURLToPath(import.meta.url)

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : []
  })

// Static imports and re-exports, type-only ones too, dynamic imports and requires.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g

/** The zod entry points a source file names. */
function zodEntries(source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1]!)
    .filter((specifier) => specifier === 'zod' || specifier.startsWith('zod/'))
}

describe('shared/ loads zod only through zod/mini', () => {
  const files = sourceFiles(SRC).filter((file) => file !== SELF)

  it('no file under shared/src imports zod other than zod/mini', () => {
    const offenders = files.flatMap((file) =>
      zodEntries(readFileSync(file, 'utf8'))
        .filter((entry) => entry !== 'zod/mini')
        .map((entry) => `${relative(SRC, file)}: ${entry}`),
    )
    expect(offenders).toEqual([])
  })

  it('the check sees the schemas (it is not vacuous)', () => {
    const users = files.filter((file) => zodEntries(readFileSync(file, 'utf8')).length > 0)
    expect(users.map((file) => relative(SRC, file))).toContain(join('schemas', 'fields.ts'))
    expect(users.length).toBeGreaterThan(10)
  })

  it('recognises every way of naming the classic entry', () => {
    const source = [
      "import { z } from 'zod'",
      'import type { z as t } from "zod/v4"',
      "export { z } from 'zod/v4/classic'",
      "const lazy = await import('zod')",
      "import * as m from 'zod/mini'",
    ].join('\n')
    expect(zodEntries(source)).toEqual(['zod', 'zod/v4', 'zod/v4/classic', 'zod', 'zod/mini'])
  })
})
