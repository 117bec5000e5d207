import { useCurrentUser } from '../../features/auth/api/current-user'
import { OrganizationPage } from '../../features/auth/components/pages/organization-page'

/**
 * `/signup/organization-details`: employers only. Its guard (organizationDetails, in the route
 * table) sends a visitor to the employer sign-up start and others where the employer guard does.
 */
export function Component() {
  const { user } = useCurrentUser()
  return <OrganizationPage user={user} />
}
