import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { isEmployer, type CurrentUser } from '@jagir/shared/schemas/user'
import { useLang } from '../../../lib/lang'
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
  const lang = useLang()
  const { isOn, busy, toggle } = useShortlistToggle(user)
  if (user && !isEmployer(user)) return null
  const name = seeker.full_name?.trim() || seeker.username
  // Already bought: nothing to shortlist (no second purchase); they are under My candidates.
  if (seeker.unlocked_at || seeker.unlocked?.unlocked_at) {
    return (
      <Link
        className={`button${large ? '' : ' is-small'} is-success is-light`}
        to={href('employerProfileMe', null, { tab: 'candidates' }, lang)}
        aria-label={t`${name} is unlocked: see My candidates`}
        data-testid="shortlist-unlocked"
      >
        <Trans>Unlocked</Trans>
      </Link>
    )
  }
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
