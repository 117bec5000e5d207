import { ContactPage } from '../../features/content/components/contact-page'

/** `/contact`. */
export function Component() {
  return <ContactPage />
}
