import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'

/**
 * A built SPA of the test's own (index.html and any other files, by path under the web root),
 * made before the file's tests and removed after them. `dir()` is its folder.
 */
export function useWebRoot(files: Record<string, string | Buffer>): { dir(): string } {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'jagir-web-'))
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      writeFileSync(path.join(dir, name), content)
    }
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return { dir: () => dir }
}
