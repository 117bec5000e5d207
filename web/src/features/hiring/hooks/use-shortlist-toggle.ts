import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  addToShortlist,
  isShortlisted,
  keepsServerShortlist,
  removeFromShortlist,
} from '@jagir/shared/rules/shortlist'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { ApiError } from '../../../lib/api-client'
import { readShortlist, useStoredShortlist, writeShortlist } from '../lib/shortlist-store'
import { showSnackbar } from '../../../lib/snackbar'
import {
  addOnServer,
  isUnknownSeeker,
  removeOnServer,
  toEntry,
  type SeekerCard,
} from '../api/hiring-package'

/**
 * Adding a job seeker to the shortlist and taking them off. A signed-in employer's change goes to
 * the server first (the browser's list follows only when it is kept); anyone else's stays in this
 * browser until they sign in as an employer. A refused change says so in a red notice.
 */
export function useShortlistToggle(user: CurrentUser | null | undefined) {
  const { t } = useLingui()
  const list = useStoredShortlist()
  const [busy, setBusy] = useState<string | null>(null)

  const toggle = async (seeker: SeekerCard) => {
    const { username } = seeker
    const name = seeker.full_name?.trim() || username
    const on = isShortlisted(readShortlist(), username)
    setBusy(username)
    try {
      if (keepsServerShortlist(user)) await (on ? removeOnServer : addOnServer)(username)
      const current = readShortlist()
      writeShortlist(
        on ? removeFromShortlist(current, username) : addToShortlist(current, toEntry(seeker)),
      )
    } catch (error) {
      // A 401 has signed the page out and said so already.
      if (error instanceof ApiError && error.status === 401) return
      if (!on && isUnknownSeeker(error)) {
        showSnackbar(t`${name} is no longer on Jagir and cannot be shortlisted.`, 'danger')
      } else if (on) {
        showSnackbar(t`${name} could not be taken off your shortlist. Please try again.`, 'danger')
      } else {
        showSnackbar(t`${name} could not be added to your shortlist. Please try again.`, 'danger')
      }
    } finally {
      setBusy(null)
    }
  }

  return { isOn: (username: string) => isShortlisted(list, username), busy, toggle }
}
