import type { CurrentUser } from '@jagir/shared/schemas/user'
import { ShortlistBar } from './shortlist-bar'
import { ShortlistSync } from './shortlist-sync'

/**
 * What the shell shows of the shortlist, loaded as one chunk: the bar while this browser holds a
 * shortlist, and the joining of it with a signed-in employer's (a new one for each employer).
 */
export function ShortlistShell({
  user,
  showBar,
  employerKey,
}: {
  user: CurrentUser | null | undefined
  showBar: boolean
  employerKey: string | null
}) {
  return (
    <>
      {showBar ? <ShortlistBar user={user} /> : null}
      {employerKey ? <ShortlistSync key={employerKey} /> : null}
    </>
  )
}
