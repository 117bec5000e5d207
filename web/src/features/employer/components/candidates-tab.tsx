import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { JobDate } from '../../../components/job/job-date'
import { JobseekerCard } from '../../../components/profile/jobseeker-card'
import { PagedResults } from '../../../components/ui/paged-results'
import { formatNumber } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { usePageAddress } from '../../../lib/paging'
import { useCandidates } from '../api/candidates'
import { ContactLinks } from './contact-links'
import { ListSkeleton, LoadErrorText } from './states'

/**
 * "My candidates" (`?tab=candidates`): every job seeker the employer unlocked by a paid
 * purchase, newest first, each with their card, how to reach them, the order that unlocked them
 * and a link to their profile.
 */
export function CandidatesTab() {
  const { t } = useLingui()
  const lang = useLang()
  const { page, pageHref: addressOf } = usePageAddress()
  const list = useCandidates(page, lang)
  return (
    <PagedResults
      of="candidates"
      list={list}
      page={page}
      pageHref={addressOf}
      className="candidates"
      label={t`Job seekers you unlocked`}
      busy={list.isValidating}
      keyOf={(candidate) => candidate.jobseeker.username}
      loading={<ListSkeleton label={t`Loading your candidates`} />}
      failed={<LoadErrorText />}
      empty={
        <div className="box has-text-centered" data-testid="empty-tab">
          <p className="mb-3">
            <Trans>
              No candidates yet. Search job seekers, shortlist those you want and buy their contact
              details: they are listed here with how to reach them.
            </Trans>
          </p>
          <Link className="button is-primary" to={pageHref('jobseekerSearch', lang)}>
            <Trans>Search job seekers</Trans>
          </Link>
        </div>
      }
    >
      {(candidate) => {
        const seeker = candidate.jobseeker
        const name = seeker.full_name?.trim() || seeker.username
        const order = candidate.order
        const orderNumber = order ? formatNumber(order.id, lang, { useGrouping: false }) : ''
        return (
          <JobseekerCard
            seeker={seeker}
            actions={
              <Link
                className="button is-small is-link is-light"
                to={href('jobseekerProfile', { id: seeker.username }, null, lang)}
                aria-label={t`Profile of ${name}`}
              >
                <Trans>Profile</Trans>
              </Link>
            }
          >
            {candidate.contact ? (
              <ContactLinks contact={candidate.contact} label={t`Contact details of ${name}`} />
            ) : null}
            {order ? (
              <p className="is-size-7 has-text-grey mt-2" data-testid="unlocked-by">
                <Trans>
                  Unlocked on <JobDate value={order.created_at} /> by order number {orderNumber}
                </Trans>
              </p>
            ) : null}
          </JobseekerCard>
        )
      }}
    </PagedResults>
  )
}
