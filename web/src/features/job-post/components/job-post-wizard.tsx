import { Suspense, useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { NO_POSTS_PRICING_PATH, postJobDecision } from '@jagir/shared/rules/post-job'
import { localizePath } from '@jagir/shared/routes/table'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { openAccountDialog } from '../../../lib/account-dialog'
import { messageText } from '../../../lib/messages'
import { useWizardAddress } from '../hooks/use-wizard-address'
import { useNewWizardState, WizardContext } from '../hooks/use-wizard-state'
import { BasicInfoStep } from './basic-info-step'
import { loadRichTextEditor } from './description-field'
import { AdditionalInfoStep, SpecificationStep, usePrefetchSteps } from './lazy-steps'
import { WizardLoading } from './wizard-modal'
import './job-post.scss'

/**
 * The job post wizard at `/job/post` (docs/product.md#steps-and-the-address): the step and the job are in the
 * address (`step`, `slug`); each save moves on, Previous Step goes back with what was entered,
 * closing returns to the part of the address before 'job'. The Post Job rules (docs/product.md#post-job-button) are
 * checked first: an employer who cannot post gets the dialog or page they say.
 */
export function JobPostWizard({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useLingui()
  const { slug, step, lang, goToStep, goToPreview, close } = useWizardAddress()
  const navigate = useNavigate()
  const state = useNewWizardState()
  const decision = user === undefined ? null : postJobDecision(user)
  const action = decision?.action ?? null

  // The editor is the wizard's largest part: its chunk starts loading with the wizard.
  useEffect(() => void loadRichTextEditor(), [])
  usePrefetchSteps(action === 'open_wizard' ? step : null)

  useEffect(() => {
    if (!decision || decision.action === 'open_wizard') return
    if (decision.action === 'pricing') {
      void navigate(localizePath(NO_POSTS_PRICING_PATH, lang), { replace: true })
      return
    }
    openAccountDialog(
      decision.action === 'sign_in'
        ? { view: 'sign-in', context: 'employer-sign-in', message: messageText(decision.message) }
        : { view: 'details', context: 'post-job', message: messageText(decision.message) },
    )
    close()
    // The decision's action is what matters; its object is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action])

  if (action !== 'open_wizard') return null
  const title = [t`Post a Job`, t`Job Specification`, t`Additional Info`][step - 1]!
  return (
    <WizardContext value={state}>
      {/* Keyed by step: a step whose code is still loading shows its loading dialog at once. */}
      <Suspense key={step} fallback={<WizardLoading step={step} title={title} onClose={close} />}>
        {step === 1 ? (
          <BasicInfoStep
            key={slug ?? 'new'}
            slug={slug}
            user={user ?? null}
            onSaved={(saved) => void goToStep(2, saved)}
            onClose={close}
          />
        ) : null}
        {step === 2 && slug ? (
          <SpecificationStep
            key={slug}
            slug={slug}
            onSaved={() => void goToStep(3, slug)}
            onPrevious={() => void goToStep(1, slug)}
            onClose={close}
          />
        ) : null}
        {step === 3 && slug ? (
          <AdditionalInfoStep
            key={slug}
            slug={slug}
            onSaved={() => goToPreview(slug)}
            onPrevious={() => void goToStep(2, slug)}
            onClose={close}
          />
        ) : null}
      </Suspense>
    </WizardContext>
  )
}
