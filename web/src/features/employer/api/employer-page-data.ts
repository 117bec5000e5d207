import { splitLang } from '@jagir/shared/routes/table'
import type { LoaderFunctionArgs } from 'react-router'
import { loadRouteData } from '../../../lib/page-data'
import { organizationJobsData } from './organization-jobs'
import { organizationData } from './organizations'

/** The page of open jobs an employer page's address asks for (`?page=`). */
export function jobsPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

/**
 * An employer page's loader: the employer and (by a numeric id, as the site links them) the
 * first page of its open jobs, read by the server's render.
 */
export function employerPageLoader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { lang } = splitLang(url.pathname)
  const id = params.id ?? ''
  const pieces = [organizationData(id, lang)]
  if (/^\d+$/.test(id)) {
    pieces.push(organizationJobsData(Number(id), jobsPageOf(url.searchParams), lang))
  }
  return loadRouteData(context, pieces)
}
