import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { SanitizeTask } from './sanitize-worker.js'

/**
 * How long one rich text may keep a worker busy. A 50,000-character description within the
 * limits takes 0.2 to 0.5 s in jsdom; 2 s leaves room for a loaded machine and bounds what
 * anything the limits let through can cost.
 */
export const SANITIZE_DEADLINE_MS = 2_000
/** How long a task may wait for a worker (all busy, or one starting) before it is given up. */
export const SANITIZE_QUEUE_MS = 5_000

export interface SanitizePoolOptions {
  /** Overrides SANITIZE_DEADLINE_MS (tests). */
  deadlineMs?: number
}

/** The rich-text sanitizer, run in worker threads with a deadline. */
export interface SanitizePool {
  /** The sanitized HTML; rejects when a limit of time passes first (the worker is replaced). */
  sanitize(html: string): Promise<string>
  /** How many sanitizing tasks the workers have finished (0 before the first). */
  completed(): number
  /** Stops the workers (none were started if nothing was sanitized). */
  close(): Promise<void>
}

/**
 * The worker's file beside this one: `.js` in the build; from TypeScript sources (tests, `npm
 * run dev`) the worker loads tsx and the shared package's sources the way the server did.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const source = import.meta.url.endsWith('.ts')
  const filename = new URL(`./sanitize-worker.${source ? 'ts' : 'js'}`, import.meta.url).href
  const execArgv = source ? ['--import', 'tsx', '--conditions=@jagir/source'] : []
  return { filename, execArgv }
}

/**
 * Runs one task, aborting it once it has run `deadlineMs` on a worker, or waited SANITIZE_QUEUE_MS
 * for one. The deadline counts from the worker's start mark, so a worker still booting (jsdom
 * loads in about a second) does not eat into it.
 */
function runBounded(pool: Piscina, html: string, deadlineMs: number): Promise<string> {
  const started = new Int32Array(new SharedArrayBuffer(4))
  const base = Date.now()
  const controller = new AbortController()
  const check = () => {
    const now = Date.now() - base
    const mark = Atomics.load(started, 0)
    const left = mark === 0 ? SANITIZE_QUEUE_MS - now : deadlineMs - (now - (mark - 1))
    if (left <= 0) controller.abort(new Error('rich text sanitizing ran out of time'))
    else timer = setTimeout(check, mark === 0 ? Math.min(left, deadlineMs) : left)
  }
  let timer = setTimeout(check, deadlineMs)
  const task: SanitizeTask = { html, started: started.buffer as SharedArrayBuffer, base }
  return (pool.run(task, { signal: controller.signal }) as Promise<string>).finally(() =>
    clearTimeout(timer),
  )
}

/**
 * A pool of sanitizer workers, created on the first task: one worker per core but one (the
 * event loop keeps a core), at least one. A task past its deadline is aborted, which ends its
 * worker: jsdom cannot be interrupted any other way.
 */
export function createSanitizePool(options: SanitizePoolOptions = {}): SanitizePool {
  const deadlineMs = options.deadlineMs ?? SANITIZE_DEADLINE_MS
  let pool: Piscina | null = null
  let closed = false

  function started(): Piscina {
    if (closed) throw new Error('the sanitizer pool is closed')
    pool ??= new Piscina({
      ...workerFile(),
      minThreads: 1,
      maxThreads: Math.max(1, availableParallelism() - 1),
      // Waiting tasks are given up after SANITIZE_QUEUE_MS; the cap bounds what a flood holds.
      maxQueue: 256,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    })
    return pool
  }

  return {
    async sanitize(html) {
      return runBounded(started(), html, deadlineMs)
    },
    completed: () => pool?.completed ?? 0,
    async close() {
      closed = true
      await pool?.destroy()
    },
  }
}
