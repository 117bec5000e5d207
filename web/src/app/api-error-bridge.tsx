import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { href } from '@jagir/shared/routes/table'
import { setCurrentUser } from '../features/auth/api/current-user'
import { setApiErrorHandlers } from '../lib/api-client'
import { useLang } from '../lib/lang'
import { clearShortlist } from '../lib/shortlist-storage'
import { showSnackbar } from '../lib/snackbar'

/** Connects the API client's status rules (spec section 8) to the session, notices and pages. */
export function ApiErrorBridge() {
  const navigate = useNavigate()
  const lang = useLang()

  useEffect(() => {
    setApiErrorHandlers({
      onUnauthorized(message) {
        // The BFF has already dropped the session cookie; forget the user here as well.
        clearShortlist()
        void setCurrentUser(null)
        showSnackbar(message, 'danger')
      },
      onRateLimited(message) {
        showSnackbar(message, 'danger')
      },
      onErrorPage(status) {
        void navigate(href('errorPage', { statusCode: status }, null, lang))
      },
    })
    return () => setApiErrorHandlers(null)
  }, [navigate, lang])

  return null
}
