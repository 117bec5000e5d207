import { Link, useSearchParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { NO_POSTS_REASON } from '@jagir/shared/rules/post-job'
import type { CurrentUser } from '@jagir/shared/schemas/user'
import { LoadState } from '../../../components/ui/load-state'
import { PageTitle } from '../../../components/ui/page-title'
import { useLang } from '../../../lib/lang'
import { pageHref } from '../../../lib/links'
import { useHiringPrice, usePricing } from '../api/pricing'
import { useMoney } from '../lib/money'
import { PricingCard } from './pricing-card'
import './payment.scss'

/** The hiring package: contact details of shortlisted job seekers, priced per person. */
function HiringPackage() {
  const lang = useLang()
  const money = useMoney()
  const { data } = useHiringPrice(lang)
  const price = data ? money(data.price_per_jobseeker) : null
  return (
    <div className="box">
      <h3 className="title is-5">
        <Trans>Hiring package</Trans>
      </h3>
      {price ? (
        <p className="title is-4 mb-1">
          <Trans>{price} per job seeker</Trans>
        </p>
      ) : null}
      <p className="mb-3">
        <Trans>
          Search job seekers, shortlist the ones you like, then choose Buy Now in the shortlist bar:
          the package unlocks their phone numbers and email addresses. 13% VAT is added in the cart.
        </Trans>
      </p>
      <Link className="button is-link is-light" to={pageHref('jobseekerSearch', lang)}>
        <Trans>Search job seekers</Trans>
      </Link>
    </div>
  )
}

/**
 * `/pricing`: the job post packages and the hiring package, in rupees before VAT (Nepal's 13 %
 * is added apart in the cart); Buy puts a package in the cart.
 */
export function PricingPage({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useLingui()
  const lang = useLang()
  const [params] = useSearchParams()
  const { data: packages, error } = usePricing(lang)
  return (
    <section className="section pricing-page">
      <div className="container">
        <PageTitle title={t`Pricing`} />
        <header className="block">
          <h1 className="title">
            <Trans>Pricing</Trans>
          </h1>
          <p className="subtitle is-6">
            <Trans>
              Prices are in Nepali rupees, before 13% VAT, which the cart adds and shows apart.
            </Trans>
          </p>
        </header>
        {params.get('reason') === NO_POSTS_REASON ? (
          <div className="notification is-warning is-light" role="status">
            <Trans>
              You have no job posts left, so the job form did not open. Buy a job post package here:
              your posts are ready as soon as the payment goes through.
            </Trans>
          </div>
        ) : null}
        <h2 className="title is-4">
          <Trans>Job post packages</Trans>
        </h2>
        {packages ? (
          <div className="columns is-multiline">
            {packages.map((pkg) => (
              <div className="column is-4-desktop is-6-tablet" key={pkg.id}>
                <PricingCard pkg={pkg} user={user} />
              </div>
            ))}
          </div>
        ) : (
          <LoadState error={error} failed={<Trans>The packages could not be loaded.</Trans>} />
        )}
        <h2 className="title is-4 mt-5">
          <Trans>Hiring packages</Trans>
        </h2>
        <HiringPackage />
      </div>
    </section>
  )
}
