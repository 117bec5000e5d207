import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { pricingData } from '../../features/payment/api/pricing'
import { PricingPage } from '../../features/payment/components/pricing-page'
import { loadRouteData } from '../../lib/page-data'

/** The packages and their prices, read by the server. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { lang } = splitLang(new URL(request.url).pathname)
  return loadRouteData(context, pricingData(lang))
}

/** `/pricing`: job post and hiring packages; Buy puts one in the cart. */
export function Component() {
  const { user } = useCurrentUser()
  return <PricingPage user={user} />
}
