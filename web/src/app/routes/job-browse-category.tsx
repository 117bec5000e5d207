import { BrowsePage } from '../../features/browse/components/browse-page'
import { browseLoader } from './job-browse'

/** The list, read by the server's render. */
export const loader = browseLoader('category')

/** `/job/browse/category`: open jobs by category, each a link to its search. */
export function Component() {
  return <BrowsePage by="category" />
}
