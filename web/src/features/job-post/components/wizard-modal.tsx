import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Modal } from '../../../components/ui/modal'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import type { WizardStep } from '../hooks/use-wizard-address'

interface WizardModalProps {
  step: WizardStep
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}

/** The wizard's dialog: the step's title and number, its form, and its buttons at the foot. */
export function WizardModal({ step, title, onClose, children, footer }: WizardModalProps) {
  const lang = useLang()
  const current = formatNumber(step, lang)
  const total = formatNumber(3, lang)
  return (
    <Modal
      title={
        <>
          {title}{' '}
          <span className="tag is-light ml-2 wizard-step-tag">
            <Trans>
              Step {current} of {total}
            </Trans>
          </span>
        </>
      }
      onClose={onClose}
      footer={footer}
    >
      <div className="job-post-wizard" data-step={step}>
        {children}
      </div>
    </Modal>
  )
}

interface WizardLoadingProps {
  step: WizardStep
  title: string
  onClose: () => void
  /** The saved values could not be read. */
  failed?: boolean
}

/** The dialog while a step's saved values load (or when they could not be read). */
export function WizardLoading({ failed, ...props }: WizardLoadingProps) {
  return (
    <WizardModal {...props}>
      {failed ? (
        <div className="notification is-danger is-light" role="alert">
          <Trans>This job could not be loaded. Please try again later.</Trans>
        </div>
      ) : (
        <p className="has-text-grey" role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </WizardModal>
  )
}
