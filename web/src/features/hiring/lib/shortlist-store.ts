import { useMemo, useSyncExternalStore } from 'react'
import type { ShortlistEntry } from '@jagir/shared/schemas/shortlist'
import {
  SHORTLIST_CHANGED_EVENT,
  SHORTLIST_STORAGE_KEY,
  subscribeShortlist,
} from '../../../lib/shortlist-storage'

/**
 * Reading and changing the shortlist kept in the browser (docs/product.md#shortlist-bar). Apart
 * from shortlist-storage.ts, which the app's entry loads (logout clears the list): only the
 * screens that show the shortlist load this.
 */
/** The stored shortlist's text, or null (none, or storage unavailable). */
function storedText(): string | null {
  try {
    return localStorage.getItem(SHORTLIST_STORAGE_KEY)
  } catch {
    return null
  }
}

/** A stored shortlist's text as entries; entries that are not a job seeker's are left out. */
function parseShortlist(text: string | null): ShortlistEntry[] {
  if (!text) return []
  try {
    const parsed = JSON.parse(text) as unknown
    if (!Array.isArray(parsed)) return []
    // Checked by hand: the zod schema would bring zod to the screens that show the list.
    return parsed.filter(
      (entry): entry is ShortlistEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { username?: unknown }).username === 'string' &&
        (entry as { username: string }).username !== '',
    )
  } catch {
    return []
  }
}

/** The shortlist kept in this browser. */
export const readShortlist = (): ShortlistEntry[] => parseShortlist(storedText())

/** Replaces the stored shortlist, and tells open views. */
export function writeShortlist(list: readonly ShortlistEntry[]): void {
  try {
    if (list.length) localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(list))
    else localStorage.removeItem(SHORTLIST_STORAGE_KEY)
  } catch {
    // Storage unavailable: the shortlist lives on the server only.
  }
  window.dispatchEvent(new Event(SHORTLIST_CHANGED_EVENT))
}

/**
 * The stored shortlist, kept current (this tab's changes and other tabs'). Its text is the
 * snapshot, so an unchanged list is the same value; the server renders it empty.
 */
export function useStoredShortlist(): ShortlistEntry[] {
  const text = useSyncExternalStore(subscribeShortlist, storedText, () => null)
  // From the snapshot, never storage itself: a page the server rendered is taken over with the
  // server's (empty) list, then shows the stored one.
  return useMemo(() => parseShortlist(text), [text])
}

/** Takes these job seekers off the stored shortlist; writes nothing when none of them was on it. */
export function forgetShortlisted(usernames: ReadonlySet<string>): void {
  const shortlist = readShortlist()
  const kept = shortlist.filter((entry) => !usernames.has(entry.username))
  if (kept.length !== shortlist.length) writeShortlist(kept)
}
