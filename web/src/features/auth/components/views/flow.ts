import type { CurrentUser } from '@jagir/shared/schemas/user'
import type { AccountView } from '../../../../lib/account-dialog'
import type { CodePurpose } from '../../api/account-flows'

/** What the sign-up and password views carry from one to the next. */
export interface Flow {
  purpose: CodePurpose
  phone: string
  fullName: string
  email: string | null
  /** The verified code's ticket, once the code is checked. */
  ticket: string | null
}

export const EMPTY_FLOW: Flow = {
  purpose: 'signup',
  phone: '',
  fullName: '',
  email: null,
  ticket: null,
}

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
