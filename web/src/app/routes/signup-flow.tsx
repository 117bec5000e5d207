import { redirect, useLocation, type LoaderFunctionArgs } from 'react-router'
import { flowStepAccess, flowStepOfPath } from '@jagir/shared/rules/signup-flow'
import { localizePath, splitLang } from '@jagir/shared/routes/table'
import { FlowPage } from '../../features/auth/components/pages/flow-page'
import { readFlowDraft } from '../../features/auth/hooks/use-flow-draft'

/**
 * The sign-up tracks' and forgotten password's pages. Who may open a sign-up track is its guard
 * in the route table (run by the BFF and by the router). What is checked here only this tab can
 * know: the number typed and the code accepted on earlier steps live in its session draft until
 * the account exists, so a step opened before its draft allows goes back to the furthest one.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { lang, path } = splitLang(new URL(request.url).pathname)
  const at = flowStepOfPath(path)
  const access = at ? flowStepAccess(at.track, at.step, readFlowDraft(at.track)) : null
  if (access && !access.allow) throw redirect(localizePath(access.redirect, lang))
  return null
}

export function Component() {
  const at = flowStepOfPath(splitLang(useLocation().pathname).path)
  return at ? <FlowPage key={`${at.track}:${at.step}`} track={at.track} step={at.step} /> : null
}
