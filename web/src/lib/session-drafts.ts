/**
 * Where forms keep what was typed but not yet saved, in this tab only (sessionStorage), so a
 * reload loses nothing: the job post wizard's unsaved step 1, say. The key of each draft starts
 * with this prefix, so that signing out (or a 401) can forget them all: on a shared phone the
 * next person to sign in must not see the last one's unsaved job.
 */
export const SESSION_DRAFT_PREFIX = 'jagir.draft.'

/** Forgets every unsaved draft of this tab. */
export function clearSessionDrafts(): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)
      if (key?.startsWith(SESSION_DRAFT_PREFIX)) keys.push(key)
    }
    for (const key of keys) sessionStorage.removeItem(key)
  } catch {
    // Storage unavailable (private mode): nothing was kept.
  }
}
