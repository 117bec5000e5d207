/** Sanitizes rich text (docs/product.md#rich-text); `@jagir/shared/sanitize/rich-text`'s function. */
export type Sanitize = (html: unknown) => string

/** A promise as React's `use` reads it: once it carries its value, `use` answers at once. */
type ReadablePromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T }

let loaded: Sanitize | null = null
let loading: ReadablePromise<Sanitize> | null = null

/**
 * Loads the rich-text sanitizer once (DOMPurify is a chunk of its own, off the wizard's first
 * screen); later calls share the load. A failed load is tried again on the next call.
 */
export function loadSanitizer(): Promise<Sanitize> {
  if (!loading) {
    const promise: ReadablePromise<Sanitize> = import('./sanitizer').then(
      (module) => {
        loaded = module.sanitizeRichText
        // Marked as React marks a promise `use` has read, so a later `use` does not suspend.
        Object.assign(promise, { status: 'fulfilled', value: loaded })
        return loaded
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    loading = promise
  }
  return loading
}

/** The sanitizer if it has loaded already (so what it cleans can show at once), else null. */
export const loadedSanitizer = (): Sanitize | null => loaded
