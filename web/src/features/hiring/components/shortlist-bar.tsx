import { useEffect, useState, type MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import {
  buyNowDecision,
  clearShortlistDecision,
  viewShortlistDecision,
} from '@jagir/shared/rules/shortlist'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { openAccountDialog } from '../../../lib/account-dialog'
import { ApiError } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { messageText } from '../../../lib/messages'
import { useStoredShortlist } from '../lib/shortlist-store'
import { clearShortlist } from '../../../lib/shortlist-storage'
import { showSnackbar } from '../../../lib/snackbar'
import { buyPackage, clearOnServer } from '../api/hiring-package'
import './shortlist-bar.scss'

type Busy = 'buy' | 'clear' | null

/**
 * The shortlist bar (docs/product.md#shortlist-bar): at the foot of the screen while anyone is
 * shortlisted, with the count, 'View Shortlisted list', 'Clear all List' and 'Buy Now'. It sits
 * after the footer and sticks to the bottom of the screen, so it never covers the end of the
 * page. The count is a polite live region: adding or removing someone is read out. On a phone
 * it is one row, no taller than its buttons: the count moves onto the View button as a badge
 * (the sentence stays for screen readers) and the labels drop their longer words visually
 * (`shortlist-bar-more`), keeping their whole names.
 */
export function ShortlistBar({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const list = useStoredShortlist()
  const [busy, setBusy] = useState<Busy>(null)
  const shown = list.length > 0
  useEffect(() => {
    if (!shown) return
    document.body.classList.add('has-shortlist-bar')
    return () => document.body.classList.remove('has-shortlist-bar')
  }, [shown])
  if (!shown) return null
  const count = formatNumber(list.length, lang)
  const tab = href('employerProfileMe', null, { tab: 'shortlisted-jobseeker' }, lang)

  const view = (event: MouseEvent<HTMLAnchorElement>) => {
    const decision = viewShortlistDecision(user)
    if (decision.action === 'navigate') return
    event.preventDefault()
    if (decision.action === 'details_dialog') {
      openAccountDialog({ view: 'details', message: messageText('initial_form_not_filled') })
    } else {
      openAccountDialog({ view: 'sign-in', context: 'shortlist' })
    }
  }

  const clear = async () => {
    setBusy('clear')
    try {
      if (clearShortlistDecision(user).clearServer) await clearOnServer()
      clearShortlist()
      // The bar (and its live count) goes with the list: the notice says what happened.
      showSnackbar(t`Your shortlist is cleared.`)
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) {
        showSnackbar(t`Your shortlist could not be cleared. Please try again.`, 'danger')
      }
    } finally {
      setBusy(null)
    }
  }

  const buy = async () => {
    const decision = buyNowDecision(user)
    if (decision.action === 'sign_in') {
      return openAccountDialog({ view: 'sign-in', context: decision.extraInfo })
    }
    if (decision.action === 'employer_only') {
      return showSnackbar(
        t`Only employers buy hiring packages. Sign in with an employer account to buy.`,
        'danger',
      )
    }
    setBusy('buy')
    try {
      await buyPackage(list.map((entry) => entry.username))
      await navigate(href('paymentCartSummary', null, null, lang))
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) {
        showSnackbar(
          t`The hiring package could not be added to your cart. Please try again.`,
          'danger',
        )
      }
    } finally {
      setBusy(null)
    }
  }

  return (
    <aside className="shortlist-bar" aria-label={t`Shortlist`} data-testid="shortlist-bar">
      <div className="container shortlist-bar-inner">
        <p className="shortlist-bar-count" role="status">
          {list.length === 1 ? (
            <Trans>
              <strong>1</strong> job seeker shortlisted
            </Trans>
          ) : (
            <Trans>
              <strong>{count}</strong> job seekers shortlisted
            </Trans>
          )}
        </p>
        <div className="buttons shortlist-bar-actions">
          <Link className="button is-ghost" to={tab} onClick={view}>
            {/* On a phone the count shows here, the sentence above is for screen readers. */}
            <span className="tag is-primary is-rounded shortlist-bar-badge" aria-hidden="true">
              {count}
            </span>
            {/* One inline box: a flex button would drop the spaces around the hidden words. */}
            <span>
              <Trans>
                View <span className="shortlist-bar-more">Shortlisted</span> list
              </Trans>
            </span>
          </Link>
          <button
            type="button"
            className={`button is-light${busy === 'clear' ? ' is-loading' : ''}`}
            disabled={busy !== null}
            onClick={() => void clear()}
          >
            <span>
              <Trans>
                Clear <span className="shortlist-bar-more">all List</span>
              </Trans>
            </span>
          </button>
          <button
            type="button"
            className={`button is-primary${busy === 'buy' ? ' is-loading' : ''}`}
            disabled={busy !== null}
            onClick={() => void buy()}
          >
            <Trans>Buy Now</Trans>
          </button>
        </div>
      </div>
    </aside>
  )
}
