/** Sanitizes rich text (spec section 5); `@jagir/shared/sanitize/rich-text`'s function. */
export type Sanitize = (html: unknown) => string

let loaded: Sanitize | null = null
let loading: Promise<Sanitize> | null = null

/**
 * Loads the rich-text sanitizer once (DOMPurify is a chunk of its own, off the wizard's first
 * screen); later calls share the load. A failed load is tried again on the next call.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitizer').then(
    (module) => (loaded = module.sanitizeRichText),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The sanitizer if it has loaded already (so what it cleans can show at once), else null. */
export const loadedSanitizer = (): Sanitize | null => loaded
