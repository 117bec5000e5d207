import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { AccountView } from '../../../../lib/account-dialog'

/** The dialog's code and password views serve the employer sign-up or a forgotten password. */
export interface Flow {
  track: 'employer' | 'reset'
}

export const EMPTY_FLOW: Flow = { track: 'employer' }

/** What the account dialog gives each view. */
export interface FlowProps {
  flow: Flow
  setFlow: (flow: Flow) => void
  /** Changes view (a referrer's dialog closes instead); an optional notice goes with it. */
  goTo: (view: AccountView, message?: string) => void
  user: CurrentUser | null | undefined
  employerMode: boolean
  /** Closes the dialog and shows a success notice. */
  finish: (notice: string) => void
}
