#!/usr/bin/env node
// Writes `.br` and `.gz` twins beside every compressible file of a build folder, at maximum
// quality, so the BFF serves them as they are (@fastify/static `preCompressed`) instead of
// compressing on every request. Usage: node scripts/precompress.mjs <dir>
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Text formats; images, woff2 and the like are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
  '.ttf',
  '.otf',
  '.ico',
])
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

async function compressFile(file) {
  const source = await readFile(file)
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const written = []
  // A twin no smaller than the original is useless: the original is served instead.
  if (br.length < source.length) written.push(writeFile(`${file}.br`, br))
  if (gzipped.length < source.length) written.push(writeFile(`${file}.gz`, gzipped))
  await Promise.all(written)
  return { before: source.length, after: Math.min(br.length, source.length) }
}

async function main() {
  const dir = process.argv[2]
  if (!dir) {
    console.error('usage: node scripts/precompress.mjs <dir>')
    process.exit(2)
  }
  const root = path.resolve(dir)
  if (!(await stat(root).catch(() => null))?.isDirectory()) {
    console.error(`precompress: ${root} is not a directory`)
    process.exit(1)
  }
  let count = 0
  let before = 0
  let after = 0
  for await (const file of files(root)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue
    if ((await stat(file)).size < MIN_BYTES) continue
    const result = await compressFile(file)
    count += 1
    before += result.before
    after += result.after
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  console.log(`precompress: ${count} files in ${dir}, ${kb(before)} → ${kb(after)} with brotli`)
}

await main()
