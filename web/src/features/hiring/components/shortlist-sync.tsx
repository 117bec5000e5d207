import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { mergeShortlists, onlyInBrowser } from '@jagir/shared/rules/shortlist'
import { ApiError } from '../../../lib/api-client'
import { readShortlist, writeShortlist } from '../lib/shortlist-store'
import { showSnackbar } from '../../../lib/snackbar'
import { addOnServer, fetchServerShortlist, isUnknownSeeker } from '../api/hiring-package'

/**
 * Fills the browser's shortlist from the server's (docs/product.md#shortlist-bar) and sends the server those
 * shortlisted here before signing in; a username the server no longer knows is dropped. Returns
 * the names of those dropped.
 */
export async function syncShortlist(live: () => boolean = () => true): Promise<string[]> {
  const server = await fetchServerShortlist()
  const gone: string[] = []
  const names: string[] = []
  for (const entry of onlyInBrowser(server, readShortlist())) {
    try {
      await addOnServer(entry.username)
    } catch (error) {
      if (!isUnknownSeeker(error)) throw error
      gone.push(entry.username)
      names.push(entry.full_name?.trim() || entry.username)
    }
  }
  // Signed out meanwhile: the list was cleared and must stay so.
  if (live()) writeShortlist(mergeShortlists(server, readShortlist(), gone))
  return names
}

/**
 * Joins this browser's shortlist with the signed-in employer's, once per sign-in (the shell
 * mounts it, keyed by the employer, while an employer is signed in).
 */
export function ShortlistSync() {
  const { t } = useLingui()
  useEffect(() => {
    let live = true
    syncShortlist(() => live).then(
      (gone) => {
        if (!live || !gone.length) return
        const names = gone.join(', ')
        showSnackbar(t`No longer on Jagir, taken off your shortlist: ${names}`, 'danger')
      },
      (error: unknown) => {
        if (!live || (error instanceof ApiError && error.status === 401)) return
        showSnackbar(t`Your shortlist could not be loaded from your account.`, 'danger')
      },
    )
    return () => {
      live = false
    }
    // Once per mount: the shell gives each signed-in employer a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}
