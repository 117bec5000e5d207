import type { ComponentType } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  nextOnboardingPath,
  ONBOARDING_STEPS,
  onboardingStepNumber,
  previousOnboardingPath,
  type OnboardingStepId,
} from '@jagir/shared/rules/onboarding'
import { localizePath } from '@jagir/shared/routes/table'
import { formatNumber } from '../../../../lib/format'
import { useLang } from '../../../../lib/lang'
import { setCurrentUser } from '../../api/current-user'
import { useOnboardingSaved } from '../../api/onboarding'
import { CategoriesStep, LocationsStep } from '../onboarding/preference-steps'
import { BasicInformationStep, WorkingStatusStep } from '../onboarding/other-steps'
import type { StepProps } from '../onboarding/step-props'
import { AccountPage } from './account-page'

const STEPS: Record<OnboardingStepId, ComponentType<StepProps>> = {
  'preferred-location': LocationsStep,
  'preferred-job-category': CategoriesStep,
  'basic-information': BasicInformationStep,
  'working-status': WorkingStatusStep,
}

/**
 * One job seeker onboarding step (in order, docs/product.md#sign-up-and-onboarding): each saves on its own and moves on;
 * Back goes one step back with what was typed kept. A step opened too early was redirected here
 * with `?skipped=` (the route's guard), which this page explains.
 */
export function OnboardingPage({ step }: { step: OnboardingStepId }) {
  const { t } = useLingui()
  const lang = useLang()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { saved, refresh } = useOnboardingSaved(lang)
  const titles: Record<OnboardingStepId, string> = {
    'preferred-location': t`Where would you like to work?`,
    'preferred-job-category': t`What kind of job are you looking for?`,
    'basic-information': t`Tell us about yourself`,
    'working-status': t`Your working status`,
  }
  const number = formatNumber(onboardingStepNumber(step), lang)
  const total = formatNumber(ONBOARDING_STEPS.length, lang)
  const previous = previousOnboardingPath(step)
  const Step = STEPS[step]
  const onSaved: StepProps['onSaved'] = (user) => {
    void setCurrentUser(user)
    void refresh()
    void navigate(localizePath(nextOnboardingPath(step), lang))
  }
  const back = previous ? (
    <Link className="button is-light" to={localizePath(previous, lang)}>
      <Trans>Back</Trans>
    </Link>
  ) : null

  return (
    <AccountPage
      title={titles[step]}
      above={
        <>
          <p className="has-text-grey mb-1">
            <Trans>
              Step {number} of {total}
            </Trans>
          </p>
          <progress
            className="progress is-small is-primary"
            value={onboardingStepNumber(step)}
            max={ONBOARDING_STEPS.length}
            aria-label={t`Step ${number} of ${total}`}
          />
        </>
      }
    >
      {params.get('skipped') ? (
        <div className="notification is-warning is-light" role="alert">
          <Trans>Please finish this step first: the steps go one after another.</Trans>
        </div>
      ) : null}
      {saved ? (
        <Step saved={saved} onSaved={onSaved} back={back} />
      ) : (
        <p aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </AccountPage>
  )
}
