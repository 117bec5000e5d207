import { useParams } from 'react-router'
import { FaqListPage } from '../../features/faq/components/faq-list-page'
import { listLoader } from './content-loaders'

export const loader = listLoader('faq', (params) => ({ category: params.slug ?? '' }))

/** `/faq/category/{slug}`: the questions of one topic. */
export function Component() {
  const { slug = '' } = useParams()
  return <FaqListPage key={slug} scope={{ kind: 'category', slug }} />
}
