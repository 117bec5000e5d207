import type { createBrowserRouter } from 'react-router'
import { href, splitLang } from '@jagir/shared/routes/table'
import { setCurrentUser } from '../features/auth/api/current-user'
import { setApiErrorHandlers } from '../lib/api-client'
import { clearSessionDrafts } from '../lib/session-drafts'
import { clearShortlist } from '../lib/shortlist-storage'
import { showSnackbar } from '../lib/snackbar'

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>

/**
 * Connects the API client's status rules (docs/product.md#what-a-failed-call-does) to the session, notices and pages.
 * Done when the router is created, so calls made by the first page's loaders are covered too.
 */
export function connectApiErrors(router: AppRouter): () => void {
  setApiErrorHandlers({
    onUnauthorized(message) {
      // The BFF has already dropped the session cookie; forget the user here as well.
      clearShortlist()
      clearSessionDrafts()
      void setCurrentUser(null)
      showSnackbar(message, 'danger')
    },
    onRateLimited(message) {
      showSnackbar(message, 'danger')
    },
    onErrorPage(status) {
      const { lang } = splitLang(router.state.location.pathname)
      void router.navigate(href('errorPage', { statusCode: status }, null, lang))
    },
  })
  return () => setApiErrorHandlers(null)
}
