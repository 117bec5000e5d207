import { readFile, rename } from 'node:fs/promises'
import { createSeed, SEED_VERSION } from '../seed/index.js'
import { Persister, removeStaleTemps } from './persist.js'
import type { DemoState } from './types.js'

/** Where the store reports what it did at load (a pino logger fits). */
export interface StoreLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** The demo API's data: in memory, written whole to a file after each change. */
export class DemoStore {
  private readonly persister: Persister | null

  private constructor(
    public state: DemoState,
    makePersister: ((self: DemoStore) => Persister) | null,
  ) {
    this.persister = makePersister ? makePersister(this) : null
  }

  /** A store that never touches the disk (tests), seeded fresh. */
  static memory(now: Date = new Date()): DemoStore {
    return new DemoStore(createSeed(now), null)
  }

  /**
   * Loads `file`, or seeds it when absent, unreadable or of an older seed version (the bad file
   * is kept beside it as `<file>.corrupt-<time>` for a look, never silently lost).
   */
  static async open(file: string, log?: StoreLog, now: Date = new Date()): Promise<DemoStore> {
    await removeStaleTemps(file)
    let state: DemoState | null = null
    let text: string | null = null
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    if (text !== null) {
      try {
        const parsed = JSON.parse(text) as DemoState
        if (parsed && parsed.version === SEED_VERSION && Array.isArray(parsed.users)) state = parsed
        else log?.warn({ file }, 'demo data file is from another seed version: seeding afresh')
      } catch {
        const aside = `${file}.corrupt-${Date.now()}`
        await rename(file, aside)
        log?.warn({ file, movedTo: aside }, 'demo data file did not parse: seeding afresh')
      }
    }
    const store: DemoStore = new DemoStore(
      state ?? createSeed(now),
      (self) => new Persister(file, () => JSON.stringify(self.state)),
    )
    if (!state) {
      await store.save()
      log?.info({ file }, 'demo data seeded')
    }
    return store
  }

  /** Persists the current state; resolves when it is on disk (at once for a memory store). */
  save(): Promise<void> {
    return this.persister ? this.persister.save() : Promise.resolve()
  }

  /** Waits for pending writes (before closing). */
  async flush(): Promise<void> {
    await this.persister?.flush()
  }

  /** The next id of a collection. */
  nextId(collection: string): number {
    const id = this.state.seq[collection] ?? 1
    this.state.seq[collection] = id + 1
    return id
  }
}
