import { SavedSearchesPanel } from '../../features/alerts/components/saved-searches-panel'
import { SeekerProfilePage } from '../../features/jobseeker/components/seeker-profile-page'

/** `/jobseeker/profile/me?tab=` (jobseeker guard): the seeker's own profile and its tabs. */
export function Component() {
  return <SeekerProfilePage savedSearches={<SavedSearchesPanel />} />
}
