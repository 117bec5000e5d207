import type { BrowseBy } from '@jagir/shared/rules/browse'
import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { browseData } from '../../features/browse/api/browse'
import { loadRouteData } from '../../lib/page-data'

/** The loader of a browse page: its list, read by the server's render. */
export const browseLoader =
  (by: BrowseBy) =>
  ({ request, context }: LoaderFunctionArgs) => {
    const { lang } = splitLang(new URL(request.url).pathname)
    return loadRouteData(context, [browseData(by, lang)])
  }
