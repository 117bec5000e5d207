import { useParams } from 'react-router'
import { BusinessListPage } from '../../features/business/components/business-list-page'
import { listLoader } from './content-loaders'

export const loader = listLoader('business', (params) => ({ category: params.slug ?? '' }))

/** `/business/category/{slug}`: the businesses of one kind. */
export function Component() {
  const { slug = '' } = useParams()
  return <BusinessListPage key={slug} category={slug} />
}
