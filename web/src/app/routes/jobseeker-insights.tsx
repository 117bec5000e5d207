import { InsightsPage } from '../../features/jobseeker/components/insights-page'

/** `/jobseeker/insights` (employer guard): job seekers by district, category, experience, salary. */
export function Component() {
  return <InsightsPage />
}
