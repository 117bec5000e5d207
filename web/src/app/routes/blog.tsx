import { BlogListPage } from '../../features/blog/components/blog-list-page'
import { listLoader } from './content-loaders'

/** The page of posts the address asks for, with the categories and tags. */
export const loader = listLoader('blog')

/** `/blog`: every post, newest first. */
export function Component() {
  return <BlogListPage scope={{}} />
}
