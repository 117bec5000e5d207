import { DataPage } from '../../features/jobseeker/components/data-page'

/** `/jobseeker/data` (jobseeker guard): everything kept about the seeker, and its download. */
export function Component() {
  return <DataPage />
}
