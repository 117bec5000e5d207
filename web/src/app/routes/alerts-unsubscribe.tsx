import { UnsubscribePage } from '../../features/alerts/components/unsubscribe-page'

/** `/alerts/unsubscribe?token=` (no guard): an alert email's unsubscribe link, signed out. */
export function Component() {
  return <UnsubscribePage />
}
