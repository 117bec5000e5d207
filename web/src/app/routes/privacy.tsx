import { PrivacyPage } from '../../features/content/components/privacy-page'

/** `/privacy`. */
export function Component() {
  return <PrivacyPage />
}
