import { afterEach, describe, expect, it } from 'vitest'
import {
  createSanitizePool,
  SANITIZE_DEADLINE_MS,
  SANITIZE_QUEUE_PER_WORKER,
  SanitizerBusyError,
  type SanitizePool,
} from '../src/lib/sanitize-pool.js'

// Issue 34: the pool used to give a task up after 5 s in its queue and the BFF then called the
// description "too much nested formatting". Now a task let into the queue always runs (with its
// deadline, counted from when a worker starts it), and only one that finds the queue full is
// turned away, at once, as the server being busy.

let pool: SanitizePool | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

const paragraph = (i: number) => `<p onclick="x()">Dal bhat ${i}</p>`

describe('issue 34: the sanitizer pool is bounded by its queue, not by waiting', () => {
  it('runs every task its queue holds, however long they wait, and turns the rest away at once', async () => {
    pool = createSanitizePool({ workers: 1 })
    const settled: string[] = []
    // The (booting) worker's task, a full queue, and three more.
    const tasks = Array.from({ length: SANITIZE_QUEUE_PER_WORKER + 4 }, (_, i) =>
      pool!.sanitize(paragraph(i)).then(
        (html) => {
          settled.push('done')
          return html
        },
        (error: unknown) => {
          settled.push('refused')
          return error
        },
      ),
    )
    const answers = await Promise.all(tasks)
    const done = answers.filter((answer) => typeof answer === 'string')
    const refused = answers.filter((answer) => typeof answer !== 'string')
    // The worker's task and a full queue ran, none of them given up for waiting.
    expect(done).toEqual(
      Array.from({ length: 1 + SANITIZE_QUEUE_PER_WORKER }, (_, i) => `<p>Dal bhat ${i}</p>`),
    )
    expect(refused).toHaveLength(3)
    for (const error of refused) expect(error).toBeInstanceOf(SanitizerBusyError)
    // Refused before anything was done: a full queue is known at once.
    expect(settled.slice(0, refused.length)).toEqual(refused.map(() => 'refused'))
  }, 60_000)

  it('turns a page away at once when it would wait behind another (the page has its plain text)', async () => {
    pool = createSanitizePool({ workers: 1 })
    const waiting = [1, 2].map((i) => pool!.sanitize(paragraph(i)))
    await expect(pool.sanitizeForPage(paragraph(4))).rejects.toBeInstanceOf(SanitizerBusyError)
    await Promise.all(waiting)
    // With the queue empty again, a page waits its turn like anyone.
    expect(await pool.sanitizeForPage(paragraph(5))).toBe('<p>Dal bhat 5</p>')
  }, 60_000)

  it('warms its worker at start with the largest description, uncounted, and keeps at least the floor deadline', async () => {
    pool = createSanitizePool({ warm: true })
    await pool.warmed()
    expect(pool.completed()).toBe(0)
    expect(pool.deadlineMs()).toBeGreaterThanOrEqual(SANITIZE_DEADLINE_MS)
    expect(await pool.sanitize(paragraph(1))).toBe('<p>Dal bhat 1</p>')
    expect(pool.completed()).toBe(1)
  }, 60_000)

  it('answers SanitizerBusyError when a task passes its deadline (its worker replaced)', async () => {
    pool = createSanitizePool({ deadlineMs: 1, workers: 1 })
    await expect(pool.sanitize(paragraph(1).repeat(2_000))).rejects.toBeInstanceOf(
      SanitizerBusyError,
    )
  }, 60_000)
})
