import { useParams } from 'react-router'
import { BusinessPage } from '../../features/business/components/business-page'
import { itemLoader } from './content-loaders'

/** The business, read by the server's render. */
export const loader = itemLoader('business')

/** `/business/detail/{slug}`: one business. */
export function Component() {
  const { slug = '' } = useParams()
  return <BusinessPage key={slug} slug={slug} />
}
