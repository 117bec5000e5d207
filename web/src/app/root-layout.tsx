import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { PostJobButtonContext } from '../components/ui/post-job-slot'
import { Snackbar } from '../components/ui/snackbar'
import { useAccountDialog } from '../lib/account-dialog'
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
      <Suspense fallback={null}>
        {dialog.open ? <AccountDialog /> : null}
        {dialog.signupChoice ? <SignupChoiceDialog /> : null}
      </Suspense>
      <Snackbar />
      <ScrollRestoration />
    </>
  )
}
