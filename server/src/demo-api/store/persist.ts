import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** Temp files of `file` start with this, so leftovers of a killed write can be found. */
const tempPrefix = (file: string) => `.${basename(file)}.`

/**
 * Writes `text` to `file` so that a crash at any moment leaves either the old or the new file,
 * never a torn one: write a temp file in the same directory, fsync it, rename it over, fsync the
 * directory (so the rename itself survives a power cut).
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const dir = dirname(file)
  await mkdir(dir, { recursive: true })
  const temp = join(dir, `${tempPrefix(file)}${process.pid}.${randomBytes(6).toString('hex')}.tmp`)
  const handle = await open(temp, 'w', 0o600)
  try {
    await handle.writeFile(text, 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temp, file)
  } catch (error) {
    await unlink(temp).catch(() => undefined)
    throw error
  }
  await syncDirectory(dir)
}

async function syncDirectory(dir: string): Promise<void> {
  // Not every platform lets a directory be opened for fsync (Windows); the rename is still atomic.
  try {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    /* best effort */
  }
}

/** Removes temp files a killed writer left beside `file`. */
export async function removeStaleTemps(file: string): Promise<void> {
  const dir = dirname(file)
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return
  }
  const prefix = tempPrefix(file)
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith('.tmp'))
      .map((name) => unlink(join(dir, name)).catch(() => undefined)),
  )
}

/**
 * Serialises writes of one file: saves asked for while a write runs are coalesced into one
 * next write, which snapshots the state when it starts (so it includes every change before it).
 */
export class Persister {
  private tail: Promise<void> = Promise.resolve()
  private queued: Promise<void> | null = null

  constructor(
    private readonly file: string,
    private readonly snapshot: () => string,
  ) {}

  /** Resolves once a write that includes every change made before this call is on disk. */
  save(): Promise<void> {
    if (this.queued) return this.queued
    const next = this.tail
      .catch(() => undefined)
      .then(() => {
        this.queued = null
        return writeFileAtomic(this.file, this.snapshot())
      })
    this.queued = next
    this.tail = next
    return next
  }

  /** Waits for every write asked for so far. */
  async flush(): Promise<void> {
    await this.tail.catch(() => undefined)
  }
}
