import type { ReactNode } from 'react'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { OnboardingSaved } from '../../api/onboarding'

/** What the onboarding page gives each step. */
export interface StepProps {
  saved: OnboardingSaved
  /** The step is saved: the updated user (its flags), to move on. */
  onSaved: (user: CurrentUser) => void
  /** The Back button (none on the first step). */
  back: ReactNode
}
