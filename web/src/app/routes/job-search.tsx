import { JobSearchPage } from '../../features/job-search/components/job-search-page'

/** `/job/search?search=`: job search with filters, sorting and pages, all in the address. */
export function Component() {
  return <JobSearchPage />
}
