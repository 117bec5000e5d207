import { useNavigate } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import {
  isPostJobDisabled,
  NO_POSTS_PRICING_PATH,
  postJobDecision,
  postJobLabel,
} from '@jagir/shared/rules/post-job'
import { localizePath } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { openAccountDialog } from '../../lib/account-dialog'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'
import { MESSAGE_TEXT, messageText } from '../../lib/messages'
import { showSnackbar } from '../../lib/snackbar'

/**
 * Post Job (or 'Post a Bonus Job'), doing what docs/product.md#post-job-button says for each kind of
 * user. Disabled (the initial form not filled), it says why in the product's words: a tooltip
 * ("Initial profile form not filled"), and right after it "Please fill up the Initial form
 * first.", a button that opens the missing step (the details dialog): a disabled button cannot take
 * the focus, so the reason is where the keyboard and a screen reader go next.
 */
export function PostJobButton({ user }: { user: CurrentUser | null | undefined }) {
  const navigate = useNavigate()
  const lang = useLang()
  const { t } = useLingui()
  const label = postJobLabel(user).key === 'post_bonus_job' ? t`Post a Bonus Job` : t`Post Job`

  const act = (who: CurrentUser | null | undefined, afterSignIn: boolean) => {
    const decision = postJobDecision(who)
    switch (decision.action) {
      case 'sign_in':
        // Signed in, but not as an employer: say why the job form did not open.
        if (afterSignIn) {
          return showSnackbar(
            t`The job form did not open: your account is not an employer account. Sign in as an employer to post a job.`,
            'danger',
          )
        }
        return openAccountDialog({
          view: 'sign-in',
          context: 'employer-sign-in',
          message: messageText(decision.message),
          afterSignIn: (signedIn) => act(signedIn, true),
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
        return void navigate(localizePath(NO_POSTS_PRICING_PATH, lang))
    }
  }

  const disabled = isPostJobDisabled(user)
  const click = () => act(user, false)
  return (
    // Drawn by the server too: the page's own translator, not the module's (messageText).
    // Disabled, a wrapper shows the tooltip (a disabled button shows none of its own in every
    // browser; it lets the pointer through: .post-job in _app.scss, which also styles
    // the reason after it).
    <span
      className="post-job"
      title={disabled ? t(MESSAGE_TEXT.initial_form_not_filled) : undefined}
    >
      <button
        type="button"
        className="button is-primary is-outlined"
        onClick={click}
        disabled={disabled}
        data-testid="post-job"
      >
        {label}
      </button>
      {disabled ? (
        // Never in a form: a plain button, no `type` needed.
        <button className="button" onClick={click}>
          {t(MESSAGE_TEXT.initial_form_first)}
        </button>
      ) : null}
    </span>
  )
}
