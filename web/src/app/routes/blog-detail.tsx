import { useParams } from 'react-router'
import { BlogPostPage } from '../../features/blog/components/blog-post-page'
import { itemLoader } from './content-loaders'

/** The post, read by the server's render (its body sanitized by the BFF beforehand). */
export const loader = itemLoader('blog')

/** `/blog/detail/{slug}`: one post. */
export function Component() {
  const { slug = '' } = useParams()
  return <BlogPostPage key={slug} slug={slug} />
}
