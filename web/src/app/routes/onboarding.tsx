import { redirect, useLocation, type LoaderFunctionArgs } from 'react-router'
import { signInRedirect } from '@jagir/shared/routes/guards'
import {
  ONBOARDING_DONE_PATH,
  ONBOARDING_STEPS,
  onboardingResumePath,
  onboardingStepAccess,
} from '@jagir/shared/rules/onboarding'
import { localizePath, splitLang } from '@jagir/shared/routes/table'
import { isJobseeker } from '@jagir/shared/schemas/user'
import { loadCurrentUser } from '../../features/auth/api/current-user'
import { OnboardingPage } from '../../features/auth/components/pages/onboarding-page'
import { OnboardingSummary } from '../../features/auth/components/pages/onboarding-summary'

const stepOf = (path: string) =>
  ONBOARDING_STEPS.find((step) => step.path === path.replace(/\/$/, ''))

/**
 * Job seeker onboarding's steps and its summary. Visitors sign in first (and come back); others
 * than job seekers go home; a step opened before the ones it follows goes to the first missing
 * one, saying so (`?skipped=`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { lang, path } = splitLang(url.pathname)
  const user = await loadCurrentUser()
  if (!user) {
    const signIn = signInRedirect({ path: url.pathname + url.search, lang })
    if (!signIn.allow) throw redirect(signIn.redirect)
  }
  if (!user || !isJobseeker(user)) throw redirect(localizePath('/', lang))
  const step = stepOf(path)
  if (step) {
    const access = onboardingStepAccess(user, step.id)
    if (!access.allow) throw redirect(`${localizePath(access.redirect, lang)}?skipped=${step.id}`)
  } else if (onboardingResumePath(user) !== ONBOARDING_DONE_PATH) {
    throw redirect(`${localizePath(onboardingResumePath(user), lang)}?skipped=profile`)
  }
  return null
}

export function Component() {
  const step = stepOf(splitLang(useLocation().pathname).path)
  return step ? <OnboardingPage key={step.id} step={step.id} /> : <OnboardingSummary />
}
