import { useNavigate } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { isPostJobDisabled, postJobDecision, postJobLabel } from '@jagir/shared/rules/post-job'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { openAccountDialog } from '../../lib/account-dialog'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'
import { messageText } from '../../lib/messages'

/** Post Job (or 'Post a Bonus Job'), doing what spec section 4 says for each kind of user. */
export function PostJobButton({ user }: { user: CurrentUser | null | undefined }) {
  const navigate = useNavigate()
  const lang = useLang()
  const { t } = useLingui()
  const label = postJobLabel(user).key === 'post_bonus_job' ? t`Post a Bonus Job` : t`Post Job`

  const onClick = () => {
    const decision = postJobDecision(user)
    switch (decision.action) {
      case 'sign_in':
        return openAccountDialog({
          view: 'sign-in',
          context: 'employer-sign-in',
          message: messageText(decision.message),
        })
      case 'details_dialog':
        return openAccountDialog({
          view: 'details',
          context: 'post-job',
          message: messageText(decision.message),
        })
      case 'open_wizard':
        return void navigate(pageHref('jobPost', lang))
      case 'pricing':
        return void navigate(pageHref('pricing', lang))
    }
  }

  return (
    <button
      type="button"
      className="button is-primary is-outlined"
      onClick={onClick}
      disabled={isPostJobDisabled(user)}
      data-testid="post-job"
    >
      {label}
    </button>
  )
}
