import { splitLang } from '@jagir/shared/routes/table'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { publicProfileData } from '../../features/jobseeker/api/public-profile'
import { PublicProfilePage } from '../../features/jobseeker/components/public-profile-page'
import { ShortlistToggle } from '../../features/hiring/components/shortlist-toggle'
import { loadRouteData } from '../../lib/page-data'

/** The profile as a visitor sees it (its public part), read by the server's render. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { lang } = splitLang(new URL(request.url).pathname)
  return loadRouteData(context, [publicProfileData(params.id ?? '', lang)])
}

/** `/jobseeker/profile/{id}`: a job seeker's profile, as much of it as the viewer may see. */
export function Component() {
  const { id = '' } = useParams()
  const { user } = useCurrentUser()
  return (
    <PublicProfilePage
      key={id}
      username={id}
      user={user}
      actions={(profile) => <ShortlistToggle seeker={profile} user={user} large />}
    />
  )
}
