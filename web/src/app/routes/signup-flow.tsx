import { redirect, useLocation, type LoaderFunctionArgs } from 'react-router'
import { runGuard } from '@jagir/shared/routes/guards'
import { flowStepAccess, flowStepOfPath } from '@jagir/shared/rules/signup-flow'
import { localizePath, splitLang } from '@jagir/shared/routes/table'
import { loadCurrentUser } from '../../features/auth/api/current-user'
import { FlowPage } from '../../features/auth/components/pages/flow-page'
import { readFlowDraft } from '../../features/auth/hooks/use-flow-draft'
import { leaveGuardNotice } from '../../lib/guard-notice'

/** The guard of spec section 6 that each sign-up track's pages answer to (all their steps). */
const TRACK_GUARDS = { jobseeker: 'anonymousOrJobseeker', employer: 'anonymousOrEmployer' } as const

/**
 * The sign-up tracks' and forgotten password's pages. A signed-in user lands where the track's
 * guard says; a step opened before its draft allows it goes back to the furthest step allowed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { lang, path } = splitLang(url.pathname)
  const at = flowStepOfPath(path)
  if (!at) return null
  if (at.track !== 'reset') {
    const guard = runGuard(TRACK_GUARDS[at.track], await loadCurrentUser(), {
      path: url.pathname + url.search,
      lang,
    })
    if (!guard.allow) {
      leaveGuardNotice(guard.notice)
      throw redirect(guard.redirect)
    }
  }
  const access = flowStepAccess(at.track, at.step, readFlowDraft(at.track))
  if (!access.allow) throw redirect(localizePath(access.redirect, lang))
  return null
}

export function Component() {
  const at = flowStepOfPath(splitLang(useLocation().pathname).path)
  return at ? <FlowPage key={`${at.track}:${at.step}`} track={at.track} step={at.step} /> : null
}
