import { BrowsePage } from '../../features/browse/components/browse-page'
import { browseLoader } from './job-browse'

/** The list, read by the server's render. */
export const loader = browseLoader('company')

/** `/job/browse/company`: the employers with open jobs, each a link to its search. */
export function Component() {
  return <BrowsePage by="company" />
}
