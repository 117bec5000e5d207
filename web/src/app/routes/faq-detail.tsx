import { useParams } from 'react-router'
import { FaqPage } from '../../features/faq/components/faq-page'
import { itemLoader } from './content-loaders'

/** The question, read by the server's render. */
export const loader = itemLoader('faq')

/** `/faq/detail/{slug}`: one question and its answer. */
export function Component() {
  const { slug = '' } = useParams()
  return <FaqPage key={slug} slug={slug} />
}
