import type { CurrentUser } from '@jagir/shared/schemas/user'
import { createStore, useStore } from './external-store'

/** The views of the account dialog (docs/product.md#the-account-dialog). */
export type AccountView =
  'sign-in' | 'sign-up' | 'forgot-password' | 'verify-code' | 'set-password' | 'details' | 'enroll'

/**
 * Why the dialog was opened (the product's `extraInfo`): `pricing` and `employer-sign-in` put it in
 * employer mode; `shortlist` comes from the shortlist bar.
 */
export type AccountContext = 'pricing' | 'employer-sign-in' | 'shortlist' | 'post-job'

export interface AccountDialogState {
  open: boolean
  view: AccountView
  context: AccountContext | null
  /** A notice shown above the view, e.g. 'You need to login as an employer to post a job.' */
  message: string | null
  /** What the view is about: the training's slug for `enroll`. */
  subject: string | null
  /** The sign-up choice dialog ('I'm Looking For Job' / 'I'm Looking For Job Seeker'). */
  signupChoice: boolean
  /** What asked for the sign-in, continued with the signed-in user (Post Job, Apply). */
  afterSignIn: ((user: CurrentUser) => void) | null
}

const closed: AccountDialogState = {
  open: false,
  view: 'sign-in',
  context: null,
  message: null,
  subject: null,
  signupChoice: false,
  afterSignIn: null,
}

const store = createStore<AccountDialogState>(closed)

/** Opens the account dialog on a view (sign-in by default). */
export function openAccountDialog(
  options: {
    view?: AccountView
    context?: AccountContext | null
    message?: string | null
    subject?: string | null
    afterSignIn?: ((user: CurrentUser) => void) | null
  } = {},
): void {
  store.set({
    open: true,
    view: options.view ?? 'sign-in',
    context: options.context ?? null,
    message: options.message ?? null,
    subject: options.subject ?? null,
    signupChoice: false,
    afterSignIn: options.afterSignIn ?? null,
  })
}

/** Switches the open dialog to another view (the caller applies the referrer rule). */
export function showAccountView(view: AccountView, message: string | null = null): void {
  store.set((state) => ({ ...state, view, message }))
}

/** Opens the sign-up choice dialog. */
export function openSignupChoice(): void {
  store.set({ ...closed, signupChoice: true })
}

/** Closes both dialogs. */
export function closeAccountDialog(): void {
  store.set(closed)
}

/** The dialogs' state. */
export function useAccountDialog(): AccountDialogState {
  return useStore(store)
}
