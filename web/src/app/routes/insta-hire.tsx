import { InstaHirePage } from '../../features/content/components/insta-hire-page'

/** `/insta-hire`: an employer's quick hiring request. */
export function Component() {
  return <InstaHirePage />
}
