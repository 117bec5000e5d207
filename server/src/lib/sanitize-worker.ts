import { sanitizeRichText } from '@jagir/shared/sanitize/rich-text'

/** One task: the rich text, and a shared clock cell the worker marks when it starts. */
export interface SanitizeTask {
  html: string
  /** Int32 cell: 0 while queued, then 1 + the ms from `base` at which the worker started. */
  started: SharedArrayBuffer
  base: number
}

/**
 * A task of the sanitizer's worker pool (lib/sanitize-pool.ts): rich text in, the shared
 * sanitizer's HTML out. DOMPurify on jsdom runs here, never on the server's event loop.
 */
export default function sanitizeTask(task: SanitizeTask): string {
  Atomics.store(new Int32Array(task.started), 0, 1 + Date.now() - task.base)
  return sanitizeRichText(task.html)
}
