import { Trans, useLingui } from '@lingui/react/macro'
import { isEmployer, type CurrentUser } from '@jagir/shared/schemas/user'
import type { SeekerCard } from '../api/hiring-package'
import { useShortlistToggle } from '../hooks/use-shortlist-toggle'

interface ShortlistToggleProps {
  seeker: SeekerCard
  user: CurrentUser | null | undefined
  /** A larger button (the profile page's head). */
  large?: boolean
}

/**
 * 'Add to shortlist' / 'Remove' for one job seeker (on search cards and the profile page). A
 * signed-in user who is not an employer has no shortlist, so sees no button; a visitor's choice
 * is kept in this browser until they sign in.
 */
export function ShortlistToggle({ seeker, user, large = false }: ShortlistToggleProps) {
  const { t } = useLingui()
  const { isOn, busy, toggle } = useShortlistToggle(user)
  if (user && !isEmployer(user)) return null
  const name = seeker.full_name?.trim() || seeker.username
  const on = isOn(seeker.username)
  const size = large ? '' : ' is-small'
  const kind = on ? ' is-danger is-light' : ' is-link'
  return (
    <button
      type="button"
      className={`button${size}${kind}${busy === seeker.username ? ' is-loading' : ''}`}
      disabled={busy !== null}
      aria-label={on ? t`Remove ${name} from the shortlist` : t`Add to shortlist: ${name}`}
      data-testid="shortlist-toggle"
      onClick={() => void toggle(seeker)}
    >
      {on ? <Trans>Remove</Trans> : <Trans>Add to shortlist</Trans>}
    </button>
  )
}
