import { useParams } from 'react-router'
import { BlogListPage } from '../../features/blog/components/blog-list-page'
import { listLoader } from './content-loaders'

export const loader = listLoader('blog', (params) => ({ tag: params.slug ?? '' }))

/** `/blog/tag/{slug}`: the posts with one tag. */
export function Component() {
  const { slug = '' } = useParams()
  return <BlogListPage key={slug} scope={{ tag: slug }} />
}
