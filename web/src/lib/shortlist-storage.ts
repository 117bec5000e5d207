/**
 * Where the employer's shortlist lives in the browser (spec section 3, "Shortlist"). The
 * shortlist feature reads and writes it; logout and a 401 clear it.
 */
export const SHORTLIST_STORAGE_KEY = 'jagir.shortlist'

/** Fired on window when the shortlist is cleared here, so open views can forget it. */
export const SHORTLIST_CLEARED_EVENT = 'jagir:shortlist-cleared'

/** Empties the shortlist cart. */
export function clearShortlist(): void {
  try {
    localStorage.removeItem(SHORTLIST_STORAGE_KEY)
  } catch {
    // Storage may be unavailable (private mode); there is nothing to clear then.
  }
  window.dispatchEvent(new Event(SHORTLIST_CLEARED_EVENT))
}
