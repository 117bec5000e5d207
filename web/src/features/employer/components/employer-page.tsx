import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '../../../components/ui/page-title'
import { localDigits } from '../../../lib/format'
import { useLang } from '../../../lib/lang'
import { useOrganization } from '../api/organizations'
import { OrganizationCard } from './organization-card'
import { OrganizationJobs } from './organization-jobs'
import { ListSkeleton } from './states'
import './employer.scss'

/** A website to link to: http(s) only. */
const safeWebsite = (url: string | null | undefined) =>
  url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null

/**
 * `/employer/profile/{id}` and `/employer/detail/{id}`: an organisation as job seekers see it:
 * about, address, website, size, and its open jobs. An unknown one shows the 404 page.
 */
export function EmployerPage({ id, page }: { id: string; page: number }) {
  const { t } = useLingui()
  const lang = useLang()
  const { data: organization } = useOrganization(id, lang)
  const website = safeWebsite(organization?.website)
  return (
    <section className="section">
      <PageTitle title={organization?.name} />
      <div className="container">
        {organization ? (
          <>
            <OrganizationCard organization={organization} headingLevel={1}>
              <dl className="employer-job-facts mt-4">
                {website ? (
                  <div>
                    <dt>
                      <Trans>Website</Trans>
                    </dt>
                    <dd>
                      <a href={website} rel="noopener noreferrer nofollow" target="_blank">
                        {website.replace(/^https?:\/\//i, '')}
                      </a>
                    </dd>
                  </div>
                ) : null}
                {organization.employees ? (
                  <div>
                    <dt>
                      <Trans>Employees</Trans>
                    </dt>
                    <dd>{localDigits(organization.employees, lang)}</dd>
                  </div>
                ) : null}
              </dl>
            </OrganizationCard>
            <OrganizationJobs id={organization.id} page={page} />
          </>
        ) : (
          <ListSkeleton label={t`Loading the employer`} rows={2} />
        )}
      </div>
    </section>
  )
}
