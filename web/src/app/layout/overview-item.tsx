import { useNavigate } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { overviewDecision } from '@jagir/shared/rules/overview'
import { localizePath } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { openAccountDialog } from '../../lib/account-dialog'
import { useLang } from '../../lib/lang'

/** The Overview item: the user's profile, their next onboarding step, or the details dialog. */
export function OverviewItem({ user }: { user: CurrentUser | null | undefined }) {
  const navigate = useNavigate()
  const lang = useLang()
  const onClick = () => {
    const decision = overviewDecision(user)
    if (decision.action === 'navigate') void navigate(localizePath(decision.path, lang))
    else openAccountDialog({ view: 'details' })
  }
  return (
    <button
      type="button"
      className="navbar-item button is-white"
      onClick={onClick}
      data-nav="overview"
    >
      <Trans>Overview</Trans>
    </button>
  )
}
