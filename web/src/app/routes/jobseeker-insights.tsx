import { InsightsPage } from '../../features/hiring/components/insights-page'

/** `/jobseeker/insights` (employer guard): job seekers by district, category, experience, salary. */
export function Component() {
  return <InsightsPage />
}
