import { FaqListPage } from '../../features/faq/components/faq-list-page'
import { listLoader } from './content-loaders'

/** The page of questions the address asks for, with the topics. */
export const loader = listLoader('faq')

/** `/faq`: every question, by topic. */
export function Component() {
  return <FaqListPage scope={{ kind: 'all' }} />
}
