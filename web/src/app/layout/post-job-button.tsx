import { useId } from 'react'
import { useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  isPostJobDisabled,
  NO_POSTS_PRICING_PATH,
  ORGANIZATION_FORM_PATH,
  postJobDecision,
  postJobLabel,
} from '@jagir/shared/rules/post-job'
import { localizePath } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { openAccountDialog } from '../../lib/account-dialog'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'
import { messageText } from '../../lib/messages'
import { showSnackbar } from '../../lib/snackbar'

/**
 * Post Job (or 'Post a Bonus Job'), doing what docs/product.md#post-job-button says for each kind of
 * user. Disabled (the initial form not filled), it says why: a tooltip on the button, and beside it
 * a link to the missing step (the details dialog; the organisation page without script), which
 * the button names as its description, since a disabled button cannot take the focus.
 */
export function PostJobButton({ user }: { user: CurrentUser | null | undefined }) {
  const navigate = useNavigate()
  const lang = useLang()
  const { t } = useLingui()
  const reasonId = useId()
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
  const button = (
    <button
      type="button"
      className="button is-primary is-outlined"
      onClick={() => act(user, false)}
      disabled={disabled}
      aria-describedby={disabled ? reasonId : undefined}
      data-testid="post-job"
    >
      {label}
    </button>
  )
  if (!disabled) return button
  return (
    <span className="post-job-disabled">
      {/* A disabled button shows no tooltip of its own in every browser: its wrapper does. */}
      <span title={t`Post Job opens once your organization's details are saved.`}>{button}</span>
      <a
        id={reasonId}
        className="post-job-reason"
        href={localizePath(ORGANIZATION_FORM_PATH, lang)}
        data-testid="post-job-reason"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          act(user, false)
        }}
      >
        <Trans>First, your organization's details</Trans>
      </a>
    </span>
  )
}
