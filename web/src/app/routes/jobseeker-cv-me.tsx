import { CvPage } from '../../features/jobseeker/components/cv-page'

/** `/jobseeker/cv/me` (jobseeker guard): the one-page CV made from the seeker's profile, to print. */
export function Component() {
  return <CvPage />
}
