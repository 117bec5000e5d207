import { Trans, useLingui } from '@lingui/react/macro'
import { REFERRER_TABS } from '@jagir/shared/routes/table'
import { PageTitle } from '../../../components/ui/page-title'
import { TabBar, useTabParam } from '../../../components/ui/tab-bar'
import { useReferrerMe } from '../api/referrer'
import { RefereeForm } from './referee-form'
import { RefereesList } from './referees-list'
import { ReferrerCardView } from './referrer-card'
import '../../../components/job/job.scss'
import './referrer.scss'

/**
 * `/referrer/profile/me?tab=my-referees`: the referrer's card, their referees with their status,
 * and the form to add one (docs/product.md#job-seeker-and-referrer-pages; the only tab is in the address).
 */
export function ReferrerProfilePage() {
  const { t } = useLingui()
  const tab = useTabParam(REFERRER_TABS, 'my-referees')
  const { data: card } = useReferrerMe()
  return (
    <section className="section">
      <div className="container">
        <PageTitle title={t`My referrals`} />
        <h1 className="title is-3">
          <Trans>My referrals</Trans>
        </h1>
        {card ? <ReferrerCardView card={card} heading="h2" /> : null}
        <TabBar
          tabs={[{ id: tab, label: t`My referees`, count: card?.referees }]}
          current={tab}
          label={t`Your referral pages`}
        />
        <div className="columns">
          <div className="column is-7-desktop">
            <RefereesList />
          </div>
          <div className="column is-5-desktop">
            <RefereeForm />
          </div>
        </div>
      </div>
    </section>
  )
}
