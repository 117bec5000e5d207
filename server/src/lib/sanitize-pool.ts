import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import { DESCRIPTION_MAX } from '@jagir/shared/schemas/job-basic-info'
import type { SanitizeTask } from './sanitize-worker.js'
import { workerEntry } from './worker-entry.js'

/**
 * The least time one rich text may keep a worker busy, counted from when a worker starts it
 * (never from when it was queued). Within the limits, 50,000 characters take 0.1 to 0.5 s in
 * jsdom (flat paragraphs, tables, 64 levels of nesting) and about 1 s at worst (50,000
 * characters of comments) on a quiet 2-core machine, and several times that when other work
 * shares its cores. The deadline is the backstop for anything the limits let through that costs
 * more; it must not be what turns a valid description away on a busy machine.
 */
export const SANITIZE_DEADLINE_MS = 5_000
/**
 * The deadline on a slower machine: this many times what the largest description within the
 * limits took the worker when it warmed up (cold, so slower than later ones), when that is more.
 */
export const SANITIZE_DEADLINE_FACTOR = 10
/**
 * Tasks that may wait per worker. A task admitted to the queue is never given up for waiting:
 * it runs (with its deadline) however busy the machine is. Only a task that finds the queue full
 * is turned away, at once, as the server being busy.
 */
export const SANITIZE_QUEUE_PER_WORKER = 16
/** What a client is told to wait (Retry-After, seconds) when the sanitizer is busy. */
export const SANITIZE_RETRY_AFTER_S = 5

/** The sanitizer could not do the task now (queue full, deadline or wait passed, worker lost). */
export class SanitizerBusyError extends Error {
  readonly retryAfterS = SANITIZE_RETRY_AFTER_S
  constructor(cause: unknown) {
    super('the rich-text sanitizer is busy', { cause })
    this.name = 'SanitizerBusyError'
  }
}

export interface SanitizePoolOptions {
  /** A fixed deadline instead of SANITIZE_DEADLINE_MS and the warm-up's measure (tests). */
  deadlineMs?: number
  /**
   * Start the worker at once and warm it with the largest description the limits allow, so the
   * first write does not pay jsdom's start-up, and size the deadline from how long that took.
   */
  warm?: boolean
  /** Workers (default: one per core but one, the event loop keeps a core; at least one). */
  workers?: number
}

/** The rich-text sanitizer, run in worker threads with a deadline. */
export interface SanitizePool {
  /**
   * The sanitized HTML; rejects with SanitizerBusyError when it cannot be had now: the queue is
   * full, the task's deadline passed (the worker is then replaced), or its worker failed.
   */
  sanitize(html: string): Promise<string>
  /**
   * As `sanitize`, for a page that has its plain text to show instead of waiting in line: turned
   * away at once (SanitizerBusyError) when, with it, more tasks than workers would wait.
   */
  sanitizeForPage(html: string): Promise<string>
  /** How many sanitizing tasks the workers have finished (0 before the first; no warm-up). */
  completed(): number
  /** The deadline in force (ms of work on a worker). */
  deadlineMs(): number
  /** Resolves once the warm-up (when asked for) is done. Never rejects. */
  warmed(): Promise<void>
  /** Stops the workers (none were started if nothing was sanitized and none warmed). */
  close(): Promise<void>
}

/** The warm-up's text: flat paragraphs with marks to remove, as long as the limits allow. */
export function warmUpText(): string {
  const paragraph = '<p onclick="x()">Dal bhat, <b>tarkari</b> <a href="javascript:x()">x</a></p>'
  return paragraph.repeat(Math.floor(DESCRIPTION_MAX / paragraph.length))
}

/**
 * Runs one task; aborts it once it has run `deadlineMs()` on a worker. The deadline counts from
 * the worker's start mark, so time in the queue, or a worker still booting (jsdom loads in a
 * second or two), never eats into it. Resolves with the HTML and the ms of work it took.
 */
function runBounded(
  pool: Piscina,
  html: string,
  deadlineMs: () => number,
): Promise<{ html: string; workMs: number }> {
  const started = new Int32Array(new SharedArrayBuffer(4))
  const base = Date.now()
  const controller = new AbortController()
  const check = () => {
    const mark = Atomics.load(started, 0)
    // Still queued: look again in a deadline's time, by when it may have started.
    if (mark === 0) return void (timer = setTimeout(check, deadlineMs()))
    const left = deadlineMs() - (Date.now() - base - (mark - 1))
    if (left <= 0) controller.abort(new Error('rich text sanitizing ran out of time'))
    else timer = setTimeout(check, left)
  }
  let timer = setTimeout(check, deadlineMs())
  const task: SanitizeTask = { html, started: started.buffer as SharedArrayBuffer, base }
  return (pool.run(task, { signal: controller.signal }) as Promise<string>).then(
    (clean) => {
      clearTimeout(timer)
      return { html: clean, workMs: Date.now() - base - (Atomics.load(started, 0) - 1) }
    },
    (error: unknown) => {
      clearTimeout(timer)
      throw new SanitizerBusyError(error)
    },
  )
}

/**
 * A pool of sanitizer workers, created on the first task (or at once when warmed): one worker
 * per core but one, at least one, and SANITIZE_QUEUE_PER_WORKER tasks waiting per worker. A task
 * past its deadline is aborted, which ends its worker: jsdom cannot be interrupted any other way.
 */
export function createSanitizePool(options: SanitizePoolOptions = {}): SanitizePool {
  const workers = options.workers ?? Math.max(1, availableParallelism() - 1)
  let deadline = options.deadlineMs ?? SANITIZE_DEADLINE_MS
  let pool: Piscina | null = null
  let closed = false
  let warmUps = 0
  /**
   * Tasks admitted and not yet settled (running or waiting). Counted here: piscina keeps tasks
   * that carry an abort signal in a queue its `maxQueue` does not count.
   */
  let inFlight = 0

  function started(): Piscina {
    if (closed) throw new SanitizerBusyError(new Error('the sanitizer pool is closed'))
    pool ??= new Piscina({
      ...workerEntry('sanitize-worker', import.meta.url),
      minThreads: 1,
      maxThreads: workers,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    })
    return pool
  }

  const deadlineMs = () => deadline

  async function warmUp(): Promise<void> {
    try {
      // The worker's first task: module loading is not counted (the start mark comes after it).
      const { workMs } = await runBounded(started(), warmUpText(), () => 60_000)
      warmUps++
      if (options.deadlineMs === undefined) {
        deadline = Math.max(SANITIZE_DEADLINE_MS, SANITIZE_DEADLINE_FACTOR * workMs)
      }
    } catch {
      // Closed while warming, or the worker failed to start: the next task starts another.
    }
  }
  const warming = options.warm ? warmUp() : Promise.resolve()

  /** Runs a task unless, with it, more than `waitingAtMost` tasks would wait for a worker. */
  async function admit(html: string, waitingAtMost: number): Promise<string> {
    const waiting = inFlight + 1 - workers
    if (waiting > waitingAtMost || closed) {
      throw new SanitizerBusyError(new Error(closed ? 'closed' : `${waiting - 1} tasks wait`))
    }
    inFlight++
    try {
      return (await runBounded(started(), html, deadlineMs)).html
    } finally {
      inFlight--
    }
  }

  return {
    sanitize: (html) => admit(html, SANITIZE_QUEUE_PER_WORKER * workers),
    sanitizeForPage: (html) => admit(html, workers),
    completed: () => Math.max(0, (pool?.completed ?? 0) - warmUps),
    deadlineMs,
    warmed: () => warming,
    async close() {
      closed = true
      await pool?.destroy()
    },
  }
}
