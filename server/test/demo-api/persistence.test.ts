import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../helpers/build.js'
import { startDemoApi } from '../../src/demo-api/start.js'
import { as, buildDemo, tokenFor } from './helpers.js'

const root = fileURLToPath(new URL('../../..', import.meta.url))
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'jagir-demo-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Runs the write loop until it has reported `writes` writes, then SIGKILLs it mid-flight. */
function killDuringWrites(file: string, writes: number): Promise<number> {
  const loop = fileURLToPath(new URL('./fixtures/write-loop.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', loop, file, '400000'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let last = 0
    let buffer = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) last = Number(line)
      if (last >= writes) child.kill('SIGKILL')
    })
    child.on('error', reject)
    child.on('exit', () => resolve(last))
  })
}

describe('demo data file', () => {
  it('survives a SIGKILL during a write: always parses, loses at most the write in flight', async () => {
    const file = join(dir, 'data', 'demo-api.json')
    for (const writes of [3, 7, 12]) {
      const acknowledged = await killDuringWrites(file, writes)
      const saved = JSON.parse(await readFile(file, 'utf8')) as { n: number }
      expect(saved.n).toBeGreaterThanOrEqual(acknowledged)
      expect(saved.n).toBeLessThanOrEqual(acknowledged + 1)
    }
  })

  it('is seeded when absent and keeps writes across restarts', async () => {
    const file = join(dir, 'demo-api.json')
    const first = await buildDemo({ dataFile: file })
    const token = await tokenFor(first, 'seeker@jagir.demo')
    await first.close()

    const second = await buildDemo({ dataFile: file })
    const me = await second.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
    await second.close()
    expect(me.statusCode).toBe(200)
    const text = await readFile(file, 'utf8')
    // Tokens are kept hashed: the file never holds the token itself.
    expect(text).not.toContain(token)
  })

  it('reseeds an unreadable file, keeping it aside, and clears leftover temp files', async () => {
    const file = join(dir, 'demo-api.json')
    await writeFile(file, '{"version": 1, "users": [')
    await writeFile(join(dir, '.demo-api.json.123.abc.tmp'), 'half a write')
    const app = await buildDemo({ dataFile: file })
    await tokenFor(app, 'employer@jagir.demo')
    await app.close()
    const names = await readdir(dir)
    expect(names).toContain('demo-api.json')
    expect(names.some((name) => name.startsWith('demo-api.json.corrupt-'))).toBe(true)
    expect(names.some((name) => name.endsWith('.tmp'))).toBe(false)
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('users')
  })

  it('npm run demo:reset restores the seed', async () => {
    const file = join(dir, 'demo-api.json')
    const app = await buildDemo({ dataFile: file })
    const token = await tokenFor(app, 'seeker@jagir.demo')
    await app.close()

    const reset = spawn(process.execPath, [join(root, 'scripts/demo-reset.mjs')], {
      env: { ...process.env, DEMO_DATA_FILE: file },
      stdio: 'ignore',
    })
    expect(await new Promise((resolve) => reset.on('exit', resolve))).toBe(0)

    const fresh = await buildDemo({ dataFile: file })
    const me = await fresh.inject({ method: 'GET', url: '/api/v1/users/me/', headers: as(token) })
    await fresh.close()
    expect(me.statusCode).toBe(401)
  })
})

describe('startDemoApi', () => {
  it('listens on loopback and makes the BFF ready', async () => {
    const demo = await startDemoApi({
      dataFile: join(dir, 'demo.json'),
      logLevel: 'silent',
      production: false,
    })
    try {
      expect(demo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const bff = await buildTestApp(demo.url)
      const ready = await bff.inject({ method: 'GET', url: '/readyz' })
      await bff.close()
      expect(ready.statusCode).toBe(200)
    } finally {
      await demo.close()
    }
  })
})
