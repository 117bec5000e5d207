import { useNavigate } from 'react-router'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { noticeText } from '../../../lib/messages'
import { showSnackbar } from '../../../lib/snackbar'
import { logout } from '../api/logout'

/** Logs out, goes home and says 'Successfully Logged Out' (docs/product.md#sign-in-logout-and-social-sign-in). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  const lang = useLang()
  return async () => {
    await logout()
    await navigate(pageHref('home', lang))
    showSnackbar(noticeText('logged_out'), 'success')
  }
}
