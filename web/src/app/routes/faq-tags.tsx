import { useParams } from 'react-router'
import { FaqListPage } from '../../features/faq/components/faq-list-page'
import { listLoader } from './content-loaders'

export const loader = listLoader('faq', (params) => ({ tag: params.slug ?? '' }))

/** `/faq/tags/{slug}`: the questions with one tag. */
export function Component() {
  const { slug = '' } = useParams()
  return <FaqListPage key={slug} scope={{ kind: 'tag', slug }} />
}
