import { useParams } from 'react-router'
import { BlogListPage } from '../../features/blog/components/blog-list-page'
import { listLoader } from './content-loaders'

export const loader = listLoader('blog', (params) => ({ category: params.slug ?? '' }))

/** `/blog/category/{slug}`: the posts of one category. */
export function Component() {
  const { slug = '' } = useParams()
  return <BlogListPage key={slug} scope={{ category: slug }} />
}
