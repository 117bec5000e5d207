import { BrowsePage } from '../../features/browse/components/browse-page'
import { browseLoader } from './job-browse'

/** The list, read by the server's render. */
export const loader = browseLoader('district')

/** `/job/browse/district`: open jobs by district, each a link to its search. */
export function Component() {
  return <BrowsePage by="district" />
}
