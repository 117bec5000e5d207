import { TermsPage } from '../../features/content/components/terms-page'

/** `/terms-condition`. */
export function Component() {
  return <TermsPage />
}
