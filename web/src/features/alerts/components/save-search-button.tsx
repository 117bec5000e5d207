import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Trans } from '@lingui/react/macro'
import type { Query } from '@jagir/shared/routes/table'
import { SAVED_SEARCH_FILTERS } from '@jagir/shared/rules/saved-search'
import type { SavedSearchParams } from '@jagir/shared/schemas/saved-search'
import { isJobseeker, type CurrentUser } from '@jagir/shared/schemas/user'
import { pageHref } from '../../../lib/links'
import { useLang } from '../../../lib/lang'

// The dialog and its form kit load on the first press, not with the search page.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
)

/** The filters of the address, as a saved search keeps them. */
function paramsOf(query: Query): SavedSearchParams {
  const params: SavedSearchParams = {}
  for (const name of SAVED_SEARCH_FILTERS) {
    const value = query[name]
    if (value !== null && value !== undefined && value !== '') params[name] = String(value)
  }
  return params
}

/**
 * "Save this search" on the job search page: a signed-in job seeker opens the dialog; a visitor
 * is offered sign-in, coming back to this very search. Others (employers) see nothing.
 */
export function SaveSearchButton(props: {
  /** The search page's address query (its filters; the page and sort are left out). */
  query: Query
  suggestedName: string
  /** The signed-in user; undefined while loading (nothing shown yet). */
  user: CurrentUser | null | undefined
}) {
  const { user } = props
  const lang = useLang()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  if (user === undefined) return null
  if (user === null) {
    const next = location.pathname + location.search
    return (
      <p className="save-search">
        <Link className="button is-small" to={pageHref('signIn', lang, { next })}>
          <Trans>Sign in to save this search</Trans>
        </Link>
      </p>
    )
  }
  if (!isJobseeker(user)) return null
  return (
    <p className="save-search">
      <button
        type="button"
        className="button is-small is-link is-light"
        onClick={() => setOpen(true)}
      >
        <Trans>Save this search</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            params={paramsOf(props.query)}
            suggestedName={props.suggestedName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </p>
  )
}
