import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { firstOrganization } from '@jagir/shared/rules/organization'
import { href } from '@jagir/shared/routes/table'
import { isEmployer, type CurrentUser } from '@jagir/shared/schemas/user'
import { useLogout } from '../../features/auth/hooks/use-logout'
import { useLang } from '../../lib/lang'

/** The name the navbar shows: an employer's first organization, else the person's name. */
export function displayName(user: CurrentUser): string | null {
  if (isEmployer(user)) return firstOrganization(user)?.name ?? user.full_name
  return user.full_name
}

/** The signed-in user's menu: their name, change password and logout. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const location = useLocation()
  // Remembering where the menu was opened closes it on navigation, with no effect needed.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === location.pathname
  const setOpen = (value: boolean) => setOpenAt(value ? location.pathname : null)
  const menu = useRef<HTMLDivElement>(null)
  const logout = useLogout()
  const lang = useLang()
  const { t } = useLingui()
  const name = displayName(user) ?? t`My Account`

  // Close on a click elsewhere and on Escape.
  useEffect(() => {
    if (!open) return
    const onClick = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpenAt(null)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenAt(null)
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div className={`navbar-item has-dropdown${open ? ' is-active' : ''}`} ref={menu}>
      <button
        type="button"
        className="navbar-link button is-white"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
        data-testid="account-menu"
      >
        {name}
      </button>
      <div className="navbar-dropdown is-right">
        <Link className="navbar-item" to={href('changePassword', null, null, lang)}>
          <Trans>Change Password</Trans>
        </Link>
        <hr className="navbar-divider" />
        <button
          type="button"
          className="navbar-item button is-white is-fullwidth"
          onClick={() => void logout()}
        >
          <Trans>Logout</Trans>
        </button>
      </div>
    </div>
  )
}
