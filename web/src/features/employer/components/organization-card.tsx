import type { ReactNode } from 'react'
import { OrganizationLogo } from '../../../components/job/organization'
import type { Organization } from '../api/organizations'

/** The organisation: logo, name, industry, address and about; `actions` beside the name. */
export function OrganizationCard({
  organization,
  headingLevel = 2,
  actions,
  children,
}: {
  organization: Organization
  headingLevel?: 1 | 2
  actions?: ReactNode
  children?: ReactNode
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const place = [organization.address, organization.district?.name].filter(Boolean).join(', ')
  return (
    <section className="box organization-card" aria-labelledby={`organization-${organization.id}`}>
      <div className="organization-card-head">
        <OrganizationLogo job={{ organization }} size={72} />
        <div className="organization-card-title">
          <Heading className="title is-4 mb-1" id={`organization-${organization.id}`}>
            {organization.name}
          </Heading>
          {organization.category?.name ? (
            <p className="mb-1">{organization.category.name}</p>
          ) : null}
          {place ? <p className="has-text-grey-dark">{place}</p> : null}
        </div>
        {actions ? <div className="organization-card-actions">{actions}</div> : null}
      </div>
      {organization.about ? <p className="mt-4 organization-about">{organization.about}</p> : null}
      {children}
    </section>
  )
}
