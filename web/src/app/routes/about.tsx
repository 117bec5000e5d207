import { AboutPage } from '../../features/content/components/about-page'

/** `/about`. */
export function Component() {
  return <AboutPage />
}
