import { EMPLOYER_FAQ_TAG } from '@jagir/shared/rules/content-lists'
import { EmployerFaqIntro } from '../../features/faq/components/employer-faq-intro'
import { FaqListPage } from '../../features/faq/components/faq-list-page'
import { listLoader } from './content-loaders'

/** The page of employers' questions the address asks for. */
export const loader = listLoader('faq', () => ({ tag: EMPLOYER_FAQ_TAG }))

/** `/sep-faqs`: the questions employers ask (those tagged for employers). */
export function Component() {
  return <FaqListPage scope={{ kind: 'employers' }} intro={<EmployerFaqIntro />} />
}
