import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ShortlistEntry } from '@jagir/shared/schemas/shortlist'
import { JobseekerCard } from '../../../components/profile/jobseeker-card'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { showSnackbar } from '../../../lib/snackbar'
import { mergeShortlists, removeFromHiringPackage, useHiringPackage } from '../api/shortlisted'
import { ListSkeleton, LoadError } from './states'

/** The shortlist kept in this browser (kept current), and taking job seekers off it. */
export interface BrowserShortlist {
  local: readonly ShortlistEntry[]
  forget: (usernames: ReadonlySet<string>) => void
}

/**
 * The shortlist cart (docs/product.md#shortlist-bar): the server's hiring package, with those kept only in this
 * browser after them; each card links to the public profile and can be removed (from both).
 */
export function ShortlistedTab({ shortlist }: { shortlist: BrowserShortlist }) {
  const { t } = useLingui()
  const lang = useLang()
  const server = useHiringPackage()
  const { local } = shortlist
  const [removing, setRemoving] = useState<string | null>(null)
  // The shortlist bar (or another tab) changed the list: the server's may have changed with it.
  const kept = local.map((entry) => entry.username).join(' ')
  const { mutate } = server
  useEffect(() => {
    void mutate()
  }, [kept, mutate])

  if (server.error && !server.data) return <LoadError onRetry={() => void server.mutate()} />
  if (!server.data) return <ListSkeleton label={t`Loading your shortlist`} />
  const list = mergeShortlists(server.data, local)

  const remove = async (username: string, onServer: boolean, name: string) => {
    setRemoving(username)
    try {
      if (onServer) await removeFromHiringPackage(username)
      shortlist.forget(new Set([username]))
      await server.mutate()
      showSnackbar(t`${name} is off your shortlist.`)
    } catch {
      // The API client has shown what went wrong.
    } finally {
      setRemoving(null)
    }
  }

  if (list.length === 0) {
    return (
      <div className="box has-text-centered" data-testid="empty-tab">
        <p className="mb-3">
          <Trans>
            No one is shortlisted yet. Search job seekers and shortlist those you want to contact.
          </Trans>
        </p>
        <Link className="button is-primary" to={pageHref('jobseekerSearch', lang)}>
          <Trans>Search job seekers</Trans>
        </Link>
      </div>
    )
  }
  return (
    <ul className="shortlisted-jobseekers">
      {list.map(({ seeker, onServer }) => {
        const name = seeker.full_name?.trim() || seeker.username
        return (
          <li key={seeker.username}>
            <JobseekerCard
              seeker={seeker}
              actions={
                <button
                  type="button"
                  className={`button is-small is-danger is-light${removing === seeker.username ? ' is-loading' : ''}`}
                  disabled={removing !== null}
                  onClick={() => void remove(seeker.username, onServer, name)}
                  aria-label={t`Remove ${name} from the shortlist`}
                >
                  <Trans>Remove</Trans>
                </button>
              }
            />
          </li>
        )
      })}
    </ul>
  )
}
