import { BusinessListPage } from '../../features/business/components/business-list-page'
import { listLoader } from './content-loaders'

/** The page of businesses the address asks for, with the categories and districts. */
export const loader = listLoader('business')

/** `/business`: the business directory. */
export function Component() {
  return <BusinessListPage category={null} />
}
