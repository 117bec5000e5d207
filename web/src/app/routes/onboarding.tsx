import { useLocation } from 'react-router'
import { onboardingStepOf } from '@jagir/shared/rules/onboarding'
import { matchRoute } from '@jagir/shared/routes/table'
import { OnboardingPage } from '../../features/auth/components/pages/onboarding-page'
import { OnboardingSummary } from '../../features/auth/components/pages/onboarding-summary'

/**
 * Job seeker onboarding's steps and its summary. Who may open which (and where the others go)
 * is the route table's `onboarding` guard, run by the BFF and by the router.
 */
export function Component() {
  const step = onboardingStepOf(matchRoute(useLocation().pathname)?.route.pattern)
  return step ? <OnboardingPage key={step.id} step={step.id} /> : <OnboardingSummary />
}
