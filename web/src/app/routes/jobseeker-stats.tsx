import { StatsPage } from '../../features/jobseeker/components/stats-page'

/** `/jobseeker/stats` (jobseeker guard): the seeker's activity over time. */
export function Component() {
  return <StatsPage />
}
