import { Link } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { href } from '@jagir/shared/routes/table'
import { Breadcrumbs } from '../../../components/content/breadcrumbs'
import { PageTitle } from '../../../components/ui/page-title'
import { ApiError } from '../../../lib/api-client'
import { useItem } from '../../../lib/content-data'
import { useLang } from '../../../lib/lang'
import type { Business } from '../api/business'
import { BusinessContact } from './business-contact'
import '../../../components/content/content.scss'
import './business.scss'

/** `/business/detail/{slug}`: one business: what it does, its services, how to reach it. */
export function BusinessPage({ slug }: { slug: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const { data: business, error, mutate } = useItem<Business>('business', slug, lang)
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) throw error
  const directory = t`Business Directory`
  return (
    <section className="section">
      <PageTitle title={business?.name} />
      <div className="container is-narrow-48">
        <Breadcrumbs
          trail={[
            { label: directory, href: href('business', null, null, lang) },
            ...(business?.category
              ? [
                  {
                    label: business.category.name,
                    href: href('businessCategory', { slug: business.category.slug }, null, lang),
                  },
                ]
              : []),
            { label: business?.name ?? '' },
          ]}
        />
        {business ? (
          <article aria-labelledby="business-name">
            <h1 className="title is-3 content-title" id="business-name">
              {business.name}
            </h1>
            {business.category ? <p className="subtitle is-6">{business.category.name}</p> : null}
            {business.description ? <p className="mb-4">{business.description}</p> : null}
            {business.services?.length ? (
              <>
                <h2 className="title is-5">
                  <Trans>What it offers</Trans>
                </h2>
                <ul className="tags mb-4">
                  {business.services.map((service) => (
                    <li key={service} className="tag is-medium">
                      {service}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <div className="box">
              <BusinessContact business={business} />
            </div>
            {business.category ? (
              <p>
                <Link to={href('businessCategory', { slug: business.category.slug }, null, lang)}>
                  <Trans>More businesses of this kind</Trans>
                </Link>
              </p>
            ) : null}
          </article>
        ) : error ? (
          <div className="notification is-danger is-light" role="alert">
            <p>
              <Trans>The business could not be loaded.</Trans>
            </p>
            <button type="button" className="button is-small mt-2" onClick={() => void mutate()}>
              <Trans>Load the business again</Trans>
            </button>
          </div>
        ) : (
          <div aria-busy="true" aria-label={t`Loading the business`} className="skeleton-lines">
            <div />
            <div />
          </div>
        )}
      </div>
    </section>
  )
}
