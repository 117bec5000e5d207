import { Link } from 'react-router'
import { Trans } from '@lingui/react/macro'
import { useCurrentUser } from '../../features/auth/api/current-user'
import { SeekerSearchPage } from '../../features/hiring/components/seeker-search-page'
import { ShortlistToggle } from '../../features/hiring/components/shortlist-toggle'
import { useLang } from '../../lib/lang'
import { pageHref } from '../../lib/links'

/** `/jobseeker/search?search=` (employer guard): find job seekers and shortlist them. */
export function Component() {
  const { user } = useCurrentUser()
  const lang = useLang()
  return (
    <SeekerSearchPage
      aside={
        <p className="mb-3">
          <Link to={pageHref('jobseekerInsights', lang)}>
            <Trans>Explore Jobseeker Insights</Trans>
          </Link>
        </p>
      }
      cardActions={(seeker) => <ShortlistToggle seeker={seeker} user={user} />}
    />
  )
}
