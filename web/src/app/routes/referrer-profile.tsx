import { splitLang } from '@jagir/shared/routes/table'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { referrerCardData } from '../../features/referrer/api/referrer'
import { ReferrerPublicPage } from '../../features/referrer/components/referrer-public-page'
import { loadRouteData } from '../../lib/page-data'

/** The referrer's public card, read by the server's render. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const { lang } = splitLang(new URL(request.url).pathname)
  return loadRouteData(context, [referrerCardData(params.id ?? '', lang)])
}

/** `/referrer/profile/{id}`: a referrer's public card. */
export function Component() {
  const { id = '' } = useParams()
  return <ReferrerPublicPage key={id} id={id} />
}
