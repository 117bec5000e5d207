import { lazy, Suspense, useSyncExternalStore } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { isEmployer } from '@jagir/shared/schemas/user'
import { PostJobButtonContext } from '../components/ui/post-job-slot'
import { Snackbar } from '../components/ui/snackbar'
import { useCurrentUser } from '../features/auth/api/current-user'
import { useAccountDialog } from '../lib/account-dialog'
import { GuardNoticeSnackbar } from '../lib/guard-notice'
import { useHasShortlist } from '../lib/shortlist-storage'
import { Footer } from './layout/footer'
import { LoadingBar } from './layout/loading-bar'
import { Navbar } from './layout/navbar'
import { PostJobButton } from './layout/post-job-button'

// The dialogs are code the first page does not need: loaded when first opened.
const AccountDialog = lazy(() =>
  import('../features/auth/components/account-dialog').then((m) => ({ default: m.AccountDialog })),
)
const SignupChoiceDialog = lazy(() =>
  import('../features/auth/components/signup-choice-dialog').then((m) => ({
    default: m.SignupChoiceDialog,
  })),
)
// The shortlist's code loads only for a browser holding a shortlist, or an employer signed in.
const ShortlistShell = lazy(() =>
  import('../features/hiring/components/shortlist-shell').then((m) => ({
    default: m.ShortlistShell,
  })),
)

const stayPut = () => () => undefined

/**
 * The shortlist bar while this browser holds a shortlist, and the joining of the shortlist with a
 * signed-in employer's (a new one for each employer who signs in).
 */
function Shortlist() {
  const hasShortlist = useHasShortlist()
  const { user } = useCurrentUser()
  // Browser-only: the server renders neither (the list lives in the browser), nor does hydration.
  const inBrowser = useSyncExternalStore(
    stayPut,
    () => true,
    () => false,
  )
  if (!inBrowser) return null
  const employerKey = user && isEmployer(user) ? JSON.stringify(user.employer_profile) : null
  return (
    <Suspense fallback={null}>
      {hasShortlist || employerKey ? (
        <ShortlistShell user={user} showBar={hasShortlist} employerKey={employerKey} />
      ) : null}
    </Suspense>
  )
}

/** The site around every page: navigation, footer, dialogs, notices and the loading bar. */
export function RootLayout() {
  const dialog = useAccountDialog()
  return (
    <>
      <LoadingBar />
      <Navbar />
      <main className="app-main" id="main">
        <PostJobButtonContext value={PostJobButton}>
          <Outlet />
        </PostJobButtonContext>
      </main>
      <Footer />
      <Shortlist />
      <Suspense fallback={null}>
        {dialog.open ? <AccountDialog /> : null}
        {dialog.signupChoice ? <SignupChoiceDialog /> : null}
      </Suspense>
      <Snackbar />
      <GuardNoticeSnackbar />
      <ScrollRestoration />
    </>
  )
}
