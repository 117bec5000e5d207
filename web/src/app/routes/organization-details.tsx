import { redirect, type LoaderFunctionArgs } from 'react-router'
import { signInRedirect } from '@jagir/shared/routes/guards'
import { localizePath, splitLang } from '@jagir/shared/routes/table'
import { isEmployer } from '@jagir/shared/schemas/user'
import { loadCurrentUser, useCurrentUser } from '../../features/auth/api/current-user'
import { OrganizationPage } from '../../features/auth/components/pages/organization-page'

/** `/signup/organization-details`: employers only (visitors sign in first, others go home). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { lang } = splitLang(url.pathname)
  const user = await loadCurrentUser()
  if (!user) {
    const signIn = signInRedirect({ path: url.pathname + url.search, lang })
    if (!signIn.allow) throw redirect(signIn.redirect)
  }
  if (!user || !isEmployer(user)) throw redirect(localizePath('/', lang))
  return null
}

export function Component() {
  const { user } = useCurrentUser()
  return <OrganizationPage user={user} />
}
